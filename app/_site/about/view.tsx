import type { Metadata } from "next";
import { pageMetadata } from "@/app/_site/metadata";
import { copyFor, localeHref, type Locale } from "@/content";
import { fullAddress } from "@/content/site";
import { CardGrid } from "@/components/card-grid";
import { ConsultationButton } from "@/components/consultation-button";
import { CtaBand } from "@/components/cta-band";
import { HowItWorks } from "@/components/how-it-works";
import { Icon } from "@/components/icon";
import { PageHero } from "@/components/page-hero";
import { Photo } from "@/components/photo";
import { Section } from "@/components/section";
import { photoFor } from "@/content/photos";
import { teamIn } from "@/content/people";
import { OwnerStory, Team } from "./people";

export const metadataFor = (locale: Locale): Metadata => pageMetadata({ locale, ...copyFor(locale).about.meta, route: "/about" });

export async function AboutPage({ locale }: { locale: Locale }) {
  const { about, site } = copyFor(locale);
  const officePhoto = await photoFor("office");
  return (
    <>
      <PageHero heading={about.hero.heading} text={about.hero.text} />
      <Section heading={about.story.heading}>
        <OwnerStory locale={locale} />
      </Section>
      <Section heading={about.philosophy.heading} tone="warm">
        <div className="-mt-4 grid max-w-3xl gap-4 text-xl">
          {about.philosophy.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section heading={about.values.heading} tone="brand">
        <CardGrid items={about.values.items} />
      </Section>
      <HowItWorks locale={locale} tone="warm" />
      {teamIn(locale).members.length > 0 && (
        <Section heading={about.team.heading} intro={about.team.intro}>
          <Team locale={locale} />
        </Section>
      )}
      <Section heading={about.office.heading} tone="warm">
        <div className={`grid items-start gap-8 ${officePhoto ? "md:grid-cols-2" : "max-w-3xl"}`}>
          <div className="grid gap-4 text-xl">
            <p className="flex items-start gap-2">
              <Icon name="map-pin" className="mt-1 size-6 shrink-0 text-brand-700" />
              {fullAddress}
            </p>
            <ul className="grid gap-1 text-lg">
              {site.hours.map((h) => (
                <li key={h.days}>
                  <span className="font-semibold">{h.days}:</span> {h.hours}
                </li>
              ))}
            </ul>
            <p>{about.office.text}</p>
            <a href={localeHref(locale, "/contact")} className="link inline-flex min-h-11 items-center">
              {about.office.directions}
            </a>
          </div>
          <Photo slot="office" locale={locale} sizes="(min-width: 1152px) 536px, (min-width: 768px) 45vw, calc(100vw - 2rem)" className="rounded-card" />
        </div>
      </Section>
      <CtaBand heading={about.cta.heading} text={about.cta.text}>
        <ConsultationButton locale={locale} className="btn-accent" />
      </CtaBand>
    </>
  );
}
