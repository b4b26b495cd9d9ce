/**
 * Builds the agency's e-mail from a validated payload. Pure: the same submission always yields the
 * same message, which Resend's Idempotency-Key requires (a retry with a different body is refused).
 * "full" carries every answer and the document; "minimal" carries only what helps triage and says
 * where the record is, for a provider that signs no HIPAA BAA. Its subject carries nothing typed.
 * Its words are the agency's, in English: _shared/content/agency-email.json.
 */
import words from "../_shared/content/agency-email.json" with { type: "json" };
import { englishOptions, type FormField, formFields, labelOfField } from "../_shared/form-fields.ts";
import type { FieldName } from "../_shared/field-labels.ts";
import { labelOf, type Option } from "../_shared/form-options.ts";
import { DEFAULT_LOCALE, type Locale } from "../_shared/locale.ts";
import { fillSlots } from "../_shared/template.ts";
import { documentOf, type FormType, type Payload } from "../_shared/schemas.ts";
import { baseName, canonicalType } from "./attachment.ts";
import { escapeHtml, htmlBody, oneLine, readableDate, type Row, senderEmailOf, textBody } from "./email-format.ts";
import type { EmailDetails, EmailMessage } from "./types.ts";

export { escapeHtml, oneLine, readableDate };

export interface EmailOptions {
  to: string;
  from: string;
  /** The submission's reference (VH-XXXXXX), at the top of both bodies and in the subject. */
  reference: string;
  details: EmailDetails;
  /** Where staff read the full record, said in a minimal e-mail ("npm run submissions", …). */
  recordLocation: string;
}

type Format = (raw: unknown) => Row[1];
/**
 * A field of the e-mail: its payload key, its label and how its value reads (in a subject, `inSubject`
 * words it: "starts Tue, Nov 24").
 */
type Field = { key: string; label: string; format: Format; inSubject?: (raw: unknown) => string; chosen: boolean };

/** One line-break convention for both bodies; anything unexpected reads as text, never throws. */
const asText = (raw: unknown): string => String(raw ?? "").replace(/\r\n?/g, "\n");
/** Codes become the labels people chose from. */
const asLabel = (options: readonly Option[]): Format => (raw) =>
  Array.isArray(raw) ? raw.map((v) => labelOf(options, String(v))) : labelOf(options, asText(raw));
const asDate: Format = (raw) => readableDate(asText(raw));
const asContact: Format = (raw) => {
  const contact = typeof raw === "object" && raw !== null ? raw as Record<string, unknown> : {};
  return [contact.name, contact.phone].map(asText).filter(Boolean).join(", ");
};

/** A date in a subject: "starts Tue, Nov 24" (the words' `{date}`), or nothing when there is none. */
const dateInSubject = (template: string) => (raw: unknown) => {
  const date = asText(raw);
  return date && fillSlots(template, { date: readableDate(date, { year: false }) });
};
/** How a field is worded in a subject where a body's label and value would not do. */
const IN_SUBJECT: Partial<Record<FieldName, Field["inSubject"]>> = {
  startDate: dateInSubject(words.inSubject.startDate),
  neededBy: dateInSubject(words.inSubject.neededBy),
  bestTime: (raw) => (asText(raw) ? fillSlots(words.inSubject.bestTime, { label: labelOf(englishOptions.bestTimes, asText(raw)) }) : ""),
};

const formatOf = ({ read, options }: FormField): Format =>
  options ? asLabel(options) : read === "date" ? asDate : read === "contact" ? asContact : asText;
/**
 * `chosen`: an answer chosen from a list or a date picker, never typed: all a minimal subject may
 * carry. A subject is shown where a body is not (lists, notifications, the provider's logs), and
 * the organization is free text: whatever the sender typed there, a patient's name too.
 */
const fieldOf = (f: FormField): Field => ({
  key: f.key,
  label: labelOfField(f),
  format: formatOf(f),
  inSubject: IN_SUBJECT[f.key],
  chosen: Boolean(f.options) || f.read === "date",
});

/** Every answer, in the form's order (_shared/form-fields.ts, which the desk reads too). */
const FULL = Object.fromEntries(
  Object.entries(formFields).map(([type, fields]) => [type, fields.map(fieldOf)]),
) as Record<FormType, Field[]>;

const byKey = (type: FormType, ...keys: FieldName[]): Field[] => keys.map((key) => FULL[type].find((f) => f.key === key)!);

// What helps triage without a name or a health detail: the subject's facts and a minimal e-mail's rows.
const TRIAGE: Record<FormType, Field[]> = {
  referral: byKey("referral", "urgency", "startDate", "referrerOrganization"),
  consultation: byKey("consultation", "urgency", "neededBy", "bestTime"),
  callback: byKey("callback", "bestTime"),
  application: byKey("application", "position"),
};

/**
 * What the agency (which reads English) is told about the sender's language: at the very top of
 * both bodies and first in the subject, so the answer goes out in that language. Nothing for English.
 */
export const LANGUAGE_NOTICES: Record<Locale, { tag: string; text: string } | null> = { en: null, ...words.languageNotices };
// A row stored before forms had a language is English.
const noticeFor = (payload: Payload) => LANGUAGE_NOTICES[payload.locale ?? DEFAULT_LOCALE];

const rawOf = (payload: Payload, key: string): unknown => (payload as Record<string, unknown>)[key];
const rowsOf = (payload: Payload, fields: Field[]): Row[] =>
  fields.map((f) => [f.label, f.format(rawOf(payload, f.key))]);

/**
 * Triage at a glance, with no name and no health detail: type, reference, urgency, expected start
 * (or the date care is needed by), the best time to call, organization (or the position applied
 * for), each only when given; a minimal subject leaves out the organization, typed by the sender.
 * E.g. "Referral VH-7K3Q9F · Today · starts Tue, Nov 24 · Sharp Memorial Hospital", or "Callback
 * request VH-7K3Q9F · call: Afternoon", led by "[Español]" when the sender wrote in Spanish.
 */
export function subjectFor(payload: Payload, reference: string, details: EmailDetails): string {
  const fields = TRIAGE[payload.type].filter((f) => details === "full" || f.chosen);
  const parts = fields.map((f) => {
    const raw = rawOf(payload, f.key);
    return f.inSubject ? f.inSubject(raw) : String(f.format(raw));
  });
  const tag = noticeFor(payload)?.tag;
  const first = `${tag ? `${tag} ` : ""}${words.forms[payload.type].subject} ${reference}`;
  return oneLine([first, ...parts.filter(Boolean)].join(" · "));
}

function replyToOf(payload: Payload): string | null {
  return senderEmailOf(payload) || null;
}

export function buildEmail(payload: Payload, options: EmailOptions): EmailMessage {
  const { to, from, reference, details, recordLocation } = options;
  const heading = words.forms[payload.type].heading;
  const subject = subjectFor(payload, reference, details);
  const notice = noticeFor(payload)?.text;
  if (details === "minimal") {
    const rows = rowsOf(payload, TRIAGE[payload.type]);
    const footer = [fillSlots(words.minimalFooter, { recordLocation })];
    return {
      to,
      from,
      // The sender's address is personal data too; staff reach the sender from the record.
      replyTo: null,
      subject,
      text: textBody(words.body, heading, reference, rows, footer, notice),
      html: htmlBody(words.body, heading, reference, rows, footer, notice),
      attachments: [],
    };
  }
  const rows = rowsOf(payload, FULL[payload.type]);
  const attachment = documentOf(payload);
  const filename = attachment ? baseName(attachment.filename) : undefined;
  if (filename) rows.push([words.attachedDocument, filename]);
  const footer = [fillSlots(words.fullFooter, { submissionId: payload.submissionId })];
  return {
    to,
    from,
    replyTo: replyToOf(payload),
    subject,
    text: textBody(words.body, heading, reference, rows, footer, notice),
    html: htmlBody(words.body, heading, reference, rows, footer, notice),
    attachments: attachment && filename
      ? [{ filename, contentType: canonicalType(filename), content: attachment.content }]
      : [],
  };
}
