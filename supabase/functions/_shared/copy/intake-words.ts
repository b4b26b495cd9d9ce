/**
 * A language's intake words (content/intake.<language>.json) with the facts put in, joined with
 * what its forms show (form-words.ts): the whole `IntakeCopy` the schemas, the acknowledgment, the
 * status e-mail and the function's answers read.
 */
import { MAX_START_DAYS } from "../calendar.ts";
import type { IntakeWordsFile } from "../content/intake-schema.ts";
import { byForm } from "../form-types.ts";
import { ATTACHMENT_MB } from "../limits.ts";
import { fillSlots } from "../template.ts";
import type { FormWords, IntakeCopy } from "./types.ts";

/** A sentence with one slot, as a function of its value. */
const withSlot = (template: string, slot: string) => (value: string | number) => fillSlots(template, { [slot]: value });

export function intakeCopyOf(words: IntakeWordsFile, forms: FormWords): IntakeCopy {
  const { validation, acknowledgment, statusEmail, answers } = words;
  return {
    validation: {
      ...validation,
      tooLong: withSlot(validation.tooLong, "max"),
      dateFar: fillSlots(validation.dateFar, { maxStartDays: MAX_START_DAYS }),
      // The document's own checks in the schemas (size, base64) are worded as the referral's.
      attachment: forms.documents.referral.problems,
    },
    documents: forms.documents,
    phones: forms.phones,
    fieldLabels: forms.fieldLabels,
    replyWithin: forms.replyWithin,
    nextSteps: forms.nextSteps,
    todayClosed: forms.todayClosed,
    options: forms.options,
    acknowledgment: {
      ...acknowledgment,
      subject: byForm((type) => withSlot(acknowledgment.subject[type], "reference")),
      sentAt: (date, time) => fillSlots(acknowledgment.sentAt, { date, time }),
      documentReceived: (kind, size) => fillSlots(acknowledgment.documentReceived, { kind, size }),
    },
    statusEmail: {
      ...statusEmail,
      notices: Object.fromEntries(
        Object.entries(statusEmail.notices).map(([notice, words]) => [notice, { ...words, subject: withSlot(words.subject, "reference") }]),
      ) as IntakeCopy["statusEmail"]["notices"],
      caller: withSlot(statusEmail.caller, "name"),
    },
    answers: { ...answers, tooLarge: fillSlots(answers.tooLarge, { attachmentMb: ATTACHMENT_MB }) },
  };
}
