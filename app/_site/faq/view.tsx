import type { Metadata } from "next";
import { copyFor, type Locale } from "@/content";
import { CallButton } from "@/components/call-button";
import { ConsultationButton } from "@/components/consultation-button";
import { CtaBand } from "@/components/cta-band";
import { JsonLd } from "@/components/json-ld";
import { PageHero } from "@/components/page-hero";
import { slug } from "@/components/section";
import { pageMetadata } from "@/app/_site/metadata";
import { faqPage } from "@/app/_site/structured-data";
import { FaqItem } from "./faq-item";

export const metadataFor = (locale: Locale): Metadata => pageMetadata({ locale, ...copyFor(locale).faq.meta, route: "/faq" });

export function FaqPage({ locale }: { locale: Locale }) {
  const { faq, phones } = copyFor(locale);
  return (
    <>
      <PageHero heading={faq.hero.heading} text={faq.hero.text} />
      <div className="container-page grid gap-12 py-14 sm:py-20">
        {faq.groups.map((group) => (
          // Heading beside its questions on wide screens: the answers keep a readable line length.
          <section
            key={group.heading}
            aria-labelledby={`${slug(group.heading)}-heading`}
            className="grid gap-6 border-brand-100 not-first:border-t not-first:pt-12 lg:grid-cols-[1fr_2fr] lg:gap-12"
          >
            <h2 id={`${slug(group.heading)}-heading`} className="text-3xl sm:text-4xl">
              {group.heading}
            </h2>
            <ul className="grid content-start gap-4">
              {group.items.map((item) => (
                <li key={item.id}>
                  <FaqItem locale={locale} item={item} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <CtaBand heading={faq.closing.heading} text={faq.closing.text}>
        <CallButton locale={locale} phone={phones.main} className="btn-outline" />
        <ConsultationButton locale={locale} className="btn-accent" />
      </CtaBand>
      <JsonLd data={faqPage(locale)} />
    </>
  );
}
