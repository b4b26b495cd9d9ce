/**
 * A calendar date as people read it, in English: the agency's e-mail and the intake desk show a
 * start date this way. A module of its own, so neither carries more than this.
 */

/** "2026-11-25" as "Wed, Nov 25, 2026" ("Wed, Nov 25" without the year); anything else unchanged. */
export function readableDate(isoDate: string, { year = true } = {}): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const isCalendarDate = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(isoDate); // 2026-02-30 would roll over to March
  if (!isCalendarDate) return isoDate;
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
