import type { Metadata } from "next";
import { pageMetadata } from "@/app/_site/metadata";
import { copyFor, type Locale } from "@/content";
import { CardGrid } from "@/components/card-grid";
import { ConsultationButton } from "@/components/consultation-button";
import { CtaBand } from "@/components/cta-band";
import { PageHero } from "@/components/page-hero";
import { Section } from "@/components/section";

export const metadataFor = (locale: Locale): Metadata => pageMetadata({ locale, ...copyFor(locale).about.meta, route: "/about" });

export function AboutPage({ locale }: { locale: Locale }) {
  const { about } = copyFor(locale);
  return (
    <>
      <PageHero heading={about.hero.heading} text={about.hero.text} />
      <Section heading={about.mission.heading} tone="warm">
        <p className="-mt-6 max-w-3xl text-2xl leading-relaxed text-ink">{about.mission.text}</p>
      </Section>
      <Section heading={about.philosophy.heading}>
        <div className="-mt-4 grid max-w-3xl gap-4 text-xl">
          {about.philosophy.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section heading={about.values.heading} tone="brand">
        <CardGrid items={about.values.items} />
      </Section>
      <CtaBand heading={about.cta.heading} text={about.cta.text}>
        <ConsultationButton locale={locale} className="btn-accent" />
      </CtaBand>
    </>
  );
}
