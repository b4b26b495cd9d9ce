import type { ReactNode } from "react";
import { formCopy } from "@/content/es/forms";
import { confirmationCopy } from "@/content/es/next-steps";
import { FormWordsProvider } from "@/components/form/form-words-provider";

/** The Spanish form words, for a Spanish page that holds a form (components/form/form-words.ts), given as data. */
export function SpanishFormWords({ children }: { children: ReactNode }) {
  return <FormWordsProvider words={{ form: formCopy, confirmation: confirmationCopy }}>{children}</FormWordsProvider>;
}
