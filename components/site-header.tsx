import { copyFor, localeHref, type Locale } from "@/content";
import { localeLinks, otherLocale } from "@/content/copy";
import { CallLink } from "./call-link";
import { ConsultationButton } from "./consultation-button";
import { HeaderCall } from "./header-call";
import { HomeLink } from "./home-link";
import { Icon } from "./icon";
import { LanguageLink } from "./language-link";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { OfficeStatusLine, OfficeStatusNow } from "./office-status-line";
import { REFERRAL_FORM_ID } from "@/lib/anchors";

export function SiteHeader({ locale }: { locale: Locale }) {
  const { ui, phones, nav } = copyFor(locale);
  const other = otherLocale(locale);
  const otherName = copyFor(other).language.name;
  const phone = phones.main;
  // The referral form itself, not a mail link: health details never go by plain e-mail (the mail
  // link stays on /referrals as a second way, with that warning).
  const referralForm = localeHref(locale, `/referrals#${REFERRAL_FORM_ID}`);
  const navItems = localeLinks(locale, nav.mainNav);
  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-white shadow-sm">
      <nav aria-label={ui.mainNavLabel} className="relative">
        <div className="hidden bg-brand-900 text-white xl:block">
          <div className="mx-auto flex max-w-7xl items-center justify-end gap-2 px-8">
            <span className="me-auto">
              <OfficeStatusNow locale={locale} />
            </span>
            <CallLink phone={phone} prefix={ui.callPrefix} className="inline-flex min-h-11 items-center gap-2 px-3 font-semibold text-white hover:underline" />
            <a href={referralForm} className="inline-flex min-h-11 items-center gap-2 px-3 font-semibold text-white hover:underline">
              <Icon name="stethoscope" className="size-5" />
              {ui.submitReferral}
            </a>
            <LanguageLink to={other} name={otherName} className="inline-flex min-h-11 items-center gap-2 px-3 font-semibold text-white underline underline-offset-4" />
          </div>
        </div>
        <div className="mx-auto flex h-[4.5rem] max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 xl:px-8">
          <HomeLink locale={locale} aria-label={ui.homeLink} className="inline-flex min-h-12 items-center rounded-lg">
            <Logo />
          </HomeLink>
          <NavLinks
            items={navItems}
            className="hidden items-center xl:flex"
            linkClassName="inline-flex min-h-11 items-center rounded-lg px-2.5 font-semibold whitespace-nowrap"
          />
          <div className="flex items-center gap-2">
            <ConsultationButton locale={locale} className="btn-accent hidden whitespace-nowrap md:inline-flex" />
            <HeaderCall phone={phone} label={ui.callButton} />
            <MobileMenu label={ui.menuLabel}>
              <div className="container-page py-4">
                <NavLinks items={navItems} className="grid gap-1" linkClassName="flex min-h-12 items-center rounded-lg px-3 text-xl font-semibold" />
                <div className="mt-4 grid gap-3 border-t border-brand-100 pt-4 sm:grid-cols-2">
                  <div className="grid">
                    <CallLink phone={phone} prefix={ui.callPrefix} />
                    <OfficeStatusLine locale={locale} withHours={false} className="mt-1" />
                  </div>
                  <a href={referralForm} className="btn-outline">
                    <Icon name="stethoscope" className="size-5" />
                    {ui.submitReferral}
                  </a>
                  <ConsultationButton locale={locale} className="btn-accent" />
                  <LanguageLink to={other} name={otherName} className="btn-outline" />
                </div>
              </div>
            </MobileMenu>
          </div>
        </div>
      </nav>
    </header>
  );
}
