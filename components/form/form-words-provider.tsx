"use client";

import type { ReactNode } from "react";
import { FormWordsContext, type FormWords } from "@/components/form/form-words";

/**
 * Hands a page's form words to its forms. The page renders it on the server with its language's
 * words (./words-en.tsx, ./words-es.tsx), so the words reach the browser as the page's data, not
 * in its script.
 */
export function FormWordsProvider({ words, children }: { words: FormWords; children: ReactNode }) {
  return <FormWordsContext value={words}>{children}</FormWordsContext>;
}
