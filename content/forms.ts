/** Every word the forms show in English: supabase/functions/_shared/content/forms.en.json, with the facts put in. */
import { enFormWordsFile as words, enForms as intake } from "@/supabase/functions/_shared/copy/en-forms.ts";
import { formCopyOf } from "./form-copy";

export const formCopy = formCopyOf(words, intake);
