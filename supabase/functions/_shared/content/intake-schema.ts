/**
 * What each language's intake words (intake.<language>.json, beside this module) must hold: what
 * the form function says, and the site's forms too once the schemas load: every validation message,
 * the acknowledgment and status e-mails, and every answer it gives. What the forms show before
 * anything is sent is in forms.<language>.json (forms-schema.ts). copy/intake-words.ts fills both.
 */
import { z } from "zod";
import { declineReasons, type statusNotices } from "../desk.ts";
import { formTypes } from "../form-types.ts";
import { each, group, say } from "./forms-schema.ts";

const notice = group({ subject: say("reference"), status: say(), lead: say() });

export const intakeWordsSchema = group({
  /** One whole sentence per problem, never a label glued to "Please enter". */
  validation: group({
    required: each(["name", "organization", "phone", "email", "clientName", "firstName", "lastName", "filename", "field"]),
    tooLong: say("max"),
    ...each([
      "controlChars",
      "unreadable",
      "email",
      "phone",
      "careNeeds",
      "careType",
      "urgency",
      "position",
      "availability",
      "driving",
      "hcaNumber",
      "contactWay",
      "date",
      "datePast",
      "referralUrgency",
      "payer",
      "bestTime",
      "relationship",
      "zip",
      "contactPhone",
      "ownReference",
      "submissionId",
      "formType",
      "locale",
    ]).shape,
    dateFar: say("maxStartDays"),
  }),
  /** The sender's acknowledgment e-mail; `{reference}` is the submission's (VH-…). */
  acknowledgment: group({
    subject: each(formTypes, say("reference")),
    reference: say(),
    /** The referrer's own reference for a referral, repeated when they gave one. */
    ownReference: say(),
    /** When the form was sent, in the agency's time zone (`{date}`: "Friday, November 27, 2026"; `{time}`: "5:15 PM"). */
    sentAt: say("date", "time"),
    /** The referral's document: its kind ("PDF") and size ("1.2 MB"), never its name. */
    documentReceived: say("kind", "size"),
    yourAnswers: say(),
    whatNext: say(),
    callNow: group({ first: say(), open: say(), closed: say() }),
    privacyNote: say(),
    /** The same, where the sender's own reference is repeated. */
    privacyNoteWithOwnReference: say(),
    /** The same to someone who applied for a job: an application has no care details. */
    privacyNoteApplication: say(),
  }),
  /** The e-mail that tells a sender their form's new status. `{name}`: who will call. */
  statusEmail: group({
    notices: group({ accept_pending: notice, accepted: notice, declined: notice, scheduled: notice }) satisfies z.ZodType<Record<(typeof statusNotices)[number], unknown>>,
    status: say(),
    reason: say(),
    reasons: each(declineReasons),
    caller: say("name"),
    callerTeam: say(),
    privacyNote: say(),
    privacyNoteWithOwnReference: say(),
  }),
  /** Every `{ error }` the function answers with, shown to the visitor in a toast. */
  answers: group({
    ...each(["origin", "method", "config", "mediaType", "rateLimited", "bodyTimeout", "badJson", "forbidden", "store", "unexpected", "fixFields", "unknownType", "fallback"]).shape,
    tooLarge: say("attachmentMb"),
  }),
});

export type IntakeWordsFile = z.infer<typeof intakeWordsSchema>;
