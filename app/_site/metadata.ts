import type { Metadata } from "next";
import { copyFor, localeHref, type Locale } from "@/content";
import { locales } from "@/content/copy";
import { site } from "@/content/site";

const ogImage = (locale: Locale) => ({ url: "/opengraph-image.png", width: 1200, height: 630, alt: `${site.name}: ${copyFor(locale).site.tagline}` });

export const titleTemplate = (locale: Locale) => `%s | ${site.name} ${copyFor(locale).language.titleSuffix}`;

/**
 * A page's address in every language, for `<link rel="alternate" hreflang>` and the sitemap:
 * `en`, `es`, and `x-default` (English, for any other language).
 */
export function languageAlternates(route: string): Record<string, string> {
  return { ...Object.fromEntries(locales.map((l) => [l, localeHref(l, route)])), "x-default": route };
}

/**
 * Per-page metadata: unique title, description, canonical URL (the page in its own language), the
 * same page in the other language, Open Graph and Twitter tags. `route` is the English path.
 */
export function pageMetadata({ locale, title, description, route, absoluteTitle }: { locale: Locale; title: string; description: string; route: string; absoluteTitle?: boolean }): Metadata {
  const fullTitle = absoluteTitle ? title : titleTemplate(locale).replace("%s", title);
  const path = localeHref(locale, route);
  const image = ogImage(locale);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path, languages: languageAlternates(route) },
    openGraph: {
      type: "website",
      locale: copyFor(locale).language.ogLocale,
      siteName: site.name,
      url: path,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image] },
  };
}
