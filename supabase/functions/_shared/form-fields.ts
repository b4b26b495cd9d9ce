/**
 * Every form's stored fields in the order staff read them, in the agency's e-mail
 * (send-form-email/email.ts) and in the desk's record (lib/desk/record-fields.ts), each with how its
 * value reads: as typed, a calendar date, a family contact (name and phone), or codes from the
 * list the sender chose from (labelled in English, which the agency reads). Its label is fieldLabels[key], or fieldLabels[label] where the form
 * asks it in other words. `health` marks the answers that may tell of someone's health: the privacy
 * policy (app/_site/privacy/collected.ts, at build time) says so beside them. No public page's
 * script reads this module.
 */
import english from "./content/forms.en.json" with { type: "json" };
import { fieldLabels, type FieldName } from "./field-labels.ts";
import { labelOf, type Option, optionsIn } from "./form-options.ts";
import type { FormType } from "./form-types.ts";
import type { ApplicationFields, CallbackFields, ConsultationFields, ReferralFields } from "./schemas.ts";

/** The lists as the agency reads them: in English, the words of content/forms.en.json. */
export const englishOptions = optionsIn(english.options);
const { careNeeds, careTypes, urgencies, referralUrgencies, payers, positions, bestTimes, relationships, availability, driving } = englishOptions;

export type FormField = { key: FieldName; label?: FieldName; read?: "date" | "contact"; options?: readonly Option[]; health?: true };

/** What each form stores, as its schema says. */
type Stored = { referral: ReferralFields; consultation: ConsultationFields; callback: CallbackFields; application: ApplicationFields };

/**
 * A form's list, checked against its schema by the compiler: each entry a field the form stores, and
 * every stored field listed ({@link EveryFieldShown}), so a field added to a schema and not here
 * is a type error, not a field the agency's e-mail silently leaves out.
 */
export type FieldList<T extends FormType> = readonly (FormField & { key: keyof Stored[T] & FieldName })[];
/** The stored fields a list leaves out: none, or the compiler names them. */
export type Unlisted<T extends FormType, L extends readonly { key: string }[]> = Exclude<keyof Stored[T], L[number]["key"]>;

const lists = {
  referral: [
    { key: "referrerName" },
    { key: "referrerOrganization" },
    { key: "referrerPhone" },
    { key: "referrerEmail" },
    { key: "clientName" },
    { key: "clientNeeds", options: careNeeds, health: true },
    // The referral stores its own scale under `urgency`, labelled as the referral form asks it.
    { key: "urgency", options: referralUrgencies, label: "referralUrgency" },
    { key: "startDate", read: "date" },
    { key: "payer", options: payers },
    { key: "clientZip" },
    { key: "preferredLanguage" },
    { key: "familyContact", read: "contact" },
    // The referrer's own case or bed number, so their call can be matched to the record.
    { key: "ownReference" },
    { key: "additionalNotes", health: true },
  ],
  consultation: [
    { key: "firstName" },
    { key: "lastName" },
    { key: "email" },
    { key: "phone" },
    { key: "careType", options: careTypes, health: true },
    { key: "urgency", options: urgencies },
    { key: "neededBy", read: "date" },
    { key: "bestTime", options: bestTimes },
    { key: "relationship", options: relationships },
    { key: "zip" },
    { key: "message", health: true },
  ],
  callback: [
    { key: "name" },
    { key: "phone" },
    { key: "bestTime", options: bestTimes },
    { key: "zip" },
  ],
  application: [
    { key: "firstName" },
    { key: "lastName" },
    { key: "email" },
    { key: "phone" },
    { key: "position", options: positions },
    { key: "availability", options: availability },
    { key: "areas" },
    { key: "driving", options: driving },
    { key: "hcaNumber" },
    { key: "languages" },
    { key: "experience" },
    { key: "motivation" },
  ],
} as const satisfies { [T in FormType]: FieldList<T> };

/** Fails to compile while a form stores a field its list leaves out, naming the field. */
type EveryFieldShown = { [T in FormType]: Unlisted<T, (typeof lists)[T]> };
const everyFieldShown: { [T in FormType]: never } = {} as EveryFieldShown;
void everyFieldShown;

export const formFields: Record<FormType, readonly FormField[]> = lists;

/**
 * A stored form's coded answer as the label the sender chose (a referral's `urgency` on the
 * referral's own scale); null when there is none. A code the list does not know reads as itself.
 */
export function answerLabel(type: string, key: FieldName, code: unknown): string | null {
  if (typeof code !== "string" || code === "") return null;
  const options = formFields[type as FormType]?.find((f) => f.key === key)?.options;
  return options ? labelOf(options, code) : code;
}

/** The label staff read for a field. */
export const labelOfField = (field: FormField): string => fieldLabels[field.label ?? field.key];
