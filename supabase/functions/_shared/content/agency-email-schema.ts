/**
 * What the agency's own e-mail says around the answers (agency-email.json, beside this module), in
 * English, the language the agency reads whatever the sender's: each field's label (the desk's
 * record uses them too), each form's heading and subject, how a subject words a date or a time to
 * call, the footers, and the notice that the sender wrote in another language.
 */
import { z } from "zod";
import { fieldNames } from "../field-labels.ts";
import type { FormType } from "../form-types.ts";
import { each, group, say } from "./forms-schema.ts";

const formEmail = group({ heading: say(), subject: say() });

export const agencyEmailSchema = group({
  fieldLabels: each(fieldNames),
  /** `heading`: the body's first line ("New professional referral from the website."); `subject`: the subject's first words, before the reference. */
  forms: group({ referral: formEmail, consultation: formEmail, callback: formEmail, application: formEmail }) satisfies z.ZodType<Record<FormType, unknown>>,
  /** Around the answers: the text body's first line (`{heading}`: the form's), the reference's label, an answer left empty. */
  body: group({ firstLine: say("heading"), reference: say(), notGiven: say() }),
  /** How a subject words a date (`{date}`: "Tue, Nov 24") or the time to call (`{label}`: "Afternoon"). */
  inSubject: group({ startDate: say("date"), neededBy: say("date"), bestTime: say("label") }),
  attachedDocument: say(),
  /** A minimal e-mail's last line: where staff read the rest. */
  minimalFooter: say("recordLocation"),
  fullFooter: say("submissionId"),
  /** For a sender who wrote in another language than English: a tag first in the subject, and a line atop both bodies. */
  languageNotices: group({ es: group({ tag: say(), text: say() }) }),
});

export type AgencyEmailWords = z.infer<typeof agencyEmailSchema>;
