import type { Metadata } from "next";
import { JsonLd } from "@/components/json-ld";
import { jobPostings } from "@/app/_site/structured-data";
import { pageMetadata } from "@/app/_site/metadata";
import { copyFor, type Locale } from "@/content";
import { CardGrid } from "@/components/card-grid";
import { CtaBand } from "@/components/cta-band";
import { PageHero } from "@/components/page-hero";
import { Section } from "@/components/section";
import { APPLICATION_ID } from "@/lib/anchors";
import { AfterApply } from "./after-apply";
import { ApplicationFormIsland } from "./application-island";
import { OpenPositions, PaySummary } from "./open-positions";

export const metadataFor = (locale: Locale): Metadata => pageMetadata({ locale, ...copyFor(locale).careers.meta, route: "/careers" });

const OPEN_POSITIONS_ID = "open-positions";

export function CareersPage({ locale }: { locale: Locale }) {
  const { careers } = copyFor(locale);
  return (
    <>
      <PageHero heading={careers.hero.heading} text={careers.hero.text}>
        <PaySummary locale={locale} />
        <a href={`#${OPEN_POSITIONS_ID}`} className="btn-accent">
          {careers.hero.viewPositions}
        </a>
      </PageHero>
      <Section heading={careers.spark.heading}>
        <div className="-mt-4 grid max-w-3xl gap-4 text-xl">
          {careers.spark.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section heading={careers.benefits.heading} tone="warm">
        <CardGrid items={careers.benefits.items} />
      </Section>
      <Section id={OPEN_POSITIONS_ID} heading={careers.positions.heading} intro={careers.positions.intro}>
        <OpenPositions locale={locale} formId={APPLICATION_ID} />
      </Section>
      <Section id={APPLICATION_ID} heading={careers.application.heading} intro={careers.application.intro} tone="brand">
        <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <ApplicationFormIsland locale={locale} />
          <AfterApply locale={locale} />
        </div>
      </Section>
      <CtaBand heading={careers.closing.heading} text={careers.closing.text}>
        <a href={`#${APPLICATION_ID}`} className="btn-accent">
          {careers.closing.apply}
        </a>
      </CtaBand>
      {jobPostings(locale).map((job) => (
        <JsonLd key={job.title} data={job} />
      ))}
    </>
  );
}
