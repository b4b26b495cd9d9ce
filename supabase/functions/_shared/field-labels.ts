/**
 * The agency's words for its forms' fields, in English whatever the sender's language: its e-mail
 * (send-form-email/email.ts) and the desk's record (lib/desk/record-fields.ts) label every answer
 * with these. Kept apart from the option codes (form-options.ts), which the public forms load, so
 * no public page carries them.
 */

/**
 * Every field's label as the agency reads it, in English, in its e-mail and on the desk (the forms
 * ask in their own words, content/forms.<language>.json).
 */
export const fieldLabels = {
  referrerName: "Referrer name",
  referrerOrganization: "Referrer organization",
  referrerPhone: "Referrer phone",
  referrerEmail: "Referrer e-mail",
  clientName: "Patient / client name",
  clientNeeds: "Care needs",
  additionalNotes: "Additional notes",
  startDate: "Expected discharge or start date",
  referralUrgency: "How soon is care needed?",
  payer: "Who will pay for care?",
  clientZip: "Patient's ZIP code",
  preferredLanguage: "Preferred language",
  familyContact: "Family or decision-maker contact",
  familyContactName: "Contact name",
  familyContactPhone: "Contact phone",
  name: "Name",
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  phone: "Phone",
  careType: "Type of care",
  urgency: "When is care needed?",
  neededBy: "Care needed by",
  relationship: "Who needs care",
  zip: "ZIP code",
  bestTime: "Best time to call",
  message: "Message",
  position: "Position",
  experience: "Experience",
  motivation: "Why do you want to join us?",
} as const;

export type FieldName = keyof typeof fieldLabels;
