/**
 * The forms' option codes, in the order the forms list them: the contract between the forms, the
 * function, the stored rows and the desk. Their words are each language's, keyed by code, in
 * content/forms.<language>.json (`options`), which the content check holds to these codes. Lives
 * under supabase/functions/ because deployed functions cannot import from outside that folder.
 */

export const careNeeds = ["companionship", "respite", "adl", "memory", "transportation", "housekeeping", "meals", "medication", "safety", "transition"] as const;

export const careTypes = ["discharge", "personal", "memory", "companionship", "respite", "transitional", "wellness", "unsure"] as const;

export const urgencies = ["immediate", "week", "month", "planning"] as const;

/** How soon a referred patient needs care (the referral's own scale: discharges move in hours). */
export const referralUrgencies = ["today", "48h", "week", "planning"] as const;

/** Who is expected to pay for care. */
export const payers = ["private", "ltc-insurance", "va", "medi-cal", "unsure"] as const;

/**
 * When the agency should call: the callback request's and the consultation's "best time to call".
 * Only times the office calls (agency.json's hours: it closes at 6 PM), so no "evening".
 */
export const bestTimes = ["morning", "afternoon", "any"] as const;

/** Who is asking for care, as the person who needs it sees them (the consultation's "relationship"). */
export const relationships = ["self", "parent", "spouse", "relative", "friend", "professional"] as const;

export const positions = ["caregiver", "companion", "nurse", "coordinator", "other"] as const;

/** When an applicant can work: the days, then the times of day, as shifts are planned. */
export const availability = ["weekdays", "weekends", "mornings", "afternoons", "evenings", "overnight", "live-in"] as const;

/** How an applicant gets to clients' homes: a driver's license, a car of their own. */
export const driving = ["licence", "car"] as const;

/** Every list by the name its words go by in the forms' words (`options.careNeeds`, …). */
export const optionLists = { careNeeds, careTypes, urgencies, referralUrgencies, payers, positions, bestTimes, relationships, availability, driving } as const;
export type OptionList = keyof typeof optionLists;
/** A label for every code of every list, in one language. */
export type OptionLabels = { [L in OptionList]: Record<(typeof optionLists)[L][number], string> };

/** A code with its label in one language. */
export type Option = { readonly value: string; readonly label: string };

/** The consultation's urgency that cannot wait for the form's reply: the page and the acknowledgment say to call now. */
export const CARE_NOW = "immediate" satisfies (typeof urgencies)[number];

/** The referral's urgency that cannot wait: its own, shorter reply, and after hours the 24-hour line first. */
export const REFERRAL_TODAY = "today" satisfies (typeof referralUrgencies)[number];

export type CareNeed = (typeof careNeeds)[number];
export type CareType = (typeof careTypes)[number];
export type Urgency = (typeof urgencies)[number];
export type ReferralUrgency = (typeof referralUrgencies)[number];
export type Payer = (typeof payers)[number];
export type BestTime = (typeof bestTimes)[number];
export type Relationship = (typeof relationships)[number];
export type Position = (typeof positions)[number];
export type Availability = (typeof availability)[number];
export type Driving = (typeof driving)[number];

/** A list in its order with one language's labels. */
export function withLabels<C extends string>(codes: readonly C[], labels: Record<C, string>): { value: C; label: string }[] {
  return codes.map((value) => ({ value, label: labels[value] }));
}

/** Every list in its order with one language's labels. */
export function optionsIn(labels: OptionLabels): { [L in OptionList]: { value: (typeof optionLists)[L][number]; label: string }[] } {
  return Object.fromEntries(
    Object.entries(optionLists).map(([list, codes]) => [list, withLabels(codes, labels[list as OptionList] as Record<string, string>)]),
  ) as { [L in OptionList]: { value: (typeof optionLists)[L][number]; label: string }[] };
}

/** The label for a code, or the code itself when it is unknown (never throws). */
export function labelOf(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
