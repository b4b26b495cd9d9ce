/**
 * The acknowledgment to the sender, in the language they used: the reference, what happens next and
 * by when, the phone lines.
 * Nothing the sender typed comes back (no care needs, notes, names, document): the message goes to
 * an address nobody has verified, and a typo there must not hand a patient's details to a stranger.
 * Pure, like the agency's e-mail, for the provider's idempotency key.
 */
import type { Phone } from "../_shared/agency.ts";
import { type IntakeCopy, intakeCopy } from "../_shared/copy/index.ts";
import { DEFAULT_LOCALE } from "../_shared/locale.ts";
import { type FormType, isEmail, type Payload } from "../_shared/schemas.ts";
import { escapeHtml, oneLine, phoneHtml, phoneText, senderHtml } from "./email-format.ts";
import type { EmailMessage } from "./types.ts";

export interface AcknowledgmentOptions {
  from: string;
  /** The submission's reference (VH-XXXXXX), for the sender to quote. */
  reference: string;
  /** Where a reply goes: the agency's inbox for this form. */
  replyTo: string;
}

// A header built from visitor input: only a plain address, never a line break or an invisible character.
const UNSAFE_IN_ADDRESS = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** An address fit for a To header: a valid e-mail with nothing that could start another header. */
export const isSafeAddress = (address: string): boolean => isEmail(address) && !UNSAFE_IN_ADDRESS.test(address);

/** The sender's address: the referrer, the family member who gave an e-mail, the applicant. */
function senderAddress(payload: Payload): string | null {
  const address = String((payload.type === "referral" ? payload.referrerEmail : payload.email) ?? "");
  return isSafeAddress(address) ? address : null;
}

/** The form's own line first, then the main line unless that is the same one. */
function phoneLines(copy: IntakeCopy, type: FormType): Phone[] {
  const own: Phone = copy.nextSteps[type].phone;
  return own.tel === copy.phones.main.tel ? [own] : [own, copy.phones.main];
}

function textBody(copy: IntakeCopy, type: FormType, reference: string): string {
  const next = copy.nextSteps[type];
  const words = copy.acknowledgment;
  return [
    `${next.heading}.`,
    "",
    `${words.reference}: ${reference}`,
    "",
    `${words.whatNext}:`,
    ...next.steps.map((step, i) => `${i + 1}. ${step}`),
    "",
    next.phoneNote,
    ...phoneLines(copy, type).map(phoneText),
    "",
    words.privacyNote,
  ].join("\n") + "\n";
}

function htmlBody(copy: IntakeCopy, lang: string, type: FormType, reference: string): string {
  const next = copy.nextSteps[type];
  const words = copy.acknowledgment;
  return senderHtml(lang, [
    `<h1 style="font-size:20px">${escapeHtml(next.heading)}</h1>`,
    `<p>${escapeHtml(words.reference)}: <strong>${escapeHtml(reference)}</strong></p>`,
    `<h2 style="font-size:17px">${escapeHtml(words.whatNext)}</h2>`,
    `<ol>${next.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ol>`,
    `<p>${escapeHtml(next.phoneNote)}</p>`,
    ...phoneLines(copy, type).map((p) => `<p>${phoneHtml(p)}</p>`),
  ], words.privacyNote);
}

/** The acknowledgment, or null when the sender left no e-mail address (a consultation by phone). */
export function buildAcknowledgment(payload: Payload, options: AcknowledgmentOptions): EmailMessage | null {
  const to = senderAddress(payload);
  if (!to) return null;
  const { from, reference, replyTo } = options;
  // In the visitor's language; a row stored before forms had one is English.
  const locale = payload.locale ?? DEFAULT_LOCALE;
  const copy = intakeCopy[locale];
  return {
    to,
    from,
    replyTo,
    subject: oneLine(copy.acknowledgment.subject[payload.type](reference)),
    text: textBody(copy, payload.type, reference),
    html: htmlBody(copy, locale, payload.type, reference),
    attachments: [],
  };
}
