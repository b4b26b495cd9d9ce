/**
 * The intake's words in Spanish: the forms' (content/forms.es.json, through es-forms.ts) and the
 * function's own (content/intake.es.json): validation messages, the acknowledgment and status
 * e-mails, its answers. The agency's own e-mail is English whatever the sender's language and
 * builds its words in send-form-email/email.ts.
 */
import words from "../content/intake.es.json" with { type: "json" };
import { esForms } from "./es-forms.ts";
import { intakeCopyOf } from "./intake-words.ts";

export const es = intakeCopyOf(words, esForms);
