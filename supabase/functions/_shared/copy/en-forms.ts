/**
 * The English words the forms show before anything is sent (the document's messages, option labels,
 * phone lines, reply times, next steps), from content/forms.en.json: part of the English intake words
 * (en.ts), in a module of its own so a form's first load carries these and not the e-mails' or the
 * answers' words.
 */
import words from "../content/forms.en.json" with { type: "json" };
import type { FormWordsFile } from "../content/forms-schema.ts";
import { formWordsOf } from "./form-words.ts";

export const enFormWordsFile: FormWordsFile = words;
export const enForms = formWordsOf(words, "en");
