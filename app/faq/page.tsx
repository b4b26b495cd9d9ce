import type { Metadata } from "next";
import { faq } from "@/content/faq";
import { site } from "@/content/site";
import { CallLink } from "@/components/call-link";
import { ConsultationButton } from "@/components/consultation-button";
import { CtaBand } from "@/components/cta-band";
import { JsonLd } from "@/components/json-ld";
import { PageHero } from "@/components/page-hero";
import { Section } from "@/components/section";
import { pageMetadata } from "@/lib/metadata";
import { faqPage } from "@/lib/structured-data";
import { FaqItem } from "./faq-item";

export const metadata: Metadata = pageMetadata({ ...faq.meta, path: "/faq" });

export default function FaqPage() {
  return (
    <>
      <PageHero heading={faq.hero.heading} text={faq.hero.text} />
      {faq.groups.map((group, i) => (
        <Section key={group.heading} heading={group.heading} tone={i % 2 ? "warm" : "plain"}>
          <ul className="grid max-w-3xl gap-4">
            {group.items.map((item) => (
              <li key={item.id}>
                <FaqItem item={item} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <CtaBand heading={faq.closing.heading} text={faq.closing.text}>
        <CallLink phone={site.phones.call} prefix={site.phones.call.label} className="btn-outline" />
        <ConsultationButton className="btn-accent">{faq.closing.book}</ConsultationButton>
      </CtaBand>
      <JsonLd data={faqPage()} />
    </>
  );
}
