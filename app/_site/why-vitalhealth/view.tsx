import type { Metadata } from "next";
import { pageMetadata } from "@/app/_site/metadata";
import { copyFor, localeHref, type Locale } from "@/content";
import { CardGrid } from "@/components/card-grid";
import { ConsultationButton } from "@/components/consultation-button";
import { CtaBand } from "@/components/cta-band";
import { PageHero } from "@/components/page-hero";
import { Section } from "@/components/section";
import { TestimonialList } from "@/components/testimonial-list";
import { Verify } from "./verify";

export const metadataFor = (locale: Locale): Metadata => pageMetadata({ locale, ...copyFor(locale).why.meta, route: "/why-vitalhealth" });

export function WhyPage({ locale }: { locale: Locale }) {
  const { why, testimonials } = copyFor(locale);
  return (
    <>
      <PageHero heading={why.hero.heading} text={why.hero.text} />
      <Section heading={why.apart.heading}>
        <CardGrid items={why.apart.items} cols={2} />
      </Section>
      <Verify locale={locale} />
      <Section heading={why.testimonials.heading} tone="warm">
        <TestimonialList locale={locale} items={testimonials.familyTestimonials} />
      </Section>
      <CtaBand heading={why.cta.heading} text={why.cta.text}>
        <ConsultationButton locale={locale} className="btn-accent" />
        <a href={localeHref(locale, "/referrals")} className="btn-outline">
          {why.cta.referral}
        </a>
      </CtaBand>
    </>
  );
}
