import { locales, type Locale } from "@/supabase/functions/_shared/locale.ts";

/** Set once the reader closes the line offering the other edition (components/language-offer.tsx): it is not offered again in this browser. */
export const OFFER_DISMISSED_KEY = "vitalhealth:language-offer-dismissed";

/**
 * The site's language a browser prefers: the first of its languages (navigator.languages, most
 * preferred first) that the site has, by its primary subtag ("es-MX" → "es"). `undefined` when the
 * browser lists none of them (a French-only browser): no language is then preferred over another.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.trim().split(/[-_]/)[0].toLowerCase();
    const locale = locales.find((l) => l === primary);
    if (locale) return locale;
  }
  return undefined;
}
