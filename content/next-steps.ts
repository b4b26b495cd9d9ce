/** The confirmation panel's words in English: supabase/functions/_shared/content/forms.en.json, as the acknowledgment e-mail says them too. */
import { enFormWordsFile as words, enForms as intake } from "@/supabase/functions/_shared/copy/en-forms.ts";
import { confirmationCopyOf } from "./form-copy";

export const confirmationCopy = confirmationCopyOf(words, intake, "en");

export type { NextSteps } from "@/supabase/functions/_shared/copy/index.ts";
/** The English next steps. */
export const nextSteps = confirmationCopy.nextSteps;
