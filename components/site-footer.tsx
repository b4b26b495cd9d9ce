import { fullAddress, site, telHref } from "@/content/site";
import { copyFor, localeHref, type Locale } from "@/content";
import { localeLinks } from "@/content/copy";
import { verifyHref } from "@/content/verify";
import { PAGE_END_ID } from "@/lib/anchors";
import { Icon } from "./icon";
import { Logo } from "./logo";
import { SpanishSpoken } from "./spanish-spoken";

const linkClass = "inline-flex min-h-11 items-center text-white underline-offset-4 hover:underline";

function LinkList({ links, className }: { links: readonly { href: string; label: string }[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href} className={linkClass}>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter({ locale }: { locale: Locale }) {
  const { ui, nav, phones, verify: { verify } } = copyFor(locale);
  const year = new Date().getFullYear();
  return (
    <footer id={PAGE_END_ID} className="bg-brand-900 text-white">
      <div className="container-page grid gap-8 py-8 sm:gap-10 sm:py-12 md:grid-cols-3">
        <div>
          <span className="inline-block rounded-lg bg-white px-3 py-1">
            <Logo />
          </span>
          <p className="mt-4 text-brand-50">{ui.footerBrand}</p>
        </div>
        <div>
          <h2 className="text-xl text-white">{ui.footerQuickLinks}</h2>
          <LinkList links={localeLinks(locale, nav.footerQuickLinks)} className="mt-3 grid grid-cols-2 gap-x-6 sm:grid-cols-1" />
        </div>
        <div>
          <h2 className="text-xl text-white">{ui.footerContact}</h2>
          <address className="mt-3 grid gap-1 not-italic">
            <p className="flex gap-2 py-2">
              <Icon name="map-pin" className="mt-1 size-5 shrink-0" />
              {fullAddress}
            </p>
            <a href={telHref(phones.main)} className={`${linkClass} gap-2`}>
              <Icon name="phone" className="size-5" />
              {phones.main.display}
            </a>
            <SpanishSpoken locale={locale} className="py-2 text-brand-50" />
            <a href={`mailto:${site.email}`} className={`${linkClass} gap-2`}>
              <Icon name="mail" className="size-5" />
              {site.email}
            </a>
          </address>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <div className="container-page flex flex-col gap-2 py-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p>
              {/* One text node: React marks each join of text with a comment, bytes every page's first response carries. */}
              {`© ${year} ${site.legalName}. ${ui.rights}`}
            </p>
            <a href={localeHref(locale, verifyHref)} className={linkClass}>
              {`${verify.licenceLabel} ${site.licence.number}`}
            </a>
          </div>
          <nav aria-label={ui.footerLegal}>
            <LinkList links={localeLinks(locale, nav.legalLinks)} className="flex flex-wrap gap-x-4 whitespace-nowrap" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
