/**
 * The intake's words in English: the forms' (content/forms.en.json, through en-forms.ts) and the
 * function's own (content/intake.en.json): validation messages, the acknowledgment and status
 * e-mails, its answers. The agency's own e-mail is English whatever the sender's language and
 * builds its words in send-form-email/email.ts.
 */
import words from "../content/intake.en.json" with { type: "json" };
import { enForms } from "./en-forms.ts";
import { intakeCopyOf } from "./intake-words.ts";

export const en = intakeCopyOf(words, enForms);
