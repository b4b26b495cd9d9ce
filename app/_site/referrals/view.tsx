import type { Metadata } from "next";
import { pageMetadata } from "@/app/_site/metadata";
import { copyFor, localeHref, type Locale } from "@/content";
import { mailtoWith, site } from "@/content/site";
import { verifyHref } from "@/content/verify";
import { REFERRAL_FORM_ID } from "@/lib/anchors";
import { CallLink } from "@/components/call-link";
import { CardGrid } from "@/components/card-grid";
import { CtaBand } from "@/components/cta-band";
import { Icon } from "@/components/icon";
import { PageHero } from "@/components/page-hero";
import { Section } from "@/components/section";
import { referralFormProps } from "./form-props";
import { ReferralFormIsland } from "./referral-island";

export const metadataFor = (locale: Locale): Metadata => pageMetadata({ locale, ...copyFor(locale).referrals.meta, route: "/referrals" });


export function ReferralsPage({ locale }: { locale: Locale }) {
  const { referrals, verify: { verify }, phones, site: words } = copyFor(locale);
  return (
    <>
      <PageHero heading={referrals.hero.heading} text={referrals.hero.text}>
        <ul className="flex w-full flex-wrap gap-3" aria-label={referrals.hero.badgesLabel}>
          {referrals.hero.badges.map((b) => (
            <li key={b} className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200">
              <Icon name="shield-check" className="size-5" />
              {b}
            </li>
          ))}
        </ul>
        <p className="w-full">
          {verify.licenceLabel} <strong className="text-brand-900">{site.licence.number}</strong>{" "}
          <a href={localeHref(locale, verifyHref)} className="link ml-2">
            {verify.licenceCheck}
          </a>
        </p>
        <a href={`#${REFERRAL_FORM_ID}`} className="btn-accent">
          {referrals.hero.submit}
        </a>
      </PageHero>
      <Section heading={referrals.partners.heading}>
        <CardGrid items={referrals.partners.items} cols={4} />
      </Section>
      <Section heading={referrals.whyRefer.heading} tone="warm">
        <CardGrid items={referrals.whyRefer.items} cols={4} />
      </Section>
      <Section id={REFERRAL_FORM_ID} heading={referrals.form.heading} tone="brand">
        <div className="rounded-card bg-white p-6 shadow-sm sm:p-8">
          <h3 className="text-2xl">{referrals.form.title}</h3>
          <p className="mt-2 flex gap-2 text-ink-muted">
            <Icon name="shield-check" className="mt-1 size-5 shrink-0 text-brand-700" />
            {referrals.form.confidentiality}
          </p>
          <div className="mt-6">
            <ReferralFormIsland locale={locale} {...referralFormProps(locale)} />
          </div>
          <p className="mt-6">
            {referrals.form.mailAlternative}{" "}
            <a href={mailtoWith(words.referralMailSubject)} className="link">
              {site.email}
            </a>
            .
          </p>
          <p className="mt-3 flex gap-2 font-semibold text-ink">
            <Icon name="shield-check" className="mt-1 size-5 shrink-0 text-accent-700" />
            {referrals.form.mailWarning}
          </p>
        </div>
      </Section>
      <CtaBand heading={referrals.closing.heading} text={referrals.closing.text}>
        <CallLink phone={phones.referral} prefix={phones.referral.label} className="btn-accent" />
      </CtaBand>
    </>
  );
}
