import type { Metadata } from "next";
import { JsonLd } from "@/components/json-ld";
import { localBusiness } from "@/lib/structured-data";
import { pageMetadata } from "@/lib/metadata";
import Link from "next/link";
import { home } from "@/content/home";
import { ui } from "@/content/navigation";
import { careCircles, services } from "@/content/services";
import { site } from "@/content/site";
import { testimonials } from "@/content/testimonials";
import { CallLink } from "@/components/call-link";
import { CardGrid } from "@/components/card-grid";
import { ConsultationButton } from "@/components/consultation-button";
import { CtaBand } from "@/components/cta-band";
import { HowItWorks } from "@/components/how-it-works";
import { Icon } from "@/components/icon";
import { Section } from "@/components/section";
import { ServiceArea } from "@/components/service-area";
import { TestimonialList } from "@/components/testimonial-list";
import { Booking } from "./booking";
import { Hero } from "./hero";

export const metadata: Metadata = pageMetadata({
  title: `${site.name} | ${home.meta.title}`,
  description: home.meta.description,
  path: "/",
  absoluteTitle: true,
});

export default function HomePage() {
  const teaser = services.filter((s) => "teaser" in s && s.teaser);
  return (
    <>
      <Hero />
      <Section heading={home.circles.heading} intro={home.circles.intro}>
        <CardGrid items={careCircles} />
      </Section>
      <Section heading={home.servicesTeaser.heading} intro={home.servicesTeaser.intro} tone="warm">
        <CardGrid items={teaser} />
        <div className="mt-8 flex flex-wrap gap-4">
          <Link href="/services" className="btn-outline">
            {home.servicesTeaser.viewAll}
            <Icon name="arrow-right" className="size-5" />
          </Link>
          <Link href="/costs" className="btn-outline">
            {ui.costsLink}
            <Icon name="arrow-right" className="size-5" />
          </Link>
        </div>
      </Section>
      <HowItWorks tone="brand" />
      <Section heading={home.testimonials.heading} intro={home.testimonials.intro}>
        <TestimonialList items={testimonials} />
      </Section>
      <Section heading={home.mission.heading} tone="warm">
        <p className="-mt-6 max-w-3xl text-2xl leading-relaxed text-ink">{home.mission.text}</p>
      </Section>
      <ServiceArea />
      <CtaBand heading={home.cta.heading} text={home.cta.text}>
        <ConsultationButton className="btn-accent">{home.cta.book}</ConsultationButton>
        <CallLink phone={site.phones.call} prefix={home.hero.callPrefix} />
      </CtaBand>
      <Booking />
      <JsonLd data={localBusiness()} />
    </>
  );
}
