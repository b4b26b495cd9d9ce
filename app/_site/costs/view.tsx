import type { Metadata } from "next";
import { pageMetadata } from "@/app/_site/metadata";
import { copyFor, type Locale } from "@/content";
import { estimatorWordsIn, resultWordsOf } from "@/content/estimator-copies";
import { site } from "@/content/site";
import { CallButton } from "@/components/call-button";
import { ConsultationButton } from "@/components/consultation-button";
import { CtaBand } from "@/components/cta-band";
import { PageHero } from "@/components/page-hero";
import { Section } from "@/components/section";
import { ESTIMATOR_ID } from "@/lib/anchors";
import { EstimatorIsland } from "./estimator-island";
import { HourlyComparison } from "./hourly-comparison";
import { MarketFigures } from "./market-figures";
import { PayerList } from "./payer-list";
import { RateList } from "./rate-list";
import { ScheduleTable } from "./schedule-table";

export const metadataFor = (locale: Locale): Metadata => pageMetadata({ locale, ...copyFor(locale).costs.meta, route: "/costs" });

export function CostsPage({ locale }: { locale: Locale }) {
  const { costs, phones } = copyFor(locale);
  const words = estimatorWordsIn(locale);
  return (
    <>
      <PageHero heading={costs.hero.heading} text={costs.hero.text} />
      <Section heading={costs.rates.heading} intro={costs.rates.intro}>
        <RateList items={costs.rates.items} />
      </Section>
      <Section heading={costs.schedules.heading} intro={costs.schedules.intro} tone="warm">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <ScheduleTable rates={site.rates} items={costs.schedules.items} copy={costs.schedules} scheduleLabel={resultWordsOf(words.result, locale).schedule} />
          <div>
            <h3 className="text-2xl">{costs.schedules.howHeading}</h3>
            <ul className="mt-4 grid list-disc gap-3 pl-6">
              {costs.schedules.how.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section id={ESTIMATOR_ID} heading={costs.estimator.heading} intro={costs.estimator.intro}>
        <EstimatorIsland rates={site.rates} words={words} />
        <div className="hidden max-w-2xl noscript:grid noscript:justify-items-start noscript:gap-6">
          <p className="text-xl">{costs.estimator.noScript}</p>
          <CallButton locale={locale} phone={phones.main} />
        </div>
      </Section>
      <Section heading={costs.compare.heading} intro={costs.compare.intro} tone="warm">
        <HourlyComparison hourly={site.rates.hourly} figures={costs.compare.figures} copy={costs.compare} />
        <MarketFigures items={costs.compare.figures} sourceLine={costs.compare.source} hourlyLine={costs.compare.hourly} className="mt-10" />
      </Section>
      <Section heading={costs.payers.heading} intro={costs.payers.intro}>
        <PayerList items={costs.payers.items} />
      </Section>
      <CtaBand heading={costs.cta.heading} text={costs.cta.text}>
        <ConsultationButton locale={locale} className="btn-accent" />
        <CallButton locale={locale} phone={phones.main} />
      </CtaBand>
    </>
  );
}
