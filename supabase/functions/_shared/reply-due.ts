/**
 * The site's promises, at the hour they are made: when the reply to a form is due (by its type and
 * its urgency), and whether the office is open and when it opens next. The function asks it when it
 * stores a form (store.ts writes the due time with the row, the intake desk counts it down), answers
 * the page (the confirmation panel states the due time) and writes the acknowledgment.
 *
 * When the reply the site promised for a form is due, from the moment it was received. "Business" time is the office's own
 * hours (agency.ts's officeHours, San Diego time): 2 business hours from Friday 5 pm are due Saturday
 * 10 am; 3 business days end when the office closes on the third day it is open after the day the form came.
 * Public holidays are not known here: a form received before one is due a day early, never late.
 */
import { AGENCY_TIME_ZONE, agency, officeHours, replyDeadline } from "./agency.ts";
import type { ReplyTime } from "./content/schema.ts";
import { CARE_NOW, REFERRAL_TODAY } from "./form-options.ts";
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

/** A form as the promises read it: its type, and its urgency when it has one. */
export type Promising = { type: FormType; urgency?: unknown };

/**
 * Whether the answers say care is needed at once: a consultation "Immediately", a referral "Today".
 * Such a form is told to call now when the office is closed, and an urgent referral has its own,
 * shorter reply (agency.json's urgentReplyWithin).
 */
export function isUrgent({ type, urgency }: Promising): boolean {
  return (type === "consultation" && urgency === CARE_NOW) || (type === "referral" && urgency === REFERRAL_TODAY);
}

/** The reply time a form is promised: an urgent referral's own, else its form's. */
export function replyTimeFor(form: Promising): ReplyTime {
  return form.type === "referral" && isUrgent(form) ? agency.urgentReplyWithin.referral : replyDeadline[form.type];
}

/** When the reply to `form`, received at `received`, is due (its type's and urgency's reply time). */
export function replyDueFor(form: Promising, received: Date): Date {
  return dueAfter(replyTimeFor(form), received);
}

/** When the reply to a form of `type` (at its usual urgency) received at `received` is due. */
export function replyDueAt(type: FormType, received: Date): Date {
  return dueAfter(replyDeadline[type], received);
}

/**
 * The office at `at`: open (a person answers the main line) or closed, and when closed the moment it
 * next opens (a closed office with no opening within two weeks is a mistake in agency.json).
 */
export function officeAt(at: Date): { open: true } | { open: false; opensAt: Date } {
  const from = at.getTime();
  for (let n = 0; n < MAX_DAYS; n++) {
    const open = window(dayOf(from, n));
    if (!open || from >= open.closes) continue;
    return from >= open.opens ? { open: true } : { open: false, opensAt: new Date(open.opens) };
  }
  throw new Error("agency.ts's officeHours leave no office time within two weeks");
}

/** What a form is promised when it is received at `at`: the due time, the office's state, the urgency. */
export type Promised = { dueAt: Date; urgent: boolean; office: ReturnType<typeof officeAt> };

export function promiseFor(form: Promising, at: Date): Promised {
  return { dueAt: replyDueFor(form, at), urgent: isUrgent(form), office: officeAt(at) };
}

/**
 * The promise as the function's answer carries it to the page: when the reply is due, whether the
 * answers said care is needed at once, and when the office was closed, when it opens (ISO times).
 */
export type PromiseAnswer = { dueAt: string; urgent: boolean; opensAt?: string };

/** The answer's promise for a form received at `receivedAt`, due at `dueAt` (as stored; else by the rule). */
export function promiseAnswer(form: Promising, receivedAt: Date, dueAt: Date | null = null): PromiseAnswer {
  const office = officeAt(receivedAt);
  return {
    dueAt: (dueAt ?? replyDueFor(form, receivedAt)).toISOString(),
    urgent: isUrgent(form),
    ...(office.open ? {} : { opensAt: office.opensAt.toISOString() }),
  };
}

function dueAfter({ amount, unit }: ReplyTime, received: Date): Date {
  const from = received.getTime();
  if (unit === "hours") return new Date(from + amount * HOUR_MS);
  if (unit === "businessHours") return new Date(afterBusinessHours(from, amount));
  return new Date(afterBusinessDays(from, amount));
}
