/**
 * The English words the forms show before anything is sent: the document's messages, option labels,
 * phone lines, reply times, next steps. Part of the English intake words (en.ts), in a module of
 * its own so a form's first load carries these and not the e-mails' or the answers' words.
 */
import { phones, replyWithin, startCare } from "../agency.ts";
import { careNeeds, careTypes, labelsOf, payers, positions, referralUrgencies, urgencies } from "../form-options.ts";
import { ATTACHMENT_MB } from "../limits.ts";
import type { FormWords } from "./types.ts";

const attachmentKinds = "PDF, Word (.doc or .docx) or plain text (.txt)";

export const enForms: FormWords = {
  attachment: {
    type: `Please choose a ${attachmentKinds} document.`,
    mismatch: "This document does not look like the kind of file its name says. Please attach a PDF, Word or text file.",
    size: `The document must be ${ATTACHMENT_MB} MB or smaller.`,
    empty: "The document is empty. Please choose another file.",
    unreadable: "The document could not be read. Please choose it again.",
  },
  attachmentKinds,
  phones,
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
      phone: phones.call,
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
  },
};
