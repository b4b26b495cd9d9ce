/**
 * The Spanish words the forms show before anything is sent (the document's messages, option labels,
 * phone lines, reply times, next steps), from content/forms.es.json: part of the Spanish intake words
 * (es.ts), in a module of its own so a form's first load carries these and not the e-mails' or the
 * answers' words.
 */
import words from "../content/forms.es.json" with { type: "json" };
import type { FormWordsFile } from "../content/forms-schema.ts";
import { formWordsOf } from "./form-words.ts";

export const esFormWordsFile: FormWordsFile = words;
export const esForms = formWordsOf(words, "es");
