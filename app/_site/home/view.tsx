import type { Metadata } from "next";
import { JsonLd } from "@/components/json-ld";
import { localBusiness } from "@/lib/structured-data";
import { pageMetadata } from "@/lib/metadata";
import Link from "next/link";
import { copyFor, localeHref, type Locale } from "@/content";
import { site } from "@/content/site";
import { HowItWorks } from "@/components/how-it-works";
import { Icon } from "@/components/icon";
import { Section } from "@/components/section";
import { ServiceArea } from "@/components/service-area";
import { TestimonialList } from "@/components/testimonial-list";
import { BookingDestination } from "@/components/booking/booking-destination";
import { Hero } from "./hero";
import { ServiceLinks } from "./service-links";

export function metadataFor(locale: Locale): Metadata {
  const { home } = copyFor(locale);
  return pageMetadata({ locale, title: `${site.name} | ${home.meta.title}`, description: home.meta.description, route: "/", absoluteTitle: true });
}

export function HomePage({ locale }: { locale: Locale }) {
  const { home, services: { services }, testimonials } = copyFor(locale);
  return (
    <>
      <Hero locale={locale} />
      <Section heading={home.servicesTeaser.heading} intro={home.servicesTeaser.intro} tone="warm">
        <ServiceLinks locale={locale} items={services} />
        <div className="mt-8 flex flex-wrap gap-4">
          <Link href={localeHref(locale, "/services")} className="btn-outline">
            {home.servicesTeaser.viewAll}
            <Icon name="arrow-right" className="size-5" />
          </Link>
        </div>
      </Section>
      <HowItWorks locale={locale} tone="brand" />
      <Section heading={home.testimonials.heading} intro={home.testimonials.intro}>
        <TestimonialList locale={locale} items={testimonials.testimonials} />
      </Section>
      <ServiceArea locale={locale} />
      <BookingDestination locale={locale} />
      <JsonLd data={localBusiness(locale)} />
    </>
  );
}
