/**
 * The /costs estimator's words (content/pages/estimator.<language>.json). The page reads them on
 * the server (`estimatorWordsIn`: the fields' limits and the shortest visit put in) and hands its
 * language's to the estimator island as data, so the island's script carries no words; the island
 * puts the visitor's figures in (`resultWordsOf`). Prices come from the agency's facts, never the words.
 */
import { LIMITS, type Problem, type ScheduleField } from "@/lib/estimate";
import { fill, type SlotValues } from "@/supabase/functions/_shared/template.ts";
import type { Locale } from "./copy";
import en from "./pages/estimator.en.json" with { type: "json" };
import es from "./pages/estimator.es.json" with { type: "json" };
import { site } from "./site";

export { resultWordsOf, type EstimatorResultWords } from "./estimator-result-words";

/** A language's estimator words with what the page knows put in: the limits, the shortest visit. */
export function estimatorWordsIn(locale: Locale) {
  const words = { en, es }[locale];
  const say = (text: string, values: SlotValues) => fill(text, values, locale);
  const { problems } = words;
  return {
    ...words,
    locale,
    hints: {
      hoursPerDay: say(words.hints.hoursPerDay, { ...LIMITS.hoursPerDay, minimumVisitHours: site.rates.minimumVisitHours }),
      daysPerWeek: say(words.hints.daysPerWeek, LIMITS.daysPerWeek),
    },
    problems: Object.fromEntries(
      (Object.keys(problems) as ScheduleField[]).map((field) => [
        field,
        Object.fromEntries(Object.entries(problems[field]).map(([problem, text]) => [problem, say(text, LIMITS[field])])),
      ]),
    ) as Record<ScheduleField, Record<Problem, string>>,
  };
}

export type EstimatorWords = ReturnType<typeof estimatorWordsIn>;
