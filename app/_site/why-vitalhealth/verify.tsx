import { site } from "@/content/site";
import { copyFor, type Locale } from "@/content";
import { CheckList } from "@/components/check-list";
import { Icon } from "@/components/icon";
import { Section } from "@/components/section";

/** "Verify us": our licence number, how to check a caregiver on the state's registry, the law, our screening. */
export function Verify({ locale }: { locale: Locale }) {
  const { verify, officialSources } = copyFor(locale).verify;
  return (
    <Section id={verify.id} heading={verify.heading} intro={verify.intro} tone="warm">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="card flex flex-col items-start">
          <h3 className="text-2xl">{verify.licence.heading}</h3>
          <p className="mt-3">{verify.licenceLabel}</p>
          <p className="text-3xl font-bold tracking-wider text-brand-900">{site.licence.number}</p>
          <p className="mt-3 text-ink-muted">{verify.licence.text}</p>
          <div className="mt-auto pt-5">
            <a href={officialSources.licenceLookup.href} className="btn-outline">
              {officialSources.licenceLookup.label}
            </a>
          </div>
        </div>
        <div className="card flex flex-col items-start">
          <h3 className="text-2xl">{verify.caregiver.heading}</h3>
          <ol className="mt-3 grid list-decimal gap-2 pl-6">
            {verify.caregiver.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="mt-auto pt-5">
            <a href={officialSources.registry.href} className="btn-primary">
              {officialSources.registry.label}
            </a>
          </div>
        </div>
      </div>
      <div className="mt-12 grid gap-12 lg:grid-cols-2">
        <div>
          <h3 className="text-2xl">{verify.law.heading}</h3>
          <p className="mt-3">{verify.law.intro}</p>
          <CheckList items={verify.law.items} className="mt-4 gap-3" large />
          <p className="mt-4 text-ink-muted">{verify.law.source}</p>
          <ul className="mt-2 flex flex-wrap gap-x-6">
            {[officialSources.homeCareServices, officialSources.laws].map((l) => (
              <li key={l.href}>
                <a href={l.href} className="link inline-flex min-h-11 items-center">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-2xl">{verify.screening.heading}</h3>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
            {verify.screening.items.map((s) => (
              <li key={s.title} className="flex gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <Icon name={s.icon} />
                </span>
                <div>
                  <h4 className="text-xl font-bold text-brand-900">{s.title}</h4>
                  <p className="mt-1 text-ink-muted">{s.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
