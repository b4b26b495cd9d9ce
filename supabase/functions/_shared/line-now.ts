/**
 * Which line a person answers at a moment: the office's while it is open (agency.ts's hours, San
 * Diego time), else the one answered around the clock. The site's call-now panel (lib/line-now.ts
 * re-exports this) and the acknowledgment e-mail decide by the same rule; it lives under
 * supabase/functions/ because a deployed function cannot import from outside that folder.
 */
import { AGENCY_TIME_ZONE, officeHours } from "./agency.ts";

/** Which line a person answers at a moment, and whether that is the office (open) or the line answered around the clock. */
export type LineNow<T> = { phone: T; open: boolean };

/**
 * San Diego's weekday and wall-clock time ("Monday", "08:30"), to compare with the office's hours.
 * Made on first use, not when the module loads: making a formatter with a time zone loads that
 * zone's rules, and the contact form's page loads this module while it hydrates, to decide only
 * once a visitor sends the form.
 */
let weekdayAndTime: Intl.DateTimeFormat | undefined;

/**
 * Whether the office is open at `at` (agency.ts's hours, San Diego time), so a person answers the
 * main line. Wall-clock times compare as text ("08:00" <= "09:15" < "18:00"): no instants needed.
 */
export function isOfficeOpen(at: Date): boolean {
  weekdayAndTime ??= new Intl.DateTimeFormat("en-US", { timeZone: AGENCY_TIME_ZONE, weekday: "long", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const p = Object.fromEntries(weekdayAndTime.formatToParts(at).map((x) => [x.type, x.value]));
  const time = `${p.hour}:${p.minute}`;
  const rule = officeHours.find((h) => h.dayOfWeek.includes(p.weekday));
  return Boolean(rule?.opens && rule.closes && rule.opens <= time && time < rule.closes);
}

/** The office's line while it is open, else the one answered at any hour. */
export function lineNow<T>(lines: { open: T; closed: T }, at: Date = new Date()): LineNow<T> {
  const open = isOfficeOpen(at);
  return { phone: open ? lines.open : lines.closed, open };
}

/** The lines for care needed now, on the page and in the acknowledgment: the main line while the office is open, else the one answered around the clock. */
export function callNowLines<T>(phones: { main: T; emergency: T }): { open: T; closed: T } {
  return { open: phones.main, closed: phones.emergency };
}
