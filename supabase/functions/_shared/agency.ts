/**
 * The agency facts the form function needs as much as the site does: the phone lines and how soon
 * each form is answered, with their English words. The site's content/ re-exports them
 * (content/site.ts), and the function reads them for the acknowledgment e-mail; they live under
 * supabase/functions/ because a deployed function cannot import from outside that folder. Each
 * language's labels, notes and next steps are in copy/ (which spreads these numbers).
 * Phones use the fictional 555-01xx range.
 */
import type { FormType } from "./schemas.ts";

/** The agency's own clock: "today" for a start date, and the hours in its e-mails. */
export const AGENCY_TIME_ZONE = "America/Los_Angeles";

export type Phone = { label: string; display: string; /** E.164, for tel: links */ tel: string; note?: string };

export const phones = {
  main: { label: "Main line", display: "(858) 555-0100", tel: "+18585550100" },
  referral: {
    label: "Professional referral line",
    display: "(858) 555-0102",
    tel: "+18585550102",
    note: "Available 24/7 for urgent referrals",
  },
  emergency: {
    label: "Emergency line",
    display: "(858) 555-0103",
    tel: "+18585550103",
    note: "Available 24/7 for emergencies",
  },
} as const satisfies Record<string, Phone>;

/** How soon urgent care (after a hospital stay, a referral) can often start: "within 24 to 48 hours". OWNER TO CONFIRM. */
export const startCare = { fastestHours: 24, usualHours: 48 } as const;

/**
 * The office's hours (schema.org day names, San Diego time): the site shows them (content/site.ts),
 * and the intake desk counts "business hours" and "business days" in them.
 */
export const officeHours: readonly OfficeHours[] = [
  { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
  { dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
  { dayOfWeek: ["Sunday"] },
];

/** A day's hours (schema.org day names; no times: closed that day). */
export type OfficeHours = { dayOfWeek: readonly string[]; opens?: string; closes?: string };

/**
 * How soon the agency answers each form. OWNER TO CONFIRM: the referral figure is a placeholder
 * (the spec promises only "right away"); consultation and application are the spec's and the
 * product decisions' own. The callback request makes the consultation's promise (OWNER TO CONFIRM).
 */
export const replyWithin = {
  referral: "2 business hours",
  consultation: "24 hours",
  callback: "24 hours",
  application: "2-3 business days",
} as const satisfies Record<FormType, string>;

/**
 * The same promises as the deadlines the intake desk counts down (reply-due.ts): in office hours
 * ("business"), or around the clock. A range ("2-3 business days") is due at its far end.
 */
export const replyDeadline = {
  referral: { amount: 2, unit: "businessHours" },
  consultation: { amount: 24, unit: "hours" },
  // OWNER TO CONFIRM: the consultation's promise.
  callback: { amount: 24, unit: "hours" },
  application: { amount: 3, unit: "businessDays" },
} as const satisfies Record<FormType, { amount: number; unit: "hours" | "businessHours" | "businessDays" }>;
