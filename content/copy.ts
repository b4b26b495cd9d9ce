/**
 * The site speaks English (at /) and Spanish (at /es). Each language is one content set of the same
 * type (content/en.ts, content/es/index.ts): a component takes a `locale` and reads that language's
 * set, and never holds words of its own or branches on the language.
 */
import type { IconName } from "@/components/icon";
import type { Position } from "./types";
export { DEFAULT_LOCALE, locales, type Locale } from "@/supabase/functions/_shared/locale.ts";
import type { Locale } from "@/supabase/functions/_shared/locale.ts";

/** Codes from a closed list that a translation keeps as they are: icons and job codes. */
type Code = IconName | Position["value"] | Position["employmentType"];

/**
 * The type of a translation of `T`: every word becomes "some string" (so a translation may say it
 * differently), every key stays required (so the compiler refuses a missing string), codes keep their
 * list, and functions keep their arguments. Lists keep their item type; content.test.ts checks they
 * have as many items as the English ones.
 */
export type Copy<T> = T extends Code
  ? Code
  : T extends string
    ? string
    : T extends number
      ? number
      : T extends boolean
        ? boolean
        : T extends (...args: infer A) => infer R
          ? (...args: A) => Copy<R>
          : T extends readonly (infer U)[]
            ? readonly Copy<U>[]
            : T extends object
              ? { readonly [K in keyof T]: Copy<T[K]> }
              : T;

/** The site's path prefix of a language: "" for English, "/es" for Spanish. */
export const localePrefix: Record<Locale, string> = { en: "", es: "/es" };

/**
 * A path of this site in a language: `/about` → `/es/about`, `/` → `/es`, `/faq#x` → `/es/faq#x`.
 * Anything else (`tel:`, `mailto:`, `https://…`, `#id`, a file) is returned as it is.
 */
export function localeHref(locale: Locale, href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const prefix = localePrefix[locale];
  if (!prefix) return href;
  if (href === "/" ) return prefix;
  if (href.startsWith("/#") || href.startsWith("/?")) return prefix + href.slice(1);
  return prefix + href;
}

/** The same page in English: `/es/about` → `/about`, `/es` → `/`. */
export function routeOf(path: string): string {
  for (const prefix of Object.values(localePrefix)) {
    if (!prefix) continue;
    if (path === prefix) return "/";
    if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  }
  return path;
}

/** Fills `{name}` placeholders: fill("We serve {zip}.", { zip: "92123" }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
