/**
 * One zod schema per form: the browser validates with these (through @hookform/resolvers) and the
 * send-form-email function validates the same payload again with the very same module.
 */
import { z } from "zod";
import { addDays, agencyToday, MAX_START_DAYS } from "./calendar.ts";
import { careNeeds, careTypes, payers, positions, referralUrgencies, urgencies, valuesOf } from "./form-options.ts";
import { limits } from "./limits.ts";

// In browsers zod must not compile parsers with `new Function`: the site's strict CSP has no
// 'unsafe-eval', and even zod's caught probe would be reported as a violation. (Server-side the
// compiled parsers stay on.) Set before any schema below is built, as zod reads it then.
if ("document" in globalThis) z.config({ jitless: true });

export { attachmentExtensions, attachmentTypes, limits, type AttachmentExtension } from "./limits.ts";
import { attachmentMessages, FORMAT_CHARS } from "./limits.ts";

export { addDays, agencyToday, MAX_START_DAYS } from "./calendar.ts";

export const messages = {
  required: (label: string) => `Please enter ${label}.`,
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  controlChars: "Please remove special control characters from this field.",
  unreadable: "This answer contains characters we cannot read. Please retype it.",
  email: "Please enter a valid e-mail address, like name@example.com.",
  phone: "Please enter a 10-digit US phone number, like (858) 555-0123.",
  careNeeds: "Please select at least one care need.",
  careType: "Please choose the type of care.",
  urgency: "Please choose when care is needed.",
  position: "Please choose a position.",
  contactWay: "Please give a phone number or an e-mail address so we can reach you.",
  date: "Please enter a date, like 12/24/2026.",
  datePast: "This date has passed. Please enter today's date or a later one.",
  dateFar: `Please enter a date within the next ${MAX_START_DAYS} days.`,
  referralUrgency: "Please choose how soon care is needed from the list.",
  payer: "Please choose who will pay from the list.",
  zip: "Please enter a 5-digit ZIP code, like 92123.",
  contactPhone: "Please add a phone number for this contact, like (858) 555-0123.",
} as const;

// Line breaks and tabs are fine in free text; other control characters never are.
const ONE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

// Format characters (FORMAT_CHARS) are dropped, here and so in the browser too, rather than
// refused with a message about characters the visitor cannot see.
// Half of a surrogate pair: no encoding can carry it, so the e-mail would show "�" in its place.
const LONE_SURROGATE = /\p{Cs}/u;

/** Text as it is kept: without format characters, trimmed, NFC, and made of whole characters. */
const text = (label: string) =>
  z
    .string({ error: messages.required(label) })
    .overwrite((s) => s.replace(FORMAT_CHARS, ""))
    .trim()
    .normalize("NFC");
const wellFormed = (s: string) => !LONE_SURROGATE.test(s);

const clean = (max: number, forbidden: RegExp) =>
  text("this field")
    .refine(wellFormed, { error: messages.unreadable })
    .max(max, { error: messages.tooLong(max) })
    .refine((s) => !forbidden.test(s), { error: messages.controlChars });

const requiredLine = (label: string, max: number = limits.name) =>
  text(label)
    // No `abort`: an aborted field stops the object's own rules (Contact's "phone or e-mail"),
    // which must be said in the same pass. The checks below all pass on "" anyway.
    .min(1, { error: messages.required(label) })
    .refine(wellFormed, { error: messages.unreadable })
    .max(max, { error: messages.tooLong(max) })
    .refine((s) => !ONE_LINE_FORBIDDEN.test(s), { error: messages.controlChars });

const optionalText = clean(limits.freeText, MULTI_LINE_FORBIDDEN).optional().default("");

/** Digits of a US phone number: 10, or 11 starting with 1, once everything else is dropped. */
export function isUsPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  return digits.length === 10 || (digits.length === 11 && digits.startsWith("1"));
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => emailPattern.test(value) && value.length <= limits.email;

const requiredEmail = requiredLine("your e-mail address", limits.email).refine((s) => s === "" || isEmail(s), {
  error: messages.email,
});
const requiredPhone = requiredLine("your phone number", limits.phone).refine((s) => s === "" || isUsPhone(s), {
  error: messages.phone,
});
const optionalEmail = clean(limits.email, ONE_LINE_FORBIDDEN)
  .optional()
  .default("")
  .refine((s) => s === "" || isEmail(s), { error: messages.email });
const optionalPhone = clean(limits.phone, ONE_LINE_FORBIDDEN)
  .optional()
  .default("")
  .refine((s) => s === "" || isUsPhone(s), { error: messages.phone });

const choice = <T extends [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** A list answer the visitor may leave unchosen: "" (the select's "Select an option") or a listed value. */
const optionalChoice = <T extends [string, ...string[]]>(values: T, message: string) =>
  z.union([z.literal(""), z.enum(values)], { error: message }).optional().default("");

const isCalendarDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** An optional date from `<input type="date">`: today (in San Diego) or later, within MAX_START_DAYS. */
const optionalStartDate = z
  .string({ error: messages.date })
  .trim()
  .optional()
  .default("")
  .refine((s) => s === "" || isCalendarDate(s), { error: messages.date })
  .refine((s) => !isCalendarDate(s) || s >= agencyToday(), { error: messages.datePast })
  .refine((s) => !isCalendarDate(s) || s <= addDays(agencyToday(), MAX_START_DAYS), { error: messages.dateFar });

const optionalZip = z
  .string({ error: messages.zip })
  .trim()
  .optional()
  .default("")
  .refine((s) => s === "" || /^\d{5}$/.test(s), { error: messages.zip });

/** A family member or decision-maker to call: both optional, but a name needs a number to be of use. */
const familyContactSchema = z
  .object({
    name: clean(limits.name, ONE_LINE_FORBIDDEN).optional().default(""),
    phone: optionalPhone,
  })
  .optional()
  .default({ name: "", phone: "" })
  .refine((c) => c.name === "" || c.phone !== "", { error: messages.contactPhone, path: ["phone"] });

export const referralSchema = z.object({
  referrerName: requiredLine("your name"),
  referrerOrganization: requiredLine("your organization"),
  referrerPhone: requiredPhone,
  referrerEmail: requiredEmail,
  clientName: requiredLine("the patient or client's name"),
  clientNeeds: z
    .array(choice(valuesOf(careNeeds), messages.careNeeds), { error: messages.careNeeds })
    .min(1, { error: messages.careNeeds })
    .max(careNeeds.length, { error: messages.careNeeds }),
  additionalNotes: optionalText,
  // What intake needs to plan, all optional (after the spec's required fields).
  startDate: optionalStartDate,
  urgency: optionalChoice(valuesOf(referralUrgencies), messages.referralUrgency),
  payer: optionalChoice(valuesOf(payers), messages.payer),
  clientZip: optionalZip,
  preferredLanguage: clean(limits.language, ONE_LINE_FORBIDDEN).optional().default(""),
  familyContact: familyContactSchema,
});

const contactFields = z.object({ email: optionalEmail, phone: optionalPhone });

export const consultationSchema = z
  .object({
    firstName: requiredLine("your first name"),
    lastName: requiredLine("your last name"),
    email: optionalEmail,
    phone: optionalPhone,
    careType: choice(valuesOf(careTypes), messages.careType),
    urgency: choice(valuesOf(urgencies), messages.urgency),
    message: optionalText,
  })
  .refine((v) => v.email !== "" || v.phone !== "", {
    error: messages.contactWay,
    path: ["phone"],
    // Say it together with any other mistake, not only after the rest is fixed.
    when: (ctx) => contactFields.safeParse(ctx.value).success,
  });

export const applicationSchema = z.object({
  firstName: requiredLine("your first name"),
  lastName: requiredLine("your last name"),
  email: requiredEmail,
  phone: requiredPhone,
  position: choice(valuesOf(positions), messages.position),
  experience: optionalText,
  motivation: optionalText,
});

export type ReferralFields = z.output<typeof referralSchema>;
export type ConsultationFields = z.output<typeof consultationSchema>;
export type ApplicationFields = z.output<typeof applicationSchema>;

export const formTypes = ["referral", "consultation", "application"] as const;
export type FormType = (typeof formTypes)[number];


export const attachmentSchema = z.object({
  filename: requiredLine("a file name", limits.filename),
  contentType: z.string().max(200),
  // base64 of at most 5 MB: 4 characters for every 3 bytes.
  content: z
    .string()
    .max(Math.ceil(limits.attachmentBytes / 3) * 4, { error: attachmentMessages.size })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: attachmentMessages.unreadable }),
});
export type Attachment = z.output<typeof attachmentSchema>;

const envelope = {
  honeypot: z.string().max(1000).optional().default(""),
  // Lower case, so the exactly-once gate, the outbox file and Resend's Idempotency-Key all see one
  // id for a submission however its letters were cased.
  submissionId: z.uuid({ error: "This form is missing its submission id. Please reload the page." }).toLowerCase(),
};

/** What the function accepts: the form's fields plus type, honeypot, submissionId (and a document). */
export const payloadSchema = z.discriminatedUnion(
  "type",
  [
    referralSchema.extend({ type: z.literal("referral"), ...envelope, attachment: attachmentSchema.optional() }),
    consultationSchema.safeExtend({ type: z.literal("consultation"), ...envelope }),
    applicationSchema.extend({ type: z.literal("application"), ...envelope }),
  ],
  { error: "Unknown form type." },
);
export type Payload = z.output<typeof payloadSchema>;
