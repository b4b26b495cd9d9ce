/** The confirmation panel's words in Spanish: supabase/functions/_shared/content/forms.es.json, as the acknowledgment e-mail says them too. */
import { esFormWordsFile as words, esForms as intake } from "@/supabase/functions/_shared/copy/es-forms.ts";
import { confirmationCopyOf } from "../form-copy";

export const confirmationCopy = confirmationCopyOf(words, intake, "es");
