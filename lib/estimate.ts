import type { Agency } from "@/supabase/functions/_shared/content/schema.ts";

type Rates = Agency["rates"];

/**
 * The cost of a weekly schedule at the agency's rates (content/site.ts), for the /costs page's
 * table and its estimator. Pure: the page prerenders the table with it and the island reuses it.
 *
 * How a week is priced, as the page explains it (content/costs.ts):
 * - A visit shorter than the minimum visit is charged at the minimum, not refused: a family asking
 *   for 2 hours a day sees the real price of the shortest visit we make, and is told so.
 * - The first five days of care a week are weekdays; a sixth and seventh day fall on the weekend and
 *   are charged at the weekend/holiday rate. Public holidays are left out (they vary by year).
 * - A month is a twelfth of 52 weeks, about 4.33 weeks, rounded to whole dollars: twelve such
 *   months cost what 52 weeks cost. "4 weeks" would understate a year by a month.
 */

/** Weekdays in a week: days of care beyond these are charged at the weekend rate. */
export const WEEKDAYS = 5;
export const WEEKS_PER_YEAR = 52;
export const MONTHS_PER_YEAR = 12;
export const HOURS_PER_DAY = { min: 1, max: 24 } as const;
export const DAYS_PER_WEEK = { min: 1, max: 7 } as const;

export type Schedule = { hoursPerDay: number; daysPerWeek: number };

export type Estimate = Schedule & {
  /** The hours charged a day: the schedule's, or the minimum visit when the schedule asks for fewer. */
  chargedHoursPerDay: number;
  raisedToMinimum: boolean;
  weekendDays: number;
  chargedHoursPerWeek: number;
  weekly: number;
  monthly: number;
  /** Round-the-clock schedules only: the same days as live-in care, the usual alternative. */
  liveIn?: { weekly: number; monthly: number };
};

/** A month's cost from a week's: 52 weeks a year over 12 months, in whole dollars. */
export function monthlyFromWeekly(weekly: number): number {
  return Math.round((weekly * WEEKS_PER_YEAR) / MONTHS_PER_YEAR);
}

export function estimate(rates: Rates, { hoursPerDay, daysPerWeek }: Schedule): Estimate {
  const chargedHoursPerDay = Math.max(hoursPerDay, rates.minimumVisitHours);
  const weekendDays = Math.max(0, daysPerWeek - WEEKDAYS);
  const weekdays = daysPerWeek - weekendDays;
  const weekly = chargedHoursPerDay * (weekdays * rates.hourly + weekendDays * rates.weekendHolidayHourly);
  const liveInWeekly = rates.liveIn.price * daysPerWeek;
  return {
    hoursPerDay,
    daysPerWeek,
    chargedHoursPerDay,
    raisedToMinimum: chargedHoursPerDay > hoursPerDay,
    weekendDays,
    chargedHoursPerWeek: chargedHoursPerDay * daysPerWeek,
    weekly,
    monthly: monthlyFromWeekly(weekly),
    liveIn: hoursPerDay === HOURS_PER_DAY.max ? { weekly: liveInWeekly, monthly: monthlyFromWeekly(liveInWeekly) } : undefined,
  };
}

export type ScheduleField = keyof Schedule;
/** What is wrong with one answer; content/pages/estimator.<language>.json words each for each field. */
export type Problem = "empty" | "notNumber" | "notWhole" | "tooFew" | "tooMany";
export type Checked = { ok: true; schedule: Schedule } | { ok: false; problems: Partial<Record<ScheduleField, Problem>> };

/** Each field's limits, by field. */
export const LIMITS: Record<ScheduleField, { min: number; max: number }> = { hoursPerDay: HOURS_PER_DAY, daysPerWeek: DAYS_PER_WEEK };

/**
 * A whole number typed in a text field, or what is wrong with it. The fields are text with a
 * numeric keyboard, not type="number": a number field reports letters as an empty value, so it
 * could not tell "you typed nothing" from "that is not a number".
 */
export function readWholeNumber(text: string, { min, max }: { min: number; max: number }): number | Problem {
  const t = text.trim();
  if (t === "") return "empty";
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(t)) return "notNumber";
  const n = Number(t.replace(",", "."));
  if (!Number.isInteger(n)) return "notWhole";
  if (n < min) return "tooFew";
  if (n > max) return "tooMany";
  return n;
}

/** Both answers checked: a schedule, or each field's problem. */
export function checkSchedule(input: Record<ScheduleField, string>): Checked {
  const hoursPerDay = readWholeNumber(input.hoursPerDay, LIMITS.hoursPerDay);
  const daysPerWeek = readWholeNumber(input.daysPerWeek, LIMITS.daysPerWeek);
  if (typeof hoursPerDay === "number" && typeof daysPerWeek === "number") return { ok: true, schedule: { hoursPerDay, daysPerWeek } };
  const problems: Partial<Record<ScheduleField, Problem>> = {};
  if (typeof hoursPerDay !== "number") problems.hoursPerDay = hoursPerDay;
  if (typeof daysPerWeek !== "number") problems.daysPerWeek = daysPerWeek;
  return { ok: false, problems };
}
