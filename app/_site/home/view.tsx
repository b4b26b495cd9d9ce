import type { Metadata } from "next";
import { JsonLd } from "@/components/json-ld";
import { localBusiness } from "@/lib/structured-data";
import { pageMetadata } from "@/lib/metadata";
import Link from "next/link";
import { copyFor, localeHref, type Locale } from "@/content";
import { site } from "@/content/site";
import { CallLink } from "@/components/call-link";
import { CardGrid } from "@/components/card-grid";
import { ConsultationButton } from "@/components/consultation-button";
import { CtaBand } from "@/components/cta-band";
import { HowItWorks } from "@/components/how-it-works";
import { Icon } from "@/components/icon";
import { Section } from "@/components/section";
import { ServiceArea } from "@/components/service-area";
import { TestimonialList } from "@/components/testimonial-list";
import { BookingDestination } from "@/components/booking/booking-destination";
import { Hero } from "./hero";

export function metadataFor(locale: Locale): Metadata {
  const { home } = copyFor(locale);
  return pageMetadata({ locale, title: `${site.name} | ${home.meta.title}`, description: home.meta.description, route: "/", absoluteTitle: true });
}

export function HomePage({ locale }: { locale: Locale }) {
  const { home, ui, services: { careCircles, services }, testimonials, phones } = copyFor(locale);
  const teaser = services.filter((s) => "teaser" in s && s.teaser);
  return (
    <>
      <Hero locale={locale} />
      <Section heading={home.circles.heading} intro={home.circles.intro}>
        <CardGrid items={careCircles} />
      </Section>
      <Section heading={home.servicesTeaser.heading} intro={home.servicesTeaser.intro} tone="warm">
        <CardGrid items={teaser} />
        <div className="mt-8 flex flex-wrap gap-4">
          <Link href={localeHref(locale, "/services")} className="btn-outline">
            {home.servicesTeaser.viewAll}
            <Icon name="arrow-right" className="size-5" />
          </Link>
          <Link href={localeHref(locale, "/costs")} className="btn-outline">
            {ui.costsLink}
            <Icon name="arrow-right" className="size-5" />
          </Link>
        </div>
      </Section>
      <HowItWorks locale={locale} tone="brand" />
      <Section heading={home.testimonials.heading} intro={home.testimonials.intro}>
        <TestimonialList locale={locale} items={testimonials.testimonials} />
      </Section>
      <Section heading={home.mission.heading} tone="warm">
        <p className="-mt-6 max-w-3xl text-2xl leading-relaxed text-ink">{home.mission.text}</p>
      </Section>
      <ServiceArea locale={locale} />
      <CtaBand heading={home.cta.heading} text={home.cta.text}>
        <ConsultationButton locale={locale} className="btn-accent">{home.cta.book}</ConsultationButton>
        <CallLink phone={phones.call} prefix={home.hero.callPrefix} />
      </CtaBand>
      <BookingDestination locale={locale} />
      <JsonLd data={localBusiness(locale)} />
    </>
  );
}
