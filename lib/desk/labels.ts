/**
 * The desk's words for the database's codes: form types, statuses, decline reasons, languages,
 * e-mail delivery states. The codes themselves are the migration's
 * (supabase/migrations/20261202090000_intake_desk.sql); the lists are typed against the site's own
 * types where there are some, and a code the desk does not know reads as itself, never as nothing.
 */
import type { DeclineReason, Status } from "@/supabase/functions/_shared/desk.ts";
import type { Locale } from "@/supabase/functions/_shared/locale.ts";
import type { FormType } from "@/supabase/functions/_shared/schemas.ts";

// The type only: the schemas' module would bring zod into the desk for three words.
export const formTypeLabels = {
  referral: "Referral",
  consultation: "Consultation",
  callback: "Callback request",
  application: "Job application",
} as const satisfies Record<FormType, string>;
export const deskFormTypes = Object.keys(formTypeLabels) as FormType[];

export const statusLabels = {
  new: "New",
  reviewing: "Reviewing",
  accept_pending: "Accept pending — more information needed",
  accepted: "Accepted",
  declined: "Declined",
  contacted: "Contacted",
  scheduled: "Scheduled",
  closed: "Closed",
} as const satisfies Record<Status, string>;
export type DeskStatus = keyof typeof statusLabels;
/** Every status any form can have, in the order a form moves through them: the queue's filter. */
export const deskStatuses = Object.keys(statusLabels) as DeskStatus[];

/** Why a referral was declined; the referrer's e-mail says it in their language. */
export const declineReasonLabels = {
  outside_area: "Outside our service area",
  no_caregiver: "No caregiver available",
  beyond_non_medical: "Needs beyond non-medical care",
  payment: "Payment",
  other: "Other",
} as const satisfies Record<DeclineReason, string>;
export const declineReasons = Object.entries(declineReasonLabels).map(([value, label]) => ({ value: value as DeclineReason, label }));

export const languageLabels = { en: "English", es: "Spanish" } as const satisfies Record<Locale, string>;

/** Who a form's status e-mails go to, in a sentence: "an e-mail to the referrer". */
export const senderNouns = {
  referral: "referrer",
  consultation: "family",
  callback: "caller",
  application: "applicant",
} as const satisfies Record<FormType, string>;

/** A status e-mail's delivery (status_messages.delivery_status) and the form's own e-mail's. */
export const deliveryLabels = {
  pending: "Waiting to be sent",
  sending: "Being sent",
  delivered: "Delivered",
  failed: "Not delivered yet: it will be tried again",
  rejected: "Could not be delivered",
} as const;

const lookup = (labels: Record<string, string>, code: string | null | undefined) =>
  code == null || code === "" ? "—" : Object.hasOwn(labels, code) ? labels[code] : code;

export const formTypeLabel = (code: string) => lookup(formTypeLabels, code);
export const statusLabel = (code: string) => lookup(statusLabels, code);
export const languageLabel = (code: string | null | undefined) => lookup(languageLabels, code || "en");
export const deliveryLabel = (code: string | null | undefined) => lookup(deliveryLabels, code);
export const declineReasonLabel = (code: string) => lookup(declineReasonLabels, code);
export const senderNoun = (type: string): string => (Object.hasOwn(senderNouns, type) ? senderNouns[type as FormType] : "sender");

/** A status with its decline reason, when it has one: "Declined (Outside our service area)". */
export function statusWithReason(status: string, reason: string | null | undefined): string {
  return status === "declined" && reason ? `${statusLabel(status)} (${declineReasonLabel(reason)})` : statusLabel(status);
}
