import type { Metadata } from "next";
import { pageMetadata } from "@/app/_site/metadata";
import { CONSULTATION_FORM_ID } from "@/lib/anchors";
import { copyFor, localeHref, type Locale } from "@/content";
import { CallButton } from "@/components/call-button";
import { ConsultationButton } from "@/components/consultation-button";
import { CtaBand } from "@/components/cta-band";
import { PageHero } from "@/components/page-hero";
import { Section } from "@/components/section";
import { ServiceArea } from "@/components/service-area";
import { ConsultationFormIsland } from "./consultation-island";
import { ContactDetails } from "./contact-details";
import { consultationFormProps } from "./form-props";
import { Location } from "./location";

export const metadataFor = (locale: Locale): Metadata => pageMetadata({ locale, ...copyFor(locale).contact.meta, route: "/contact" });

export function ContactPage({ locale }: { locale: Locale }) {
  const { contact, ui, phones } = copyFor(locale);
  return (
    <>
      <PageHero heading={contact.hero.heading} text={contact.hero.text}>
        <a href={localeHref(locale, "/costs")} className="btn-outline">
          {ui.costsLink}
        </a>
        <a href={localeHref(locale, "/faq")} className="btn-outline">
          {contact.hero.faq}
        </a>
      </PageHero>
      <section aria-label={contact.details.heading} className="container-page grid gap-12 py-14 lg:grid-cols-[2fr_3fr]">
        <ContactDetails locale={locale} />
        <div id={CONSULTATION_FORM_ID} className="rounded-card bg-brand-50 p-6 sm:p-8">
          <h2 className="text-3xl">{contact.form.heading}</h2>
          <p className="mt-3 text-ink-muted">{contact.form.intro}</p>
          <div className="mt-6">
            <ConsultationFormIsland locale={locale} {...consultationFormProps(locale)} />
          </div>
        </div>
      </section>
      <Section heading={contact.location.heading} tone="warm">
        <Location locale={locale} />
      </Section>
      <ServiceArea locale={locale} />
      <CtaBand heading={contact.cta.heading} text={contact.cta.text}>
        <CallButton locale={locale} phone={phones.main} className="btn-outline" />
        <ConsultationButton locale={locale} action="scheduleOnline" className="btn-accent" />
      </CtaBand>
    </>
  );
}
