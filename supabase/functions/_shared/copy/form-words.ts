/**
 * A language's form words (content/forms.<language>.json) with the agency's facts put in: the reply
 * times from agency.json in the language's units, the lines' numbers, the document's size and kinds
 * from limits.ts. What the forms show before anything is sent and what the acknowledgment repeats;
 * the site's forms add their own words from the same file (content/form-copy.ts).
 */
import { agency, phones as lines, replyDeadline, startCare } from "../agency.ts";
import type { FormWordsFile } from "../content/forms-schema.ts";
import { byForm, type FormType } from "../form-types.ts";
import { ATTACHMENT_MB, describeAttachmentKinds, documentExtensions, type DocumentForm } from "../limits.ts";
import { replyTimeIn, replyTimesIn } from "../reply-words.ts";
import { fillSlots } from "../slots.ts";
import { listInWords } from "./lists.ts";
import type { FormWords, NextSteps } from "./types.ts";

/** The line each form's confirmation offers: referrers have their own, answered around the clock. */
const NEXT_STEP_LINE: Record<FormType, "main" | "referral"> = { referral: "referral", consultation: "main", callback: "main", application: "main" };

/** How soon each form is answered, in the language's words ("2 business hours", "2 a 3 días hábiles"). */
export const replyTimesOf = (words: FormWordsFile, lang: string): Record<FormType, string> =>
  replyTimesIn(replyDeadline, { lang, ...words.replyTimes });

export function formWordsOf(words: FormWordsFile, lang: string): FormWords {
  const { document } = words;
  const or = (items: string[]) => listInWords(items, document.or);
  const kindIn = (template: string) => (exts: string[]) =>
    fillSlots(template, { names: or(exts), dotted: or(exts.map((e) => `.${e.toLowerCase()}`)) });
  // Each form's document, described in its own kinds: the referral's papers, the application's résumé.
  const documentWords = (form: DocumentForm) => {
    const kinds = describeAttachmentKinds((kind) => kindIn(document.kinds[kind]), or, documentExtensions[form]);
    const facts = { attachmentKinds: kinds, attachmentMb: ATTACHMENT_MB };
    const problems = Object.fromEntries(
      Object.entries(document.problems).map(([problem, words]) => [problem, fillSlots(words, facts)]),
    ) as FormWords["documents"][DocumentForm]["problems"];
    return { kinds, problems };
  };
  const documents = Object.fromEntries(
    Object.keys(documentExtensions).map((form) => [form, documentWords(form as DocumentForm)]),
  ) as FormWords["documents"];
  const phones = {
    main: { label: words.phones.main.label, ...lines.main },
    referral: { label: words.phones.referral.label, ...lines.referral, note: words.phones.referral.note },
    emergency: { label: words.phones.emergency.label, ...lines.emergency, note: words.phones.emergency.note },
  };
  const replyWithin = replyTimesOf(words, lang);
  const nextStepsOf = (type: FormType): NextSteps => {
    const { heading, steps, firstStepBy, phoneNote } = words[type].nextSteps;
    const values = { reply: replyWithin[type], fastestStartHours: startCare.fastestHours, usualStartHours: startCare.usualHours };
    const fill = (step: string) => fillSlots(step, values);
    return { heading, steps: steps.map(fill), firstStepBy: fill(firstStepBy), phone: phones[NEXT_STEP_LINE[type]], phoneNote };
  };
  return {
    documents,
    phones,
    fieldLabels: words.acknowledgedLabels,
    replyWithin,
    nextSteps: byForm(nextStepsOf),
    todayClosed: words.referral.todayClosed,
    urgentReferralReply: replyTimeIn(agency.urgentReplyWithin.referral, { lang, ...words.replyTimes }),
    options: words.options,
  };
}
