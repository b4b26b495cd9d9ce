/**
 * A page's words (content/pages/<page>.<language>.json) as the page shows them: every slot that
 * names one of the agency's facts filled for the language ({hourly}: "$39", {consultationReply}:
 * "24 hours"); the slots the page's islands fill as a visitor types ({zip}) stay as written.
 */
import { fill } from "@/supabase/functions/_shared/template.ts";
import type { Locale } from "./copy";
import { factSlots } from "./fact-slots";
import type { Iconed } from "./icon-names";
import { brochurePaths } from "./site";
import enSite from "./pages/site.en.json" with { type: "json" };
import esSite from "./pages/site.es.json" with { type: "json" };

/** The words about the business in each language, read raw here: {serviceArea} quotes one of them. */
const siteWords = { en: enSite, es: esSite } satisfies Record<Locale, unknown>;

export function withFacts<T>(words: T, locale: Locale, serviceArea = siteWords[locale].serviceArea.description): T {
  const facts = factSlots(locale, serviceArea);
  const filled = (value: unknown): unknown =>
    typeof value === "string"
      ? fill(value, facts, locale)
      : Array.isArray(value)
        ? value.map(filled)
        : typeof value === "object" && value !== null
          ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, filled(v)]))
          : value;
  return filled(words) as T;
}

/**
 * A set of words kept in both languages (typed from the English file: the Spanish must fit it), as
 * one language shows it: its facts filled in, its icons the site's (the content check refuses others).
 */
export const wordsIn = <T,>(words: { readonly en: T; readonly es: NoInfer<T> }, locale: Locale): Iconed<T> =>
  withFacts(words[locale], locale) as Iconed<T>;

/** The words about the business in a language (content/pages/site.<language>.json), with its brochure's path. */
export const siteWordsIn = (locale: Locale) => ({ ...withFacts(siteWords[locale], locale), brochure: { path: brochurePaths[locale] } });
