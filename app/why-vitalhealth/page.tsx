import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import Link from "next/link";
import { why } from "@/content/why";
import { familyTestimonials } from "@/content/testimonials";
import { CardGrid } from "@/components/card-grid";
import { ConsultationButton } from "@/components/consultation-button";
import { CtaBand } from "@/components/cta-band";
import { PageHero } from "@/components/page-hero";
import { Section } from "@/components/section";
import { TestimonialList } from "@/components/testimonial-list";
import { Verify } from "./verify";

export const metadata: Metadata = pageMetadata({ ...why.meta, path: "/why-vitalhealth" });

export default function WhyPage() {
  return (
    <>
      <PageHero heading={why.hero.heading} text={why.hero.text} />
      <Section heading={why.apart.heading}>
        <CardGrid items={why.apart.items} cols={2} />
      </Section>
      <Verify />
      <Section heading={why.testimonials.heading} tone="warm">
        <TestimonialList items={familyTestimonials} />
      </Section>
      <CtaBand heading={why.cta.heading} text={why.cta.text}>
        <ConsultationButton className="btn-accent">{why.cta.schedule}</ConsultationButton>
        <Link href="/referrals" className="btn-outline">
          {why.cta.referral}
        </Link>
      </CtaBand>
    </>
  );
}
