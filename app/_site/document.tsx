import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { offeredEditions } from "@/content/languages";
import { site } from "@/content/site";
import { copyFor, type Locale } from "@/content";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { HydrateLater } from "@/components/hydrate-later";
import { HydrationMarker } from "@/components/hydration-marker";
import { LanguageOfferGate } from "@/components/language-offer-gate";
import { ToastHost } from "@/components/toast-host";
import { titleTemplate } from "@/app/_site/metadata";
import { PAGE_END_ID } from "@/lib/anchors";
import { LOGO_DATA_URI } from "@/lib/logo-circles";
import { atkinson } from "../fonts";

/** What every page of a language shares; a page's own metadata (app/_site/metadata.ts) adds the rest. */
export function rootMetadata(locale: Locale): Metadata {
  const t = copyFor(locale);
  return {
    metadataBase: new URL(site.url),
    title: { default: `${site.name} | ${t.site.tagline}`, template: titleTemplate(locale) },
    description: t.site.description,
    applicationName: site.name,
    formatDetection: { telephone: false },
    icons: { icon: [{ url: LOGO_DATA_URI, type: "image/svg+xml" }], apple: [{ url: "/apple-icon.png", sizes: "180x180" }] },
  };
}

export const viewport: Viewport = { themeColor: "#094a46", width: "device-width", initialScale: 1 };

/**
 * The whole document of a page in one language. Each language has its own root layout
 * (app/(en)/layout.tsx, app/es/layout.tsx) so that `<html lang>` is right in the HTML itself.
 */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = copyFor(locale);
  const offer = offeredEditions[locale];
  return (
    <html lang={t.language.lang} className={atkinson.variable}>
      <head>
        {/*
          The first paint waits until the parser has read the footer, the page's last part: the
          whole page (at most one round trip of HTML) is then styled and laid out before it paints,
          once, instead of in tasks after the first paint that would hold up a visitor's first tap.
          Browsers without rel=expect ignore it. docs/architecture.md; figures: docs/performance.md.
        */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="btn-primary sr-only z-50 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t.ui.skipLink}
        </a>
        {offer && (
          <HydrateLater>
            <LanguageOfferGate to={offer} words={copyFor(offer).languages.offer} />
          </HydrateLater>
        )}
        <SiteHeader locale={locale} />
        <main id="main" tabIndex={-1} className="flex-1 pt-[var(--header-height)] focus:outline-none">
          {children}
        </main>
        <SiteFooter locale={locale} />
        <ToastHost />
        <HydrationMarker />
      </body>
    </html>
  );
}
