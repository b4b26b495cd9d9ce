import type { Metadata } from "next";
import { JsonLd } from "@/components/json-ld";
import { serviceList } from "@/app/_site/structured-data";
import { pageMetadata } from "@/app/_site/metadata";
import { REFERRAL_FORM_ID } from "@/lib/anchors";
import { copyFor, localeHref, type Locale } from "@/content";
import { ConsultationButton } from "@/components/consultation-button";
import { CtaBand } from "@/components/cta-band";
import { FeatureList } from "@/components/feature-list";
import { Icon } from "@/components/icon";
import { Photo } from "@/components/photo";
import { photoFor } from "@/content/photos";
import { PageHero } from "@/components/page-hero";
import { Section } from "@/components/section";
import { TestimonialList } from "@/components/testimonial-list";
import { CareCircles } from "./care-circles";
import { ConnectedCircles } from "./connected-circles";
import { ServiceList } from "./service-list";

export const metadataFor = (locale: Locale): Metadata => pageMetadata({ locale, ...copyFor(locale).servicesPage.meta, route: "/services" });

export function ServicesPage({ locale }: { locale: Locale }) {
  const { servicesPage: copy, ui, services: { careFeatures, services }, testimonials, site } = copyFor(locale);
  return (
    <>
      {/* Before the cards whose words it repeats: within gzip's 32 KB window of them, it costs a page's first response little. */}
      <JsonLd data={serviceList(locale)} />
      <PageHero heading={copy.hero.heading} text={copy.hero.text}>
        <ConsultationButton locale={locale} action="scheduleFree" className="btn-accent" />
        <a href={localeHref(locale, `/referrals#${REFERRAL_FORM_ID}`)} className="btn-outline">
          {ui.submitReferral}
        </a>
      </PageHero>
      <Section heading={copy.list.heading} intro={copy.list.intro}>
        <ServiceList items={services} />
        <a href={localeHref(locale, "/costs")} className="btn-outline mt-8">
          {ui.costsLink}
          <Icon name="arrow-right" className="size-5" />
        </a>
      </Section>
      <Section heading={copy.approach.heading} intro={copy.approach.text} tone="brand">
        <CareCircles locale={locale} />
      </Section>
      <Section heading={copy.features.heading}>
        <FeaturesWithPhoto locale={locale} items={careFeatures} label={copy.features.heading} />
      </Section>
      <Section heading={copy.connected.heading} intro={copy.connected.text} tone="brand">
        <ConnectedCircles locale={locale} />
      </Section>
      <Section heading={copy.testimonials.heading}>
        <TestimonialList locale={locale} items={testimonials.serviceTestimonials} />
      </Section>
      <CtaBand heading={copy.closing.heading} text={copy.closing.text}>
        <ConsultationButton locale={locale} action="matched" className="btn-accent" />
        <a href={site.brochure.path} download className="btn-outline">
          <Icon name="file-down" className="size-5" />
          {copy.closing.brochure} <span className="sr-only">({copy.closing.brochureNote})</span>
        </a>
      </CtaBand>
    </>
  );
}

/** The care features, beside the owner's photo of caregivers at work when there is one. */
async function FeaturesWithPhoto({ locale, items, label }: { locale: Locale; items: Parameters<typeof FeatureList>[0]["items"]; label: string }) {
  if (!(await photoFor("caregivers"))) return <FeatureList items={items} scroll={{ label }} />;
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[2fr_3fr]">
      <Photo slot="caregivers" locale={locale} sizes="(min-width: 1152px) 416px, (min-width: 1024px) 37vw, calc(100vw - 2rem)" className="rounded-card" />
      <FeatureList items={items} columns={1} />
    </div>
  );
}
