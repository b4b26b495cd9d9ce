/**
 * The languages a family can be answered in, and the words that say so (content/es/languages.ts
 * says them in Spanish).
 */
import type { Locale } from "./copy";
import { listInWords } from "@/supabase/functions/_shared/copy/lists.ts";

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

const places = { phone: "on the phone", consultation: "at the free consultation", caregiversWhenPossible: "with Spanish-speaking caregivers whenever we can" };
/** "on the phone, at the free consultation and …": the places of `at`, in English. */
export const spanishPlaces = (at: SpanishSpokenAt) => listInWords(spokenPlaces(at, places), "and");

export const languages = {
  spanishSpoken: {
    lead: "We speak Spanish",
    /** Empty when no place is confirmed: the note is then left out. */
    places: spanishPlaces(spanishSpokenAt),
  },
  /** The line a page of another language shows to a reader who prefers this one, in this language. */
  offer: {
    label: "Language",
    question: "Prefer English?",
    link: "Read this page in English",
    close: "Close, and don't show this again",
  },
} as const;
