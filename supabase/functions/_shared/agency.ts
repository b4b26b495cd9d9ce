/**
 * The agency facts the form function needs as much as the site does: the phone lines, the office's
 * hours and how soon each form is answered. The figures live in content/agency.json (beside this
 * module, because a deployed function cannot import from outside supabase/functions; the site's
 * content/ re-exports them), checked against content/schema.ts when the site is built. This module
 * adds no words: each language's labels, notes and next steps are in content/forms.<language>.json.
 */
import data from "./content/agency.json" with { type: "json" };
import type { Agency, ReplyTime } from "./content/schema.ts";
import type { FormType } from "./form-types.ts";

/** The facts file, as the build checked it. */
export const agency = data as Agency;

export { AGENCY_TIME_ZONE } from "./time-zone.ts";

export type Phone = { label: string; display: string; /** E.164, for tel: links */ tel: string; note?: string };

/** The lines' numbers; each language names them (content/forms.<language>.json, `phones`). */
export const phones = agency.phones;

/** How soon urgent care (after a hospital stay, a referral) can often start: "within 24 to 48 hours". */
export const startCare = agency.startCare;

/**
 * The office's hours (schema.org day names, San Diego time): the site shows them (content/site.ts),
 * and the intake desk counts "business hours" and "business days" in them.
 */
export const officeHours: readonly OfficeHours[] = agency.officeHours;

/** A day's hours (schema.org day names; no times: closed that day). */
export type OfficeHours = { dayOfWeek: readonly string[]; opens?: string; closes?: string };

/**
 * How soon the agency answers each form, as the intake desk counts it down (reply-due.ts): in office
 * hours ("business"), or around the clock. A range ("2-3 business days") is due at its far end.
 */
export const replyDeadline: Record<FormType, ReplyTime> = agency.replyWithin;
