"use client";

import type { ReactNode } from "react";
import { formCopy } from "@/content/es/forms";
import { confirmationCopy } from "@/content/es/next-steps";
import { FormWordsContext, type FormWords } from "@/components/form/form-words";

const words: FormWords = { form: formCopy, confirmation: confirmationCopy };

/** The Spanish form words, for a Spanish page that holds a form (components/form/form-words.ts). */
export function SpanishFormWords({ children }: { children: ReactNode }) {
  return <FormWordsContext value={words}>{children}</FormWordsContext>;
}
