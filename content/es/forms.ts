/** Every word the forms show in Spanish: supabase/functions/_shared/content/forms.es.json, with the facts put in. */
import { esFormWordsFile as words, esForms as intake } from "@/supabase/functions/_shared/copy/es-forms.ts";
import { formCopyOf } from "../form-copy";

export const formCopy = formCopyOf(words, intake);
