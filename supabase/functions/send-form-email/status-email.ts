/**
 * The e-mail that tells a sender their form's new status, set by staff at the intake desk: in the
 * sender's language, the reference, the status, a decline's reason category, who will call and the
 * line to call. Like the acknowledgment, nothing the sender typed comes back (the address was never
 * verified) but a referrer's own reference (receipt.ts), and no health detail is in it: the message
 * row holds only the status and the reason code. The own reference is in the body, never the subject.
 * Pure, so a retry sends the same message under the same idempotency key.
 */
import { intakeCopy } from "../_shared/copy/index.ts";
import { escapeHtml, oneLine, phoneHtml, phoneText, senderHtml } from "./email-format.ts";
import { isSafeAddress } from "./acknowledgment.ts";
import { echoableOwnReference } from "./receipt.ts";
import type { StatusMessage } from "./store.ts";
import type { EmailMessage } from "./types.ts";

export interface StatusEmailOptions {
  from: string;
  /** Where a reply goes: the agency's inbox for this form. */
  replyTo: string;
}

function lines(message: StatusMessage): { heading: string; rows: [string, string][]; caller: string; privacyNote: string } {
  const copy = intakeCopy[message.locale];
  const words = copy.statusEmail;
  const notice = words.notices[message.status];
  const rows: [string, string][] = [[copy.acknowledgment.reference, message.reference]];
  const own = echoableOwnReference(message.ownReference);
  if (own) rows.push([copy.acknowledgment.ownReference, own]);
  rows.push([words.status, notice.status]);
  if (message.declineReason) rows.push([words.reason, words.reasons[message.declineReason]]);
  const caller = message.callerName ? words.caller(message.callerName) : words.callerTeam;
  return { heading: notice.lead, rows, caller, privacyNote: own ? words.privacyNoteWithOwnReference : words.privacyNote };
}

/** The e-mail, or null when the sender left no usable address. */
export function buildStatusEmail(message: StatusMessage, { from, replyTo }: StatusEmailOptions): EmailMessage | null {
  if (!message.email || !isSafeAddress(message.email)) return null;
  const copy = intakeCopy[message.locale];
  const { heading, rows, caller, privacyNote } = lines(message);
  const phone = copy.nextSteps[message.type].phone;
  const text = [
    heading,
    "",
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    caller,
    phoneText(phone),
    "",
    privacyNote,
  ].join("\n") + "\n";
  const html = senderHtml(message.locale, [
    `<p style="font-size:17px">${escapeHtml(heading)}</p>`,
    ...rows.map(([k, v]) => `<p>${escapeHtml(k)}: <strong>${escapeHtml(v)}</strong></p>`),
    `<p>${escapeHtml(caller)}</p>`,
    `<p>${phoneHtml(phone)}</p>`,
  ], privacyNote);
  return {
    to: message.email,
    from,
    replyTo,
    subject: oneLine(copy.statusEmail.notices[message.status].subject(message.reference)),
    text,
    html,
    attachments: [],
  };
}
