/**
 * The forms' words in each language, for what loads after the page and may speak either: the
 * toasts and the call-back request (their bundles carry this map, both languages). A page with a
 * form in its first load is given its own language's words as data instead (components/form/words-*.tsx).
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
