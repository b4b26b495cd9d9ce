/**
 * The forms' words in each language, for the form islands: their bundle carries this map (both
 * languages of the form words and the confirmation panel) and no other content.
 */
import type { Locale } from "./copy";
import type { ConfirmationCopy, FormCopy } from "./form-copy";
import { confirmationCopy as enConfirmation } from "./next-steps";
import { confirmationCopy as esConfirmation } from "./es/next-steps";
import { formCopy as enForm } from "./forms";
import { formCopy as esForm } from "./es/forms";

export type { ConfirmationCopy, FormCopy };

export const formCopies: Record<Locale, FormCopy> = { en: enForm, es: esForm };
export const confirmationCopies: Record<Locale, ConfirmationCopy> = { en: enConfirmation, es: esConfirmation };
