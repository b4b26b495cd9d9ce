/** The content sets by language. Server components only: a client island imports its own words. */
import type { Locale } from "./copy";
import { en, type SiteCopy } from "./en";

// Until the Spanish set lands, no Spanish page exists and nothing asks for it.
const copies: Record<Locale, SiteCopy> = { en, es: en };

export function copyFor(locale: Locale): SiteCopy {
  return copies[locale];
}

export type { SiteCopy };
export { localeHref, type Locale } from "./copy";
