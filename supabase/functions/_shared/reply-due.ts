/**
 * When the reply the site promised for a form is due, from the moment it was received: what the
 * intake desk counts down (store.ts writes it with the row). "Business" time is the office's own
 * hours (agency.ts's officeHours, San Diego time): 2 business hours from Friday 5 pm are due Saturday
 * 10 am; 3 business days end when the office closes on the third day it is open after the day the form came.
 * Public holidays are not known here: a form received before one is due a day early, never late.
 */
import { AGENCY_TIME_ZONE, officeHours, replyDeadline } from "./agency.ts";
import type { FormType } from "./form-types.ts";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Longest search for office time: a week in which the office never opens is a mistake in agency.ts. */
const MAX_DAYS = 14;

type Wall = { year: number; month: number; day: number };

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: AGENCY_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** The UTC offset of San Diego at `ms`, in ms (negative: behind UTC). */
function offsetAt(ms: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (ms - (ms % 1000));
}

/** The instant a San Diego wall-clock time names (the earlier one when the clocks go back). */
function instant({ year, month, day }: Wall, hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  const guess = Date.UTC(year, month - 1, day, h, m);
  const first = guess - offsetAt(guess);
  return guess - offsetAt(first);
}

/** The San Diego calendar day `n` days after the one `ms` falls on. */
function dayOf(ms: number, n = 0): Wall & { weekday: string } {
  const offset = offsetAt(ms);
  const d = new Date(ms + offset);
  const shifted = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate(), weekday: DAY_NAMES[shifted.getUTCDay()] };
}

/** The office's open window on a day, as instants; undefined when it is closed all day. */
function window(day: Wall & { weekday: string }): { opens: number; closes: number } | undefined {
  const rule = officeHours.find((h) => h.dayOfWeek.includes(day.weekday));
  if (!rule?.opens || !rule.closes) return undefined;
  return { opens: instant(day, rule.opens), closes: instant(day, rule.closes) };
}

/** `amount` hours of office time after `from`. */
function afterBusinessHours(from: number, amount: number): number {
  let left = amount * HOUR_MS;
  for (let n = 0; n < MAX_DAYS; n++) {
    const open = window(dayOf(from, n));
    if (!open) continue;
    const start = Math.max(open.opens, from);
    if (start >= open.closes) continue;
    if (start + left <= open.closes) return start + left;
    left -= open.closes - start;
  }
  throw new Error("agency.ts's officeHours leave no office time within two weeks");
}

/** Closing time on the `amount`th day the office opens after the day of `from`. */
function afterBusinessDays(from: number, amount: number): number {
  let counted = 0;
  for (let n = 1; n <= MAX_DAYS; n++) {
    const open = window(dayOf(from, n));
    if (open && ++counted === amount) return open.closes;
  }
  throw new Error("agency.ts's officeHours leave no office time within two weeks");
}

export function replyDueAt(type: FormType, received: Date): Date {
  const { amount, unit } = replyDeadline[type];
  const from = received.getTime();
  if (unit === "hours") return new Date(from + amount * HOUR_MS);
  if (unit === "businessHours") return new Date(afterBusinessHours(from, amount));
  return new Date(afterBusinessDays(from, amount));
}
