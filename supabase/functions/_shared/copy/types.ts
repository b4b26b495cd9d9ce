/**
 * The shape of the intake's words in one language: what the forms and the form function both say.
 * Each language (en.ts, es.ts) is a value of this type, so a translation that misses a string does
 * not compile. Facts (phone numbers, limits, codes) are not words: they live once, in agency.ts,
 * limits.ts and form-options.ts, and the languages fill them into their words: what the forms show
 * from content/forms.<language>.json (form-words.ts), the rest from content/intake.<language>.json
 * (intake-words.ts).
 */
import type { Phone } from "../agency.ts";
import type { DeclineReason, StatusNotice } from "../desk.ts";
import type { FieldName } from "../field-labels.ts";
import type { Availability, BestTime, CareNeed, CareType, Driving, Payer, Position, ReferralUrgency, Relationship, Urgency } from "../form-options.ts";
import type { DocumentForm } from "../limits.ts";
import type { FormType } from "../form-types.ts";

/** What happens after a form is sent, in order: the confirmation panel and the acknowledgment e-mail. */
export type NextSteps = {
  /** Heading of the panel and the e-mail's opening line. */
  heading: string;
  steps: readonly string[];
  /** The first step once the due time is known, with its `{due}` slot still to fill (fillDue). */
  firstStepBy: string;
  /** The line to call instead, and why. */
  phone: Phone;
  phoneNote: string;
};

/** A line that is answered around the clock says so in its note. */
type NotedPhone = Phone & { note: string };

/**
 * The answers the acknowledgment may repeat: chosen, not typed, and about the call rather than
 * anyone's health (never the care type, a ZIP, a name or a message).
 */
export type AcknowledgedField = Extract<FieldName, "bestTime" | "neededBy" | "relationship">;

/** Why the referral's document is refused, by the browser or by the function. */
export type AttachmentProblem = "type" | "mismatch" | "size" | "empty" | "unreadable";

export type IntakeCopy = {
  /** Every message the schemas give, one whole sentence per field (no "Please enter " + label gluing). */
  validation: {
    required: {
      name: string;
      organization: string;
      phone: string;
      email: string;
      clientName: string;
      firstName: string;
      lastName: string;
      filename: string;
      /** A value of the wrong kind in an optional text field. */
      field: string;
    };
    tooLong: (max: number) => string;
    controlChars: string;
    unreadable: string;
    email: string;
    phone: string;
    careNeeds: string;
    careType: string;
    urgency: string;
    position: string;
    availability: string;
    driving: string;
    hcaNumber: string;
    contactWay: string;
    date: string;
    datePast: string;
    dateFar: string;
    referralUrgency: string;
    payer: string;
    bestTime: string;
    relationship: string;
    zip: string;
    contactPhone: string;
    ownReference: string;
    submissionId: string;
    formType: string;
    locale: string;
    attachment: Record<AttachmentProblem, string>;
  };
  /** Each form's document: its accepted kinds as people read them, and why a file is refused, in those kinds. */
  documents: Record<DocumentForm, { kinds: string; problems: Record<AttachmentProblem, string> }>;
  /** The agency's lines: the numbers of agency.ts, labels and notes in the language. */
  phones: { main: Phone; referral: NotedPhone; emergency: NotedPhone };
  /**
   * The labels of the fields the acknowledgment repeats (chosen from a list or a date picker,
   * never typed), which the forms may show too.
   */
  fieldLabels: Record<AcknowledgedField | "zip", string>;
  /** How soon the agency answers each form. */
  replyWithin: Record<FormType, string>;
  nextSteps: Record<FormType, NextSteps>;
  /** For a referral needing care today, sent while the office is closed, with its `{opens}` slot still to fill. */
  todayClosed: string;
  /** A label for every option code of form-options.ts (the agency's e-mail reads the English ones). */
  options: {
    careNeeds: Record<CareNeed, string>;
    careTypes: Record<CareType, string>;
    urgencies: Record<Urgency, string>;
    referralUrgencies: Record<ReferralUrgency, string>;
    payers: Record<Payer, string>;
    positions: Record<Position, string>;
    bestTimes: Record<BestTime, string>;
    availability: Record<Availability, string>;
    driving: Record<Driving, string>;
    relationships: Record<Relationship, string>;
  };
  /** The sender's acknowledgment e-mail. */
  acknowledgment: {
    subject: Record<FormType, (reference: string) => string>;
    reference: string;
    /** The referrer's own reference, when they gave one. */
    ownReference: string;
    /** When the form was sent: date and time in the agency's time zone, in the language. */
    sentAt: (date: string, time: string) => string;
    /** The referral's document: its kind ("PDF") and size ("1.2 MB"), never its name. */
    documentReceived: (kind: string, size: string) => string;
    /** Heading of the answers about the call it repeats (when to call, by when, who needs care). */
    yourAnswers: string;
    whatNext: string;
    /**
     * A consultation whose care is needed now ("Immediately"), as the page's confirmation words it
     * (content/pages/contact.<language>.json `callNow.confirmation`): `first`, the first step instead of the promise of a
     * call within a day; the note on the lines to call, by whether the office was open when the
     * request was sent (`open`: the main line first, then the one answered around the clock;
     * `closed`: the other way round), with the reference to give. In the past tense: the e-mail may
     * be read later, and every attempt to send it sends the same words.
     */
    callNow: { first: string; open: string; closed: string };
    privacyNote: string;
    privacyNoteWithOwnReference: string;
    privacyNoteApplication: string;
  };
  /**
   * The e-mail that tells the sender their form's new status (the intake desk): the reference, the
   * status, a decline's reason category, who will call, the line to call. Never a health detail.
   */
  statusEmail: {
    notices: Record<StatusNotice, { subject: (reference: string) => string; status: string; lead: string }>;
    status: string;
    reason: string;
    reasons: Record<DeclineReason, string>;
    caller: (name: string) => string;
    callerTeam: string;
    privacyNote: string;
    privacyNoteWithOwnReference: string;
  };
  /** Every `{ error }` the function answers with, shown to the visitor in a toast. */
  answers: {
    origin: string;
    method: string;
    config: string;
    mediaType: string;
    rateLimited: string;
    tooLarge: string;
    bodyTimeout: string;
    badJson: string;
    forbidden: string;
    store: string;
    unexpected: string;
    fixFields: string;
    unknownType: string;
    /** zod's own defaults ("Invalid input: expected string…") are for developers, not visitors. */
    fallback: string;
  };
};

/**
 * The part of a language's words the forms show before anything is sent (kept in its own module,
 * `<language>-forms.ts`, so a form's first load carries these and not the e-mail's or the answers'
 * words): the document's messages, option labels, phone lines, reply times, next steps.
 */
export type FormWords = Pick<IntakeCopy, "documents" | "phones" | "fieldLabels" | "replyWithin" | "nextSteps" | "todayClosed" | "options"> & {
  /** How soon a referral for care needed today is answered ("1 business hour"). */
  urgentReferralReply: string;
};
