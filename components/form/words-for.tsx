"use client";

import type { ReactNode } from "react";
import type { Locale } from "@/content/copy";
import { confirmationCopies, formCopies } from "@/content/form-copies";
import { FormWordsContext, type FormWords } from "@/components/form/form-words";

// One object per language, so the provider's value stays the same from one render to the next.
const words: Record<Locale, FormWords> = {
  en: { form: formCopies.en, confirmation: confirmationCopies.en },
  es: { form: formCopies.es, confirmation: confirmationCopies.es },
};

/**
 * The form words of either language, chosen by `locale`: its bundle carries both. For a form whose
 * code loads after the page (the call-back request) and for tests; a page with a form in its first
 * load holds its own language's provider instead (./words-en.tsx, ./words-es.tsx).
 */
export function FormWordsFor({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <FormWordsContext value={words[locale]}>{children}</FormWordsContext>;
}
