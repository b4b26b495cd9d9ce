/**
 * What each language's form words (forms.<language>.json, beside this module) must hold: every word
 * the forms show, before and after sending, for each form (its labels, hints, toast, next steps),
 * and the words the forms share (the lists' options by code, the document's messages, the lines'
 * labels, the reply times' units). The site's forms and the form function's acknowledgment both
 * read these files (copy/form-words.ts fills them). The build checks each file against this schema
 * and each translation against its English (scripts/check-content.ts).
 *
 * A text may use only the slots its field names here: a slot no one fills would show as written.
 */
import { z } from "zod";
import { optionLists, type OptionLabels } from "../form-options.ts";

const slotsIn = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]);

/** Words shown to a visitor, with the `{slots}` listed and no other. */
export function say(...slots: string[]) {
  return z
    .string()
    .trim()
    .min(1, "Write something here: it is shown on the site.")
    .refine((s) => slotsIn(s).every((name) => slots.includes(name)), {
      error: (issue) => {
        const unknown = slotsIn(String(issue.input)).filter((name) => !slots.includes(name));
        return `Uses a slot nothing fills here: {${unknown.join("}, {")}}. ${slots.length ? `This text can use {${slots.join("}, {")}}.` : "This text takes no slots."}`;
      },
    });
}

export const group = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();
/** The same words under each name. */
export const each = <K extends string>(keys: readonly K[], words: z.ZodType<string> = say()) =>
  group(Object.fromEntries(keys.map((k) => [k, words])) as Record<K, z.ZodType<string>>);


const success = group({ title: say(), description: say("reply") });
/**
 * What the confirmation panel and the acknowledgment say comes next: `{reply}` is how soon this form
 * is answered; `firstStepBy` takes the first step's place once the due time is known (`{due}`:
 * "Saturday, November 28 at 10:15 AM").
 */
const nextSteps = (...slots: string[]) =>
  group({ heading: say(), steps: z.array(say("reply", ...slots)).min(1), firstStepBy: say("due"), phoneNote: say() });
/** A form's own words: its button, its toast on success, its "send another" and its next steps. */
const form = <T extends z.ZodRawShape>(shape: T, stepSlots: string[] = []) =>
  group({ submit: say(), success, sendAnother: say(), ...shape, nextSteps: nextSteps(...stepSlots) });

/** A form's document field: its label, the hint on what may be attached (the form's own kinds), removing a chosen file. */
const documentField = group({ label: say(), hint: say("attachmentKinds", "attachmentMb"), remove: say(), removeNamed: say("name"), chosen: say() });

const plural = group({ one: say(), other: say() });

export const formWordsSchema = group({
  requiredMark: say(),
  requiredNote: say(),
  errorPrefix: say(),
  submitting: say(),
  /** The first, empty choice of a list. */
  choose: say(),
  honeypotLabel: say(),
  toasts: group({
    close: say(),
    region: say(),
    rateLimited: group({ title: say(), description: say() }),
    failed: group({ title: say(), fallback: say() }),
  }),
  /** `ownReference`: the label of the referrer's own reference, repeated when they gave one. */
  confirmation: group({ reference: say(), ownReference: say(), whatNext: say(), call: say() }),
  /** The lines' names; their numbers are the agency's facts (agency.json). */
  phones: group({
    main: group({ label: say() }),
    referral: group({ label: say(), note: say() }),
    emergency: group({ label: say(), note: say() }),
  }),
  /** A reply time's unit in the language's plural forms ("one", "other"), and how a range reads. */
  replyTimes: group({
    units: group({ hours: plural, businessHours: plural, businessDays: plural }),
    range: say("from", "to"),
  }),
  /**
   * The document a referral may carry: each kind's name (`{dotted}`: ".doc or .docx", `{names}`:
   * "JPG, PNG or HEIC"), the word between the last two, and why a file is refused.
   */
  document: group({
    kinds: each(["pdf", "word", "text", "photo"], say("dotted", "names")),
    or: say(),
    problems: group({
      type: say("attachmentKinds"),
      mismatch: say("attachmentKinds"),
      size: say("attachmentMb"),
      empty: say(),
      unreadable: say(),
    }),
  }),
  /** The answers the acknowledgment e-mail repeats, as it labels them. */
  acknowledgedLabels: each(["bestTime", "neededBy", "relationship", "zip"]),
  /** A label for every code of each list (form-options.ts), and no label for a code it does not have. */
  options: group({
    careNeeds: each(optionLists.careNeeds),
    careTypes: each(optionLists.careTypes),
    urgencies: each(optionLists.urgencies),
    referralUrgencies: each(optionLists.referralUrgencies),
    payers: each(optionLists.payers),
    positions: each(optionLists.positions),
    bestTimes: each(optionLists.bestTimes),
    relationships: each(optionLists.relationships),
    availability: each(optionLists.availability),
    driving: each(optionLists.driving),
  }) satisfies z.ZodType<OptionLabels>,
  referral: form(
    {
      labels: each([
        "referrerName",
        "referrerOrganization",
        "referrerPhone",
        "referrerEmail",
        "clientName",
        "clientNeeds",
        "additionalNotes",
        "startDate",
        "urgency",
        "payer",
        "clientZip",
        "preferredLanguage",
        "familyContact",
        "familyContactName",
        "familyContactPhone",
        "ownReference",
      ]),
      hints: each(["referrerPhone", "clientNeeds", "preferredLanguage", "familyContact", "additionalNotes", "ownReference"]),
      planning: say(),
      /** Shown when care is needed today: the form's answer comes within business hours, the line any hour. */
      todayNote: say("reply"),
      /** After sending, for care needed today while the office is closed: before the steps, the 24-hour line first. */
      todayClosed: say("opens"),
      placeholders: group({ referrerOrganization: say() }),
      file: documentField,
      /**
       * "Remember my details on this computer": the checkbox and its hint, the line shown when the
       * referrer's details were filled in from the browser, the button that forgets them and what it says after.
       */
      remember: group({ label: say(), hint: say(), filled: say(), forget: say(), forgotten: say() }),
    },
    ["fastestStartHours", "usualStartHours"],
  ),
  consultation: form({
    labels: each(["firstName", "lastName", "email", "phone", "careType", "urgency", "relationship", "zip", "neededBy", "bestTime", "message"]),
    hints: each(["contact", "zip", "neededBy", "message"]),
    /** The optional fields that help the first call. */
    preparing: say(),
  }),
  callback: form({
    labels: each(["name", "phone", "bestTime", "zip"]),
    hints: each(["phone", "zip"]),
    /** Under the ZIP as it is typed. */
    zipNote: group({ served: say("zip", "town"), outside: say("zip"), outsideNext: say() }),
    call: say(),
  }),
  application: form({
    labels: each(["firstName", "lastName", "email", "phone", "position", "availability", "areas", "driving", "hcaNumber", "languages", "experience", "motivation"]),
    hints: each(["hcaNumber", "experience", "motivation"]),
    applyingFor: say(),
    /** The résumé: PDF or Word (limits.ts's documentExtensions). */
    file: documentField,
  }),
});

export type FormWordsFile = z.infer<typeof formWordsSchema>;
