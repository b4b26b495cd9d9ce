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

function dismissed(): boolean {
  try {
    return localStorage.getItem(OFFER_DISMISSED_KEY) !== null;
  } catch {
    return false; // storage blocked: the line is offered, and closing it lasts for this page
  }
}

/** Whether this browser prefers `to` (navigator.languages) and has not closed the line before. In the browser only. */
export function offerWanted(to: Locale): boolean {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return preferredLocale(browser) === to && !dismissed();
}
