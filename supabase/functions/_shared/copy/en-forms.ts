/**
 * The English words the forms show before anything is sent: the document's messages, option labels,
 * phone lines, reply times, next steps. Part of the English intake words (en.ts), in a module of
 * its own so a form's first load carries these and not the e-mails' or the answers' words.
 */
import { phones, startCare } from "../agency.ts";
import {
  bestTimes,
  careNeeds,
  careTypes,
  fieldLabels,
  labelsOf,
  payers,
  positions,
  referralUrgencies,
  relationships,
  urgencies,
} from "../form-options.ts";
import { ATTACHMENT_MB, describeAttachmentKinds } from "../limits.ts";
import { replyWithin } from "./en-reply.ts";
import { listInWords } from "./lists.ts";
import type { FormWords } from "./types.ts";

/** "A, B or C". */
const orList = (items: string[]) => listInWords(items, "or");
const dotted = (exts: string[]) => orList(exts.map((e) => `.${e.toLowerCase()}`));

/** "PDF, Word (.doc or .docx), plain text (.txt) or photo (JPG, PNG or HEIC)": limits.ts's list. */
const attachmentKinds = describeAttachmentKinds(
  {
    pdf: () => "PDF",
    word: (exts) => `Word (${dotted(exts)})`,
    text: (exts) => `plain text (${dotted(exts)})`,
    photo: (exts) => `photo (${orList(exts)})`,
  },
  orList,
);


export const enForms: FormWords = {
  attachment: {
    type: `Please choose a ${attachmentKinds} file.`,
    mismatch: `This file does not look like the kind of file its name says. Please attach a ${attachmentKinds} file.`,
    size: `The document must be ${ATTACHMENT_MB} MB or smaller.`,
    empty: "The document is empty. Please choose another file.",
    unreadable: "The document could not be read. Please choose it again.",
  },
  attachmentKinds,
  phones,
  fieldLabels: {
    bestTime: fieldLabels.bestTime,
    neededBy: fieldLabels.neededBy,
    relationship: fieldLabels.relationship,
    zip: fieldLabels.zip,
  },
  replyWithin,
  nextSteps: {
    referral: {
      heading: "We have your referral",
      steps: [
        `Our intake coordinator reviews it and calls you within ${replyWithin.referral} to confirm.`,
        "We contact the patient or family to arrange a free in-home assessment.",
        `Care can often start within ${startCare.fastestHours} to ${startCare.usualHours} hours, and we keep you updated until it does.`,
      ],
      phone: phones.referral,
      phoneNote: "For an urgent discharge, call our referral line, answered 24 hours a day, 7 days a week, and give this reference.",
    },
    consultation: {
      heading: "We have your request",
      steps: [
        `We contact you within ${replyWithin.consultation} to schedule your free 30-minute consultation.`,
        "On the call we listen to what you need and answer your questions about care and costs.",
        "If care is right for you, we plan it together, with no long-term contract.",
      ],
      phone: phones.main,
      phoneNote: "If you would rather talk now, call us and give this reference.",
    },
    callback: {
      heading: "We have your callback request",
      steps: [
        `We call you back within ${replyWithin.callback}, at the time of day you chose if you picked one.`,
        "On the call we listen to what you need and answer your questions about care and costs.",
        "If care is right for you, we plan it together, with no long-term contract.",
      ],
      phone: phones.main,
      phoneNote: "If you would rather talk now, call us and give this reference.",
    },
    application: {
      heading: "We have your application",
      steps: [
        `A real person reads it and replies within ${replyWithin.application}.`,
        "If it is a fit, we arrange a short phone call about the role and your hours.",
      ],
      phone: phones.main,
      phoneNote: "Questions about your application? Call us and give this reference.",
    },
  },
  // English shows the very labels the agency reads in its e-mail.
  options: {
    careNeeds: labelsOf(careNeeds),
    careTypes: labelsOf(careTypes),
    urgencies: labelsOf(urgencies),
    referralUrgencies: labelsOf(referralUrgencies),
    payers: labelsOf(payers),
    positions: labelsOf(positions),
    bestTimes: labelsOf(bestTimes),
    relationships: labelsOf(relationships),
  },
};
