/**
 * The acknowledgment to the sender, in the language they used: the reference, what happens next and
 * by when, the phone lines, and for a consultation the answers about the call itself (when to call,
 * by when care is needed, who needs it), in the sender's words.
 * Nothing the sender typed comes back (no care needs or care type, notes, names, ZIP, document): the
 * message goes to an address nobody has verified, and a typo there must not hand a patient's
 * details to a stranger. The one exception is a referrer's own reference, which the schema keeps too
 * short and plain to carry much (receipt.ts, with when the form was sent and the document's kind
 * and size, never its name). The answers about the call are chosen from a list or a date picker, and
 * say nothing of anyone's health.
 * For care needed now, the first step and the lines to call follow the page's confirmation: call now
 * rather than wait, first on the line a person answered when the request was sent.
 * Pure, like the agency's e-mail, for the provider's idempotency key: `at` is the moment the row was
 * stored, never the clock, so every attempt (a retry included) sends the same message under its key.
 */
import type { Phone } from "../_shared/agency.ts";
import { type AcknowledgedField, type IntakeCopy, intakeCopy, type NextSteps } from "../_shared/copy/index.ts";
import { CARE_NOW } from "../_shared/form-options.ts";
import { callNowLines, lineNow } from "../_shared/line-now.ts";
import { DEFAULT_LOCALE, type Locale } from "../_shared/locale.ts";
import { closedNote, stepsBy } from "../_shared/promise-words.ts";
import { isUrgent, officeAt, replyDueFor } from "../_shared/reply-due.ts";
import { isCalendarDate } from "../_shared/readable-date.ts";
import { isEmail, type Payload } from "../_shared/schemas.ts";
import { escapeHtml, oneLine, phoneHtml, phoneText, senderEmailOf, senderHtml } from "./email-format.ts";
import { documentLine, ownReferenceOf, sentAtLine } from "./receipt.ts";
import type { EmailMessage } from "./types.ts";

export interface AcknowledgmentOptions {
  from: string;
  /** The submission's reference (VH-XXXXXX), for the sender to quote. */
  reference: string;
  /** Where a reply goes: the agency's inbox for this form. */
  replyTo: string;
  /**
   * When the request was received (the stored row's `createdAt`): for care needed now, whether the
   * office was open then. Required, and never the clock, so the message is the same whenever it is
   * built.
   */
  at: Date;
  /**
   * When the reply is due, as the stored row has it (reply-due.ts worked it out when the form came
   * in); without it, worked out again from `at` by the same rule.
   */
  replyDueAt?: Date;
}

// A header built from visitor input: only a plain address, never a line break or an invisible character.
const UNSAFE_IN_ADDRESS = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** An address fit for a To header: a valid e-mail with nothing that could start another header. */
export const isSafeAddress = (address: string): boolean => isEmail(address) && !UNSAFE_IN_ADDRESS.test(address);

/** The sender's address: the referrer, the family member who gave an e-mail, the applicant (never a callback's). */
function senderAddress(payload: Payload): string | null {
  const address = senderEmailOf(payload);
  return isSafeAddress(address) ? address : null;
}

/** A label of `labels` for a code it lists, else undefined (an unknown code is never echoed). */
const known = (labels: Record<string, string>, code: unknown): string | undefined =>
  typeof code === "string" && Object.hasOwn(labels, code) ? labels[code] : undefined;

/** "Tuesday, November 24, 2026" in the sender's language; undefined for anything but a calendar date. */
function longDate(locale: Locale, iso: unknown): string | undefined {
  if (typeof iso !== "string" || !isCalendarDate(iso)) return undefined;
  return new Intl.DateTimeFormat(`${locale}-US`, { timeZone: "UTC", dateStyle: "full" }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * The consultation's answers about the call, labelled in the sender's language, each only when
 * given: chosen, never typed, and nothing about health (not the care type, not the ZIP).
 */
function callAnswers(copy: IntakeCopy, locale: Locale, payload: Payload): [label: string, value: string][] {
  if (payload.type !== "consultation") return [];
  const values: Record<AcknowledgedField, string | undefined> = {
    bestTime: known(copy.options.bestTimes, payload.bestTime),
    neededBy: longDate(locale, payload.neededBy),
    relationship: known(copy.options.relationships, payload.relationship),
  };
  return (Object.keys(values) as AcknowledgedField[])
    .filter((key) => values[key] !== undefined)
    .map((key) => [copy.fieldLabels[key], values[key] as string]);
}

/**
 * What happens next, and the phone lines listed under it, the one to call first on top; `first`: for
 * care needed today while the office was closed, a note and the line to call before anything else.
 */
type WhatNext = { next: NextSteps; lines: Phone[]; first?: { note: string; phone: Phone } };

/**
 * The form's usual steps, with its own line then the main line (unless that is the same one); or for
 * care needed now a first step that promises no call within a day, and the lines by whether the
 * office was open at `at` (line-now.ts, the page's rule). Open: the main line, then the one answered
 * around the clock, for a reader who opens the e-mail after hours. Closed: the one answered around
 * the clock (the page's closed line), then the main line.
 */
function whatNext(copy: IntakeCopy, locale: Locale, payload: Payload, at: Date, dueAt: Date): WhatNext {
  const form = copy.nextSteps[payload.type];
  // The first step states the due time ("calls you by Saturday, November 28 at 10:15 AM").
  const usual = { ...form, steps: stepsBy(form, dueAt, locale) };
  const { main, emergency } = copy.phones;
  if (payload.type !== "consultation" || payload.urgency !== CARE_NOW) {
    const lines = usual.phone.tel === main.tel ? [usual.phone] : [usual.phone, main];
    const office = officeAt(at);
    // A referral for care needed today, sent while the office was closed: say so, and the line answered around the clock first.
    if (!isUrgent(payload) || office.open) return { next: usual, lines };
    return { next: usual, lines, first: { note: closedNote(copy.todayClosed, office.opensAt, locale), phone: usual.phone } };
  }
  const words = copy.acknowledgment.callNow;
  const { phone, open } = lineNow(callNowLines(copy.phones), at);
  return {
    next: { ...usual, steps: [words.first, ...usual.steps.slice(1)], phone, phoneNote: open ? words.open : words.closed },
    lines: open ? [main, emergency] : [emergency, main],
  };
}

/**
 * Which form this is, under the reference: the own reference (label, value), when it was sent, the
 * document; and the closing note on what the e-mail leaves out (an applicant's has no care details).
 */
type Receipt = { ownReference: [string, string] | null; notes: string[]; privacyNote: string };

function receiptOf(copy: IntakeCopy, locale: Locale, payload: Payload, at: Date): Receipt {
  const own = ownReferenceOf(payload);
  const notes = [sentAtLine(copy, locale, at), documentLine(copy, locale, payload)].filter((line): line is string => line !== null);
  const words = copy.acknowledgment;
  const privacyNote = payload.type === "application" ? words.privacyNoteApplication : own === null ? words.privacyNote : words.privacyNoteWithOwnReference;
  return { ownReference: own === null ? null : [words.ownReference, own], notes, privacyNote };
}

function textBody(copy: IntakeCopy, { next, lines, first }: WhatNext, reference: string, answers: [string, string][], receipt: Receipt): string {
  const words = copy.acknowledgment;
  return [
    `${next.heading}.`,
    "",
    `${words.reference}: ${reference}`,
    ...(receipt.ownReference ? [receipt.ownReference.join(": ")] : []),
    ...receipt.notes,
    "",
    ...(first ? [first.note, phoneText(first.phone), ""] : []),
    ...(answers.length ? [`${words.yourAnswers}:`, ...answers.map(([label, value]) => `${label}: ${value}`), ""] : []),
    `${words.whatNext}:`,
    ...next.steps.map((step, i) => `${i + 1}. ${step}`),
    "",
    next.phoneNote,
    ...lines.map(phoneText),
    "",
    receipt.privacyNote,
  ].join("\n") + "\n";
}

function htmlBody(copy: IntakeCopy, lang: string, { next, lines, first }: WhatNext, reference: string, answers: [string, string][], receipt: Receipt): string {
  const words = copy.acknowledgment;
  return senderHtml(lang, [
    `<h1 style="font-size:20px">${escapeHtml(next.heading)}</h1>`,
    `<p>${escapeHtml(words.reference)}: <strong>${escapeHtml(reference)}</strong></p>`,
    ...(receipt.ownReference ? [`<p>${escapeHtml(receipt.ownReference[0])}: <strong>${escapeHtml(receipt.ownReference[1])}</strong></p>`] : []),
    ...receipt.notes.map((note) => `<p>${escapeHtml(note)}</p>`),
    ...(first ? [`<p><strong>${escapeHtml(first.note)}</strong></p>`, `<p>${phoneHtml(first.phone)}</p>`] : []),
    ...(answers.length
      ? [
        `<h2 style="font-size:17px">${escapeHtml(words.yourAnswers)}</h2>`,
        `<ul>${answers.map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`).join("")}</ul>`,
      ]
      : []),
    `<h2 style="font-size:17px">${escapeHtml(words.whatNext)}</h2>`,
    `<ol>${next.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ol>`,
    `<p>${escapeHtml(next.phoneNote)}</p>`,
    ...lines.map((p) => `<p>${phoneHtml(p)}</p>`),
  ], receipt.privacyNote);
}

/**
 * The acknowledgment, or null when the sender left no e-mail address (a consultation by phone, and
 * every callback request: it asks for a phone call, with no address).
 */
export function buildAcknowledgment(payload: Payload, options: AcknowledgmentOptions): EmailMessage | null {
  const to = senderAddress(payload);
  if (!to) return null;
  const { from, reference, replyTo, at, replyDueAt } = options;
  // Never the clock in its place: a message built "now" would differ from one attempt to the next.
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new TypeError("the acknowledgment needs the time the request was received");
  // In the visitor's language; a row stored before forms had one is English.
  const locale = payload.locale ?? DEFAULT_LOCALE;
  const copy = intakeCopy[locale];
  const answers = callAnswers(copy, locale, payload);
  const dueAt = replyDueAt && !Number.isNaN(replyDueAt.getTime()) ? replyDueAt : replyDueFor(payload, at);
  const what = whatNext(copy, locale, payload, at, dueAt);
  const receipt = receiptOf(copy, locale, payload, at);
  return {
    to,
    from,
    replyTo,
    subject: oneLine(copy.acknowledgment.subject[payload.type](reference)),
    text: textBody(copy, what, reference, answers, receipt),
    html: htmlBody(copy, locale, what, reference, answers, receipt),
    attachments: [],
  };
}
