/**
 * One zod schema per form: the browser validates with these (through @hookform/resolvers) and the
 * send-form-email function validates the same payload again with the very same module. Each
 * language gets the same schemas with its own messages (`schemasFor`); the English ones are also
 * exported by name, as before.
 */
import { z } from "zod";
import { addDays, agencyToday, MAX_START_DAYS } from "./calendar.ts";
import { intakeCopy, type IntakeCopy } from "./copy/index.ts";
import {
  availability,
  bestTimes,
  careNeeds,
  driving,
  careTypes,
  payers,
  positions,
  referralUrgencies,
  relationships,
  urgencies,
} from "./form-options.ts";
import { limits } from "./limits.ts";
import { isCalendarDate } from "./readable-date.ts";
import { DEFAULT_LOCALE, type Locale, locales } from "./locale.ts";

// In browsers zod must not compile parsers with `new Function`: the site's strict CSP has no
// 'unsafe-eval', and even zod's caught probe would be reported as a violation. (Server-side the
// compiled parsers stay on.) Set before any schema below is built, as zod reads it then.
if ("document" in globalThis) z.config({ jitless: true });

export { attachmentExtensions, attachmentFormats, attachmentTypes, documentExtensions, limits, takesDocument, type AttachmentExtension, type DocumentForm } from "./limits.ts";
import { type DocumentForm, dropInvisible, takesDocument } from "./limits.ts";
import { formTypes, type FormType } from "./form-types.ts";

export { addDays, agencyToday, MAX_START_DAYS } from "./calendar.ts";

/** The English messages; every language's are `intakeCopy[locale].validation`. */
export const messages: IntakeCopy["validation"] = intakeCopy.en.validation;

// Line breaks and tabs are fine in free text; other control characters never are.
const ONE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

// Invisible characters (dropInvisible) are dropped, here and so in the browser too, rather than
// refused with a message about characters the visitor cannot see.
// Half of a surrogate pair: no encoding can carry it, so the e-mail would show "�" in its place.
const LONE_SURROGATE = /\p{Cs}/u;

const wellFormed = (s: string) => !LONE_SURROGATE.test(s);

/** Digits of a US phone number: 10, or 11 starting with 1, once everything else is dropped. */
export function isUsPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  return digits.length === 10 || (digits.length === 11 && digits.startsWith("1"));
}

// An address as people have them: a dot-atom local part (RFC 5322's atext: letters, digits and
// ! # $ % & ' * + / = ? ^ _ ` { | } ~ -, dots only between them), one @, then labels of letters (any
// script), digits and inner hyphens, the last one a top-level domain of letters (or its ASCII form,
// xn--…). Quoted local parts, comments and IP literals are e-mail too, but nobody fills a form with
// them, and they are how `a,b@c.de` or `Name<x@evil.com>` would get through.
// The pieces are separated by characters they cannot hold themselves (".", "@", "-"), so a string
// matches in one way only, and a failing match costs time in proportion to its length, never more.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = String.raw`[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:-+[\p{L}\p{M}\p{N}]+)*`;
const TOP_LEVEL = String.raw`(?:\p{L}[\p{L}\p{M}]+|[Xx][Nn]--[A-Za-z0-9]+(?:-+[A-Za-z0-9]+)*)`;
export const EMAIL_PATTERN = new RegExp(String.raw`^${ATOM}(?:\.${ATOM})*@(?:${LABEL}\.)+${TOP_LEVEL}$`, "u");
/** RFC 5321's limits on the part before the @ and on each label of the domain. */
const EMAIL_LOCAL_MAX = 64;
const DOMAIN_LABEL_MAX = 63;

/** An address as defined above, within every length limit; the lengths are measured first. */
export function isEmail(value: string): boolean {
  if (value.length > limits.email) return false;
  const at = value.indexOf("@");
  if (at > EMAIL_LOCAL_MAX) return false;
  return EMAIL_PATTERN.test(value) && value.slice(at + 1).split(".").every((label) => label.length <= DOMAIN_LABEL_MAX);
}

/**
 * What the referrer's own reference may hold: letters, digits, spaces and - _ / # . (a bed, case or
 * file number of theirs). Echoed in the e-mails to an address nobody has verified, so it is kept to
 * what such a number needs (with limits.ownReference: too short for a name and a diagnosis).
 */
export const OWN_REFERENCE_PATTERN = /^[\p{L}\p{M}\p{Nd} ._/#-]*$/u;

/**
 * A Home Care Aide registration number (California's registry calls it the PER ID): digits, which
 * people may group with spaces or dashes. No length is checked: the registry publishes none.
 */
export const HCA_NUMBER_PATTERN = /^\d(?:[ -]?\d)*$/;

const DATE_LENGTH = "yyyy-mm-dd".length;
const ZIP_LENGTH = 5;
const UUID_LENGTH = 36;


// The length of a value is checked before anything else reads it (dropping invisible characters,
// trimming, a pattern), so a megabyte in a name costs no more than its length check. That first
// bound is on the value as sent, before what is dropped and trimmed, and leaves room for those
// (decomposed Hangul or Vietnamese is up to three units a character until NFC composes it); the
// field's own limit is then measured on the text as kept.
const RAW_SLACK = 4;

export { formTypes, type FormType };

/** The forms' schemas, the document's and the function's payload, saying `m`'s messages. */
function build(m: IntakeCopy["validation"]) {
  /** A string no longer than RAW_SLACK times `max` as sent: every text's first check. */
  const bounded = (error: string, max: number, tooLong: string = m.tooLong(max)) =>
    z.string({ error }).max(max * RAW_SLACK, { error: tooLong });

  // Each stage is a pipe: a failing stage ends the field there, so nothing after it reads an
  // overlong value (a failure without `abort` would let the next checks run). The other fields and
  // the object's own rules are still checked in the same pass.
  /** Text as it is kept: without invisible characters, trimmed, NFC, at most `max` characters. */
  const text = (required: string, max: number) =>
    bounded(required, max).pipe(
      z.string().overwrite(dropInvisible).trim().normalize("NFC").max(max, { error: m.tooLong(max) }),
    );

  /** Text made of whole characters, without the `forbidden` control characters. */
  const clean = (max: number, forbidden: RegExp) =>
    text(m.required.field, max).pipe(
      z
        .string()
        .refine(wellFormed, { error: m.unreadable })
        .refine((s) => !forbidden.test(s), { error: m.controlChars }),
    );

  const requiredLine = (required: string, max: number = limits.name) =>
    text(required, max).pipe(
      z
        .string()
        // No `abort`: an aborted field stops the object's own rules (Contact's "phone or e-mail"),
        // which must be said in the same pass. The checks below all pass on "" anyway.
        .min(1, { error: required })
        .refine(wellFormed, { error: m.unreadable })
        .refine((s) => !ONE_LINE_FORBIDDEN.test(s), { error: m.controlChars }),
    );

  const optionalText = clean(limits.freeText, MULTI_LINE_FORBIDDEN).optional().default("");

  const requiredEmail = requiredLine(m.required.email, limits.email).refine((s) => s === "" || isEmail(s), {
    error: m.email,
  });
  const requiredPhone = requiredLine(m.required.phone, limits.phone).refine((s) => s === "" || isUsPhone(s), {
    error: m.phone,
  });
  const optionalEmail = clean(limits.email, ONE_LINE_FORBIDDEN)
    .optional()
    .default("")
    .refine((s) => s === "" || isEmail(s), { error: m.email });
  const optionalPhone = clean(limits.phone, ONE_LINE_FORBIDDEN)
    .optional()
    .default("")
    .refine((s) => s === "" || isUsPhone(s), { error: m.phone });

  const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
    z.enum(values, { error: message });

  /** A list answer the visitor may leave unchosen: "" (the select's "Select an option") or a listed value. */
  const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
    z.union([z.literal(""), z.enum(values)], { error: message }).optional().default("");

  /**
   * An optional date from `<input type="date">`: today (in San Diego) or later, within
   * MAX_START_DAYS (the referral's start date, the consultation's "needed by").
   */
  const optionalStartDate = bounded(m.date, DATE_LENGTH, m.date)
    .pipe(z.string().trim())
    .optional()
    .default("")
    .refine((s) => s === "" || isCalendarDate(s), { error: m.date })
    .refine((s) => !isCalendarDate(s) || s >= agencyToday(), { error: m.datePast })
    .refine((s) => !isCalendarDate(s) || s <= addDays(agencyToday(), MAX_START_DAYS), { error: m.dateFar });

  const optionalZip = bounded(m.zip, ZIP_LENGTH, m.zip)
    .pipe(z.string().trim())
    .optional()
    .default("")
    .refine((s) => s === "" || /^\d{5}$/.test(s), { error: m.zip });

  /** A family member or decision-maker to call: both optional, but a name needs a number to be of use. */
  const familyContactSchema = z
    .object({
      name: clean(limits.name, ONE_LINE_FORBIDDEN).optional().default(""),
      phone: optionalPhone,
    })
    .optional()
    .default({ name: "", phone: "" })
    .refine((c) => c.name === "" || c.phone !== "", { error: m.contactPhone, path: ["phone"] });

  const referralSchema = z.object({
    referrerName: requiredLine(m.required.name),
    referrerOrganization: requiredLine(m.required.organization),
    referrerPhone: requiredPhone,
    referrerEmail: requiredEmail,
    clientName: requiredLine(m.required.clientName),
    clientNeeds: z
      .array(choice(careNeeds, m.careNeeds), { error: m.careNeeds })
      .min(1, { error: m.careNeeds })
      .max(careNeeds.length, { error: m.careNeeds }),
    additionalNotes: optionalText,
    // What intake needs to plan, all optional (after the spec's required fields).
    startDate: optionalStartDate,
    urgency: optionalChoice(referralUrgencies, m.referralUrgency),
    payer: optionalChoice(payers, m.payer),
    clientZip: optionalZip,
    preferredLanguage: clean(limits.language, ONE_LINE_FORBIDDEN).optional().default(""),
    familyContact: familyContactSchema,
    // The referrer's own reference, repeated to them (confirmation, acknowledgment, status e-mails).
    ownReference: text(m.required.field, limits.ownReference)
      .pipe(
        z
          .string()
          .refine(wellFormed, { error: m.unreadable })
          .refine((s) => OWN_REFERENCE_PATTERN.test(s), { error: m.ownReference }),
      )
      .optional()
      .default(""),
  });

  const contactKeys = new Set<PropertyKey | undefined>(["email", "phone"]);

  const bestTime = optionalChoice(bestTimes, m.bestTime);

  const consultationSchema = z
    .object({
      firstName: requiredLine(m.required.firstName),
      lastName: requiredLine(m.required.lastName),
      email: optionalEmail,
      phone: optionalPhone,
      careType: choice(careTypes, m.careType),
      urgency: choice(urgencies, m.urgency),
      message: optionalText,
      // All optional: what helps the first call (where, by when, when to ring, who is asking).
      zip: optionalZip,
      neededBy: optionalStartDate,
      bestTime,
      relationship: optionalChoice(relationships, m.relationship),
    })
    .refine((v) => v.email !== "" || v.phone !== "", {
      error: m.contactWay,
      path: ["phone"],
      // Say it together with any other mistake, not only after the rest is fixed; but not over a
      // phone or an e-mail that is itself wrong (its own message says what to fix).
      when: (ctx) => !ctx.issues.some((issue) => contactKeys.has(issue.path?.[0])),
    });

  /** A short "call me back": a name and a number, and optionally when to call and where. */
  const callbackSchema = z.object({
    name: requiredLine(m.required.name),
    phone: requiredPhone,
    bestTime,
    zip: optionalZip,
  });

  /** Checkboxes: none, some or all of a list's codes, each once. */
  const optionalChoices = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
    z
      .array(choice(values, message), { error: message })
      // A pipe, so a value that is no list is not measured as one too (zod would say it twice).
      .pipe(
        z
          .array(z.enum(values))
          .max(values.length, { error: message })
          .refine((codes) => new Set(codes).size === codes.length, { error: message }),
      )
      .optional()
      .default([]);

  const optionalLine = (max: number) => clean(max, ONE_LINE_FORBIDDEN).optional().default("");

  const applicationSchema = z.object({
    firstName: requiredLine(m.required.firstName),
    lastName: requiredLine(m.required.lastName),
    email: requiredEmail,
    phone: requiredPhone,
    position: choice(positions, m.position),
    // What matching a caregiver to clients needs, all optional: when, where, how they get there,
    // their registration, their languages.
    availability: optionalChoices(availability, m.availability),
    areas: optionalLine(limits.areas),
    driving: optionalChoices(driving, m.driving),
    hcaNumber: optionalLine(limits.hcaNumber).refine((s) => s === "" || HCA_NUMBER_PATTERN.test(s), { error: m.hcaNumber }),
    languages: optionalLine(limits.languages),
    experience: optionalText,
    motivation: optionalText,
  });

  const attachmentSchema = z.object({
    filename: requiredLine(m.required.filename, limits.filename),
    contentType: z.string().max(200),
    // base64 of at most 5 MB: 4 characters for every 3 bytes.
    content: z
      .string()
      .max(Math.ceil(limits.attachmentBytes / 3) * 4, { error: m.attachment.size })
      .pipe(z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: m.attachment.unreadable })),
  });

  const envelope = {
    honeypot: z.string().max(1000).optional().default(""),
    // Lower case, so the exactly-once gate, the outbox file and Resend's Idempotency-Key all see one
    // id for a submission however its letters were cased.
    submissionId: z
      .string({ error: m.submissionId })
      .max(UUID_LENGTH, { error: m.submissionId })
      .pipe(z.uuid({ error: m.submissionId }).toLowerCase()),
    // The language the visitor used: the acknowledgment is written in it, the agency answers in it.
    locale: z.enum(locales, { error: m.locale }).optional().default(DEFAULT_LOCALE),
  };

  /** What the function accepts: the form's fields plus type, honeypot, submissionId, locale (and a referral's or an application's document). */
  const payloadSchema = z.discriminatedUnion(
    "type",
    [
      referralSchema.extend({ type: z.literal("referral"), ...envelope, attachment: attachmentSchema.optional() }),
      consultationSchema.safeExtend({ type: z.literal("consultation"), ...envelope }),
      callbackSchema.extend({ type: z.literal("callback"), ...envelope }),
      applicationSchema.extend({ type: z.literal("application"), ...envelope, attachment: attachmentSchema.optional() }),
    ],
    { error: m.formType },
  );

  return { referralSchema, consultationSchema, callbackSchema, applicationSchema, attachmentSchema, payloadSchema };
}

export type FormSchemas = ReturnType<typeof build>;

// Built on first use: a page in one language never builds the other's.
const built: Partial<Record<Locale, FormSchemas>> = {};

/** The schemas whose messages are in `locale`: the same rules in every language. */
export function schemasFor(locale: Locale): FormSchemas {
  return (built[locale] ??= build(intakeCopy[locale].validation));
}

export const { referralSchema, consultationSchema, callbackSchema, applicationSchema, attachmentSchema, payloadSchema } =
  schemasFor("en");

export type ReferralFields = z.output<typeof referralSchema>;
export type ConsultationFields = z.output<typeof consultationSchema>;
export type CallbackFields = z.output<typeof callbackSchema>;
export type ApplicationFields = z.output<typeof applicationSchema>;
export type Attachment = z.output<typeof attachmentSchema>;
export type Payload = z.output<typeof payloadSchema>;
/** A payload of a form that may carry a document: the referral (discharge papers), the application (a résumé). */
export const withDocument = (payload: Payload): payload is Extract<Payload, { type: DocumentForm }> => takesDocument(payload.type);

/** The document a payload carries, if its form takes one and the sender attached it. */
export function documentOf(payload: Payload): Attachment | undefined {
  return withDocument(payload) ? payload.attachment : undefined;
}
