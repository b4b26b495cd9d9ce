/**
 * The /careers page, from content/pages/careers.<language>.json. Each open position is found by its
 * code (`value`), and its title is the one the application form lists (the forms' words), so the
 * two never disagree. `{applicationReply}` is how soon an application is answered; `{other}`, the
 * "Other" position's title; `{title}` in `applyFor` is filled with each position's title.
 */
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import { fillSlots } from "@/supabase/functions/_shared/slots.ts";
import type { Locale } from "./copy";
import { wordsIn } from "./page-words";
import en from "./pages/careers.en.json" with { type: "json" };
import es from "./pages/careers.es.json" with { type: "json" };
import type { Position } from "./types";

// OWNER TO CONFIRM: what each role asks of an applicant, and the hiring steps and their times (content/pages/careers.*.json).
export function careersIn(locale: Locale) {
  const words = wordsIn({ en, es }, locale);
  const titles = intakeCopy[locale].options.positions;
  const items = words.positions.items.map((p) => ({ ...p, title: titles[p.value as Position["value"]] }) as Position);
  return { ...words, positions: { ...words.positions, intro: fillSlots(words.positions.intro, { other: titles.other }), items } };
}
