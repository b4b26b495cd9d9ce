/**
 * The estimator's answer in words, with the visitor's figures put in: the island's only words code
 * (its words come from the page as data, content/estimator-copies.ts).
 */
import type { Estimate } from "@/lib/estimate";
import { formatUsd } from "@/lib/money";
import { fill, type SlotValues } from "@/supabase/functions/_shared/template.ts";
import type { Locale } from "./copy";
import type en from "./pages/estimator.en.json";

export function resultWordsOf(result: (typeof en)["result"], locale: Locale) {
  const say = (text: string, values: SlotValues) => fill(text, values, locale);
  return {
    heading: result.heading,
    schedule: (e: Pick<Estimate, "hoursPerDay" | "daysPerWeek">) => say(result.schedule, { hours: e.hoursPerDay, days: e.daysPerWeek }),
    weekly: (amount: number) => say(result.weekly, { amount: formatUsd(amount) }),
    monthly: (amount: number) => say(result.monthly, { amount: formatUsd(amount) }),
    minimum: (hours: number) => say(result.minimum, { hours }),
    weekend: (days: number, rate: number) => say(result.weekend, { days, rate: formatUsd(rate) }),
    liveIn: (weekly: number, monthly: number) => say(result.liveIn, { weekly: formatUsd(weekly), monthly: formatUsd(monthly) }),
  };
}

export type EstimatorResultWords = ReturnType<typeof resultWordsOf>;
