import type { Metadata } from "next";
import { JsonLd } from "@/components/json-ld";
import { localBusiness } from "@/app/_site/structured-data";
import { pageMetadata } from "@/app/_site/metadata";
import { copyFor, type Locale } from "@/content";
import { site } from "@/content/site";
import { Section } from "@/components/section";
import { ServiceArea } from "@/components/service-area";
import { TestimonialList } from "@/components/testimonial-list";
import { BookingDestination } from "@/components/booking/booking-destination";
import { Hero, HeroPhotoOnPhones } from "./hero";
import { Circles } from "./circles";
import { ServicesTeaser } from "./services-teaser";

export function metadataFor(locale: Locale): Metadata {
  const { home } = copyFor(locale);
  return pageMetadata({ locale, title: `${site.name} | ${home.meta.title}`, description: home.meta.description, route: "/", absoluteTitle: true });
}

export function HomePage({ locale }: { locale: Locale }) {
  const { home, services: { services, careCircles }, testimonials } = copyFor(locale);
  return (
    <>
      <Hero locale={locale} />
      {/* What the circles mean, the hero has just said (the body, the heart, the connections); /services shows each. */}
      <Section heading={home.circles.heading}>
        <Circles items={careCircles} />
      </Section>
      <Section heading={home.servicesTeaser.heading} intro={home.servicesTeaser.intro} tone="warm">
        <ServicesTeaser locale={locale} items={services} more={home.servicesTeaser.more} viewAll={home.servicesTeaser.viewAll} />
      </Section>
      <Section heading={home.testimonials.heading}>
        <TestimonialList locale={locale} items={testimonials.testimonials} />
      </Section>
      <Section heading={home.mission.heading} intro={home.mission.text} tone="warm" />
      <ServiceArea locale={locale} towns="linked" />
      <BookingDestination locale={locale} />
      <HeroPhotoOnPhones locale={locale} />
      <JsonLd data={localBusiness(locale)} />
    </>
  );
}
