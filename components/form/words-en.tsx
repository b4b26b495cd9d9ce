import type { ReactNode } from "react";
import { formCopy } from "@/content/forms";
import { confirmationCopy } from "@/content/next-steps";
import { FormWordsProvider } from "@/components/form/form-words-provider";

/** The English form words, for an English page that holds a form (components/form/form-words.ts), given as data. */
export function EnglishFormWords({ children }: { children: ReactNode }) {
  return <FormWordsProvider words={{ form: formCopy, confirmation: confirmationCopy }}>{children}</FormWordsProvider>;
}
