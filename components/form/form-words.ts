import { createContext, useContext } from "react";
import type { ConfirmationCopy, FormCopy } from "@/content/form-copies";

/** The form words of one language: labels, hints, options, toasts, and the confirmation panel's. */
export type FormWords = { form: FormCopy; confirmation: ConfirmationCopy };

/**
 * The words of the page's language, given by the page's provider (components/form/words-en.tsx or
 * words-es.tsx, rendered on the server): they reach the browser in the page's data, its own
 * language's only, and no form's script carries them.
 */
export const FormWordsContext = createContext<FormWords | null>(null);

/** The words of the page's language, for a form or a part of one. */
export function useFormWords(): FormWords {
  const words = useContext(FormWordsContext);
  if (!words) throw new Error("A form is rendered without its words: wrap its page in EnglishFormWords or SpanishFormWords (components/form/words-*.tsx).");
  return words;
}
