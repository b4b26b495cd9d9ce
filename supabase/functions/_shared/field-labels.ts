/**
 * The fields every form stores, by name (the contract with the stored rows), and their labels as
 * the agency reads them, in English whatever the sender's language: its e-mail
 * (send-form-email/email.ts) and the desk's record (lib/desk/record-fields.ts) label every answer
 * with these, from content/agency-email.json. Kept apart from the option codes (form-options.ts),
 * which the public forms load, so no public page carries them.
 */
import words from "./content/agency-email.json" with { type: "json" };

export const fieldNames = [
  // The referral's (`referralUrgency` labels its `urgency`; the family contact's name and phone are its parts).
  "referrerName", "referrerOrganization", "referrerPhone", "referrerEmail", "clientName", "clientNeeds", "additionalNotes",
  "startDate", "referralUrgency", "payer", "clientZip", "preferredLanguage", "familyContact", "familyContactName", "familyContactPhone",
  "ownReference",
  // The others' (a call-back's `name`; the consultation's and the application's).
  "name", "firstName", "lastName", "email", "phone", "careType", "urgency", "neededBy", "relationship", "zip", "bestTime", "message",
  "position", "availability", "areas", "driving", "hcaNumber", "languages", "experience", "motivation",
] as const;
export type FieldName = (typeof fieldNames)[number];

/** Every field's label as the agency reads it (the forms ask in their own words, content/forms.<language>.json). */
export const fieldLabels: Readonly<Record<FieldName, string>> = words.fieldLabels;
