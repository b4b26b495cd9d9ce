/**
 * What each form collects, for the privacy policy: every field the form sends, in the order the
 * staff read them (_shared/form-fields.ts), under the label the visitor saw in their language
 * (forms.<language>.json), marked where it may tell of someone's health. Built from the forms' own
 * schemas at build time, so a field added to a form is on the policy without anyone writing it
 * there; a field with no label in a language stops the build.
 */
import type { SiteCopy } from "@/content";
import { formFields } from "@/supabase/functions/_shared/form-fields.ts";
import { byForm, type FormType } from "@/supabase/functions/_shared/form-types.ts";
import { payloadSchema } from "@/supabase/functions/_shared/schemas.ts";
import { takesDocument } from "@/supabase/functions/_shared/limits.ts";

/**
 * What a form sends that says nothing about a person, and so is left off the policy's list, with
 * why. Every other field is listed: a new one is, unless it is named here.
 */
export const NOT_PERSONAL = {
  type: "which form was sent: the policy already groups the fields by form",
  honeypot: "a trap for spam robots, hidden from people and always empty when a person sends a form",
  submissionId: "a random number the browser makes, so one form sent twice is saved once",
  locale: "the language of the page, so that we answer in it: not about the person",
} as const satisfies Record<string, string>;

/** Fields a form sends beside those it stores as answers (form-fields.ts): a referral's or an application's document. */
const SENT_ALONGSIDE: Record<string, { label: (forms: Forms, type: FormType) => string | undefined; health?: (type: FormType) => boolean }> = {
  // A discharge summary is health information by its nature; a résumé is not.
  attachment: {
    label: (forms, type) => (takesDocument(type) ? forms[type].file.label : undefined),
    health: (type) => type === "referral",
  },
};

/** A language's form words, as the site's content set has them. */
type Forms = SiteCopy["forms"];

export type CollectedField = { key: string; label: string; health: boolean };

/** Every field each form sends, by form, as its schema has them (the function's payload). */
export const sentFields: Record<FormType, readonly string[]> = byForm((type) =>
  payloadSchema.options.flatMap((form) => (form.shape.type.value === type ? Object.keys(form.shape) : [])),
);

const personal = (key: string) => !Object.hasOwn(NOT_PERSONAL, key);

/** The label a form shows for a field, in the language of `forms`. */
function labelOf(forms: Forms, type: FormType, key: string): string {
  const label = SENT_ALONGSIDE[key]?.label(forms, type) ?? (forms[type].labels as Partial<Record<string, string>>)[key];
  if (!label?.trim()) throw new Error(`The ${type} form's field "${key}" has no label in its words (forms.<language>.json): the privacy policy cannot name it.`);
  return label;
}

/** What `type` collects: its stored fields in the staff's order, then what travels with them. */
export function collectedBy(forms: Forms, type: FormType): CollectedField[] {
  const stored = formFields[type];
  const storedKeys = new Set<string>(stored.map((f) => f.key));
  const alongside = sentFields[type].filter((key) => personal(key) && !storedKeys.has(key));
  return [
    ...stored.map((f) => ({ key: f.key, label: labelOf(forms, type, f.key), health: f.health === true })),
    ...alongside.map((key) => ({ key, label: labelOf(forms, type, key), health: SENT_ALONGSIDE[key]?.health?.(type) === true })),
  ];
}
