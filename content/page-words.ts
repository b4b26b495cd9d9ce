/**
 * A page's words (content/pages/<page>.<language>.json) as the page shows them: every slot that
 * names one of the agency's facts filled for the language ({hourly}: "$39", {consultationReply}:
 * "24 hours"); the slots the page's islands fill as a visitor types ({zip}) stay as written.
 */
import { fill } from "@/supabase/functions/_shared/template.ts";
import type { Locale } from "./copy";
import { factSlots } from "./fact-slots";

export function withFacts<T>(words: T, locale: Locale, serviceArea: string): T {
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
