/**
 * What tells a sender which of their forms an e-mail is about, beside the reference: the referrer's
 * own reference (a discharge planner sends many referrals), when the form was sent, and
 * that the document arrived. The acknowledgment repeats all three, every status e-mail the own
 * reference. Never in a subject: a subject is shown where a body is not (lists, notifications, the
 * provider's logs).
 * The document is told by its kind and size, never its name: a discharge summary's file is often
 * named after the patient, and these e-mails go to an address nobody has verified.
 */
import { AGENCY_TIME_ZONE } from "../_shared/agency.ts";
import type { IntakeCopy } from "../_shared/copy/index.ts";
import { extensionOf, limits } from "../_shared/limits.ts";
import type { Locale } from "../_shared/locale.ts";
import { documentOf, OWN_REFERENCE_PATTERN, type Payload } from "../_shared/schemas.ts";
import { decodedLength } from "./attachment.ts";

const KB = 1024;
const MB = KB * KB;

/**
 * The own reference as it may be repeated: within its limit and pattern (as the schema and the
 * database hold it), else null, so nothing else ever reaches an e-mail under its label.
 */
export function echoableOwnReference(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed !== "" && trimmed.length <= limits.ownReference && OWN_REFERENCE_PATTERN.test(trimmed) ? trimmed : null;
}

/** A referral's own reference, when it has one fit to repeat. */
export const ownReferenceOf = (payload: Payload): string | null =>
  payload.type === "referral" ? echoableOwnReference(payload.ownReference) : null;

// ICU puts a narrow no-break space before AM/PM (and es-US inside "p. m."); a plain one reads the
// same in every mail client.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");

/** "Sent Friday, November 27, 2026 at 5:15 PM": `at` in San Diego time, in the sender's language. */
export function sentAtLine(copy: IntakeCopy, locale: Locale, at: Date): string {
  const tag = `${locale}-US`;
  const date = new Intl.DateTimeFormat(tag, { timeZone: AGENCY_TIME_ZONE, dateStyle: "full" }).format(at);
  const time = new Intl.DateTimeFormat(tag, { timeZone: AGENCY_TIME_ZONE, timeStyle: "short" }).format(at);
  return plain(copy.acknowledgment.sentAt(date, time));
}

/** A size as a file manager shows it, in kilobytes or in megabytes with one decimal, never under one kilobyte. */
export function readableSize(locale: Locale, bytes: number): string {
  const number = new Intl.NumberFormat(`${locale}-US`, { maximumFractionDigits: 1 });
  return bytes < MB ? `${number.format(Math.max(1, Math.round(bytes / KB)))} KB` : `${number.format(Math.round((bytes / MB) * 10) / 10)} MB`;
}

/** "Document received: PDF file, 1.2 MB" for a referral or an application that carried one, else null. */
export function documentLine(copy: IntakeCopy, locale: Locale, payload: Payload): string | null {
  const attachment = documentOf(payload);
  if (!attachment) return null;
  const kind = extensionOf(attachment.filename)?.toUpperCase();
  if (!kind) return null;
  return copy.acknowledgment.documentReceived(kind, readableSize(locale, decodedLength(attachment.content.replace(/\s+/g, ""))));
}
