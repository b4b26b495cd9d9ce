"use client";

import type { ReactNode } from "react";
import { formCopy } from "@/content/forms";
import { confirmationCopy } from "@/content/next-steps";
import { FormWordsContext, type FormWords } from "@/components/form/form-words";

const words: FormWords = { form: formCopy, confirmation: confirmationCopy };

/** The English form words, for an English page that holds a form (components/form/form-words.ts). */
export function EnglishFormWords({ children }: { children: ReactNode }) {
  return <FormWordsContext value={words}>{children}</FormWordsContext>;
}
