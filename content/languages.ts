/**
 * The languages a family can be answered in, and the words that say so
 * (content/pages/languages.<language>.json).
 */
import type { Locale } from "./copy";
import { listInWords } from "@/supabase/functions/_shared/copy/lists.ts";
import { wordsIn } from "./page-words";
import en from "./pages/languages.en.json" with { type: "json" };
import es from "./pages/languages.es.json" with { type: "json" };

/** Where a family is answered in Spanish. */
export type SpanishSpokenAt = {
  /** Someone who speaks Spanish answers the main line whenever it is answered. */
  phone: boolean;
  /** The free consultation can be held in Spanish. */
  consultation: boolean;
  /** A caregiver who speaks Spanish is matched whenever one is free: asked for, never promised. */
  caregiversWhenPossible: boolean;
};

/**
 * OWNER TO CONFIRM: set a place to false unless it is true every time (a Spanish speaker on every
 * shift of the main line, at every consultation), and no page says it any more. The note on every
 * page's footer and on Contact is made from these (both languages); with all three false it is not shown.
 */
export const spanishSpokenAt: SpanishSpokenAt = {
  phone: true,
  consultation: true,
  caregiversWhenPossible: true,
};

/**
 * Which edition a page offers to a browser that prefers the other language (navigator.languages):
 * an English page offers the Spanish one, in Spanish, in one line the reader can dismiss
 * (components/language-offer.tsx). Spanish pages offer nothing: their reader chose Spanish.
 */
export const offeredEditions: Partial<Record<Locale, Locale>> = { en: "es" };

export { listInWords };

/** The places of `at` that are true, in the order phone, consultation, caregivers, in a language's words. */
export function spokenPlaces(at: SpanishSpokenAt, words: Record<keyof SpanishSpokenAt, string>): string[] {
  return (["phone", "consultation", "caregiversWhenPossible"] as const).filter((place) => at[place]).map((place) => words[place]);
}

type LanguageWords = typeof en;
/** "on the phone, at the free consultation and …": the places of `at`, in a language's words (content/pages/languages.<language>.json). */
export const spanishPlaces = (at: SpanishSpokenAt, words: LanguageWords["spanishSpoken"]) => listInWords(spokenPlaces(at, words.places), words.and);

/** The languages' words in a language: the note's places are those confirmed in `spanishSpokenAt`, empty when none is. */
export function languagesIn(locale: Locale) {
  const { spanishSpoken, offer } = wordsIn({ en, es }, locale);
  return {
    spanishSpoken: { lead: spanishSpoken.lead, places: spanishPlaces(spanishSpokenAt, spanishSpoken) },
    /** The line a page of another language shows to a reader who prefers this one, in this language. */
    offer,
  };
}
