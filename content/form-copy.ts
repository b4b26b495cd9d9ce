/**
 * The site's form words in one language, from that language's form words file
 * (supabase/functions/_shared/content/forms.<language>.json) and the intake words filled from it
 * (copy/form-words.ts): what the three forms and the call-back request show, their toasts and the
 * confirmation panel. One builder for every language, so a translation is only its file.
 */
import type { FormWordsFile } from "@/supabase/functions/_shared/content/forms-schema.ts";
import type { FormWords } from "@/supabase/functions/_shared/copy/types.ts";
import { optionsIn } from "@/supabase/functions/_shared/form-options.ts";
import { byForm } from "@/supabase/functions/_shared/form-types.ts";
import { ATTACHMENT_MB } from "@/supabase/functions/_shared/limits.ts";
import type { Locale } from "@/supabase/functions/_shared/locale.ts";
import { fillSlots } from "@/supabase/functions/_shared/slots.ts";

/**
 * A document field's words with the form's own kinds put in (`{name}`, the chosen file's, is filled
 * by the field as it shows the file), and what the browser says about a file it refuses: the
 * function's very words.
 */
function fileWords(file: FormWordsFile["referral"]["file"], document: FormWords["documents"]["referral"]) {
  return { ...file, hint: fillSlots(file.hint, { attachmentKinds: document.kinds, attachmentMb: ATTACHMENT_MB }), problems: document.problems };
}

export function formCopyOf(words: FormWordsFile, intake: FormWords) {
  // The words the intake fills (copy/form-words.ts: the document's, the lines', the reply times') reach the forms through `intake`.
  const { requiredMark, requiredNote, errorPrefix, submitting, choose, honeypotLabel, referral, consultation, callback, application } = words;
  const { options, replyWithin } = intake;
  // Each form's section as its file has it, with the facts put in where its words quote them.
  return {
    requiredMark,
    requiredNote,
    errorPrefix,
    submitting,
    choose,
    honeypotLabel,
    consultation,
    application: { ...application, file: fileWords(application.file, intake.documents.application) },
    /** Every list in its order, with this language's labels. */
    options: optionsIn(options),
    toasts: {
      ...words.toasts,
      success: byForm((type) => ({ ...words[type].success, description: fillSlots(words[type].success.description, { reply: replyWithin[type] }) })),
    },
    referral: {
      ...referral,
      /** Shown when care is needed today: the form's answer comes within the urgent reply time, the line any hour. */
      todayNote: fillSlots(referral.todayNote, { reply: intake.urgentReferralReply }),
      todayLine: intake.phones.referral,
      file: fileWords(referral.file, intake.documents.referral),
    },
    /** The call-back request in the booking section. `{zip}`, `{town}` filled in as typed (components/form/zip-note.tsx). */
    callback: {
      ...callback,
      /** The line an out-of-area family is offered: the main line, the one families see everywhere. */
      line: intake.phones.main,
    },
  };
}

/**
 * The confirmation panel's words: what happens next after each form, by when, and which line to call;
 * `lang`, the language its times are written in.
 */
export function confirmationCopyOf(words: FormWordsFile, intake: FormWords, lang: Locale) {
  return { ...words.confirmation, lang, nextSteps: intake.nextSteps, todayClosed: intake.todayClosed, sendAnother: byForm((type) => words[type].sendAnother) };
}

export type FormCopy = ReturnType<typeof formCopyOf>;
export type ConfirmationCopy = ReturnType<typeof confirmationCopyOf>;
