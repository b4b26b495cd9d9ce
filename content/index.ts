/** The content sets by language. Server components only: a client island imports its own words. */
import type { Locale } from "./copy";
import { en, type SiteCopy } from "./en";
import { es } from "./es";

const copies: Record<Locale, SiteCopy> = { en, es };

export function copyFor(locale: Locale): SiteCopy {
  return copies[locale];
}

export type { SiteCopy };
export { localeHref, type Locale } from "./copy";
