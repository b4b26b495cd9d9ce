/**
 * A calendar date as people read it, in English: the agency's e-mail and the intake desk show a
 * start date this way. A module of its own, so neither carries more than this.
 */

/**
 * Whether `s` is a day of the calendar written "YYYY-MM-DD": "2026-02-30" is not (it would roll over
 * to March), nor "2026-13-45" (no date at all), and neither throws.
 */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const date = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
}

/** "2026-11-25" as "Wed, Nov 25, 2026" ("Wed, Nov 25" without the year); anything else unchanged. */
export function readableDate(isoDate: string, { year = true } = {}): string {
  if (!isCalendarDate(isoDate)) return isoDate;
  const date = new Date(`${isoDate}T00:00:00Z`);
  // A date without a time is read as midnight UTC and shown in UTC: the calendar day the visitor
  // chose, never the day before, whatever time zone the function's clock is set to.
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
    ...(year ? { year: "numeric" } : {}),
  }).format(date);
}
