/**
 * Option codes and their human labels for the forms. Shared by the site (select options,
 * checkboxes) and the function (e-mails list labels, never codes). Lives under
 * supabase/functions/ because deployed functions cannot import from outside that folder.
 */

export const careNeeds = [
  { value: "companionship", label: "Companionship" },
  { value: "respite", label: "Respite Care" },
  { value: "adl", label: "ADL Support (Activities of Daily Living)" },
  { value: "memory", label: "Memory Care (dementia and Alzheimer's support)" },
  { value: "transportation", label: "Transportation" },
  { value: "housekeeping", label: "Light Housekeeping" },
  { value: "meals", label: "Meal Preparation" },
  { value: "medication", label: "Medication Reminders" },
  { value: "safety", label: "Safety Supervision" },
  { value: "transition", label: "Post-Hospital Transition Support" },
] as const;

export const careTypes = [
  { value: "discharge", label: "Leaving the hospital" },
  { value: "personal", label: "Personal Care" },
  { value: "memory", label: "Memory care: dementia and Alzheimer's support" },
  { value: "companionship", label: "Companionship" },
  { value: "respite", label: "Respite Services" },
  { value: "transitional", label: "Transitional Care" },
  { value: "wellness", label: "Wellness Check-ins" },
  { value: "unsure", label: "Not sure yet" },
] as const;

export const urgencies = [
  { value: "immediate", label: "Immediately" },
  { value: "week", label: "Within a week" },
  { value: "month", label: "Within a month" },
  { value: "planning", label: "Just planning ahead" },
] as const;

/** How soon a referred patient needs care (the referral's own scale: discharges move in hours). */
export const referralUrgencies = [
  { value: "today", label: "Today" },
  { value: "48h", label: "Within 48 hours" },
  { value: "week", label: "This week" },
  { value: "planning", label: "Planning ahead" },
] as const;

/** Who is expected to pay for care. */
export const payers = [
  { value: "private", label: "Private pay" },
  { value: "ltc-insurance", label: "Long-term care insurance" },
  { value: "va", label: "VA benefits" },
  { value: "medi-cal", label: "Medi-Cal" },
  { value: "unsure", label: "Not sure" },
] as const;

/** When the agency should call: the callback request's and the consultation's "best time to call". */
export const bestTimes = [
  { value: "morning", label: "Morning" },
  { value: "afternoon", label: "Afternoon" },
  { value: "evening", label: "Evening" },
  { value: "any", label: "Any time" },
] as const;

/** Who is asking for care, as the person who needs it sees them (the consultation's "relationship"). */
export const relationships = [
  { value: "self", label: "It is for me" },
  { value: "parent", label: "My parent" },
  { value: "spouse", label: "My spouse or partner" },
  { value: "relative", label: "Another relative" },
  { value: "friend", label: "A friend or neighbor" },
  { value: "professional", label: "A client of mine (I am a professional)" },
] as const;

export const positions = [
  { value: "caregiver", label: "Certified Caregiver" },
  { value: "companion", label: "Companion Care Specialist" },
  { value: "nurse", label: "Licensed Nurse" },
  { value: "coordinator", label: "Care Coordinator" },
  { value: "other", label: "Other" },
] as const;

export type Option = { readonly value: string; readonly label: string };
type Values<T extends readonly Option[]> = T[number]["value"];

/** The consultation's urgency that cannot wait for the form's reply: the page and the acknowledgment say to call now. */
export const CARE_NOW = "immediate" satisfies Values<typeof urgencies>;

export type CareNeed = Values<typeof careNeeds>;
export type CareType = Values<typeof careTypes>;
export type Urgency = Values<typeof urgencies>;
export type ReferralUrgency = Values<typeof referralUrgencies>;
export type Payer = Values<typeof payers>;
export type BestTime = Values<typeof bestTimes>;
export type Relationship = Values<typeof relationships>;
export type Position = Values<typeof positions>;

export function valuesOf<T extends readonly Option[]>(options: T): [Values<T>, ...Values<T>[]] {
  return options.map((o) => o.value) as [Values<T>, ...Values<T>[]];
}

/** A list's English labels by code: English's own option words (copy/en-forms.ts). */
export function labelsOf<T extends readonly Option[]>(options: T): Record<Values<T>, string> {
  return Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<Values<T>, string>;
}

/** A list in its order with one language's labels (copy/<language>.ts's `options`). */
export function withLabels<T extends readonly Option[]>(options: T, labels: Record<Values<T>, string>): { value: Values<T>; label: string }[] {
  return options.map((o) => ({ value: o.value as Values<T>, label: labels[o.value as Values<T>] }));
}

/** The label for a code, or the code itself when it is unknown (never throws). */
export function labelOf(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

/**
 * Every field's label, once: the agency reads these in the e-mail, and the forms show them too
 * (content/forms.ts takes them from here, and words only where it addresses the visitor).
 */
export const fieldLabels = {
  referrerName: "Referrer name",
  referrerOrganization: "Referrer organization",
  referrerPhone: "Referrer phone",
  referrerEmail: "Referrer e-mail",
  clientName: "Patient / client name",
  clientNeeds: "Care needs",
  additionalNotes: "Additional notes",
  startDate: "Expected discharge or start date",
  referralUrgency: "How soon is care needed?",
  payer: "Who will pay for care?",
  clientZip: "Patient's ZIP code",
  preferredLanguage: "Preferred language",
  familyContact: "Family or decision-maker contact",
  familyContactName: "Contact name",
  familyContactPhone: "Contact phone",
  name: "Name",
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  phone: "Phone",
  careType: "Type of care",
  urgency: "When is care needed?",
  neededBy: "Care needed by",
  relationship: "Who needs care",
  zip: "ZIP code",
  bestTime: "Best time to call",
  message: "Message",
  position: "Position",
  experience: "Experience",
  motivation: "Why do you want to join us?",
} as const;

export type FieldName = keyof typeof fieldLabels;
