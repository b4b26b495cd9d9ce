/**
 * The site speaks English (at /) and Spanish (at /es). Each language is one content set of the same
 * type (content/en.ts, content/es/index.ts): a component takes a `locale` and reads that language's
 * set, and never holds words of its own or branches on the language.
 */
import type { IconName } from "./icon-names";
import type { Position } from "./types";
export { DEFAULT_LOCALE, locales, type Locale } from "@/supabase/functions/_shared/locale.ts";
import { locales, type Locale } from "@/supabase/functions/_shared/locale.ts";

/**
 * The type of a translation of `T`: every word becomes "some string" (so a translation may say it
 * differently), every key stays required (so the compiler refuses a missing string), codes (icons,
 * job codes) keep their list, numbers and flags stay the same values, and functions keep their
 * arguments. Lists keep their item type; content.test.ts checks they are as long as the English.
 */
export type Copy<T> = T extends IconName
  ? IconName
  : T extends Position["value"]
    ? Position["value"]
    : T extends Position["employmentType"]
      ? Position["employmentType"]
      : T extends string
        ? string
        : T extends number | boolean
          ? T
          : T extends (...args: infer A) => infer R
            ? (...args: A) => Copy<R>
            : T extends readonly (infer U)[]
              ? readonly Copy<U>[]
              : T extends object
                ? { readonly [K in keyof T]: Copy<T[K]> }
                : T;

export { localeHref, routeOf } from "@/lib/routes.mjs";
import { localeHref } from "@/lib/routes.mjs";

/** Puts values into a content template's {name} slots ("We serve {zip}"); unknown slots stay as written. */
export { fillSlots as fill } from "@/supabase/functions/_shared/slots.ts";

/** The other edition's language: the one a page links to ("Español" on English pages). */
export function otherLocale(locale: Locale): Locale {
  return locales.find((l) => l !== locale)!;
}

/** A content set's links (paths in English) as links of a language's pages. */
export function localeLinks<T extends { href: string }>(locale: Locale, links: readonly T[]): T[] {
  return links.map((link) => ({ ...link, href: localeHref(locale, link.href) }));
}
