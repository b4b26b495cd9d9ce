import { copyFor, type Locale } from "@/content";
import { Icon } from "@/components/icon";

/**
 * "What happens after you apply": the hiring steps in order, each with how long it takes.
 *
 * Part of the Apply section, beside its form, and found by its heading: a <div>, not an <aside>.
 * A named aside is a complementary landmark, and one inside the section's region is listed apart
 * from the section it belongs to (axe: landmark-complementary-is-top-level).
 */
export function AfterApply({ locale }: { locale: Locale }) {
  const copy = copyFor(locale).careers.afterApply;
  return (
    <div className="card">
      <h3 className="text-2xl">{copy.heading}</h3>
      <ol className="mt-5 grid gap-5">
        {copy.steps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {i + 1}
            </span>
            <div>
              <h4 className="text-lg font-bold text-brand-900">{step.title}</h4>
              <p className="flex gap-1.5 font-semibold text-accent-700">
                <Icon name="clock" className="mt-1 size-5 shrink-0" />
                {step.time}
              </p>
              <p className="mt-1 text-ink-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
