/**
 * The start date's calendar, without zod: the schema checks a date against it, and the referral
 * form sets its date input's min and max from it when the field is reached in the browser, so the
 * page stays free of the schema's weight until a field is used.
 */
import { AGENCY_TIME_ZONE } from "./agency.ts";

/** How far ahead an expected start date may be. */
export const MAX_START_DAYS = 365;

let agencyDate: Intl.DateTimeFormat | undefined;

/**
 * Today's date where the agency is, as YYYY-MM-DD: "in the past" means before this. One formatter,
 * made on first use: making one with a time zone loads that zone's rules, costly on a slow phone,
 * and the schemas read the date on every check.
 */
export function agencyToday(now: Date = new Date()): string {
  agencyDate ??= new Intl.DateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  return agencyDate.format(now);
}

/** YYYY-MM-DD plus `days`, by the calendar (no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
