import type { Metadata } from "next";
import { JsonLd } from "@/components/json-ld";
import { localBusiness } from "@/app/_site/structured-data";
import { pageMetadata } from "@/app/_site/metadata";
import { copyFor, type Locale } from "@/content";
import { site } from "@/content/site";
import { HowItWorks } from "@/components/how-it-works";
import { Section } from "@/components/section";
import { ServiceArea } from "@/components/service-area";
import { TestimonialList } from "@/components/testimonial-list";
import { BookingDestination } from "@/components/booking/booking-destination";
import { Hero, HeroPhotoOnPhones } from "./hero";
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
      </Section>
      <HowItWorks locale={locale} tone="brand" />
      <Section heading={home.testimonials.heading}>
        <TestimonialList locale={locale} items={testimonials.testimonials} />
      </Section>
      <ServiceArea locale={locale} />
      <BookingDestination locale={locale} />
      <HeroPhotoOnPhones locale={locale} />
      <JsonLd data={localBusiness(locale)} />
    </>
  );
}
