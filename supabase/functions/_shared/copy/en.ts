/**
 * The intake's words in English: the forms' validation messages, option labels, phone lines, next
 * steps (those the forms show first are in en-forms.ts), the acknowledgment e-mail and the
 * function's answers. The agency's own e-mail is English whatever the sender's language and builds
 * its words in send-form-email/email.ts.
 */
import { MAX_START_DAYS } from "../calendar.ts";
import { ATTACHMENT_MB } from "../limits.ts";
import { enForms } from "./en-forms.ts";
import type { IntakeCopy } from "./types.ts";

export const en: IntakeCopy = {
  validation: {
    required: {
      name: "Please enter your name.",
      organization: "Please enter your organization.",
      phone: "Please enter your phone number.",
      email: "Please enter your e-mail address.",
      clientName: "Please enter the patient or client's name.",
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      filename: "Please enter a file name.",
      field: "Please enter this field.",
    },
    tooLong: (max) => `Please keep this under ${max} characters.`,
    controlChars: "Please remove special control characters from this field.",
    unreadable: "This answer contains characters we cannot read. Please retype it.",
    email: "Please enter a valid e-mail address, like name@example.com.",
    phone: "Please enter a 10-digit US phone number, like (858) 555-0123.",
    careNeeds: "Please select at least one care need.",
    careType: "Please choose the type of care.",
    urgency: "Please choose when care is needed.",
    position: "Please choose a position.",
    contactWay: "Please give a phone number or an e-mail address so we can reach you.",
    date: "Please enter a date, like 12/24/2026.",
    datePast: "This date has passed. Please enter today's date or a later one.",
    dateFar: `Please enter a date within the next ${MAX_START_DAYS} days.`,
    referralUrgency: "Please choose how soon care is needed from the list.",
    payer: "Please choose who will pay from the list.",
    bestTime: "Please choose the best time to call from the list.",
    relationship: "Please choose who needs care from the list.",
    zip: "Please enter a 5-digit ZIP code, like 92123.",
    contactPhone: "Please add a phone number for this contact, like (858) 555-0123.",
    submissionId: "This form is missing its submission id. Please reload the page.",
    formType: "Unknown form type.",
    locale: "We could not tell which language this form is in. Please reload the page and try again.",
    attachment: enForms.attachment,
  },
  attachmentKinds: enForms.attachmentKinds,
  phones: enForms.phones,
  fieldLabels: enForms.fieldLabels,
  replyWithin: enForms.replyWithin,
  nextSteps: enForms.nextSteps,
  options: enForms.options,
  acknowledgment: {
    subject: {
      referral: (reference) => `We received your referral (${reference})`,
      consultation: (reference) => `We received your consultation request (${reference})`,
      callback: (reference) => `We received your callback request (${reference})`,
      application: (reference) => `We received your application (${reference})`,
    },
    reference: "Your reference",
    yourAnswers: "About the call",
    whatNext: "What happens next",
    callNow: {
      first: "Care is needed now: please call us at the first number below rather than wait for our call. We also call you back as soon as we can.",
      open: "Our office was open when you sent your request: a person answers the main line during office hours, and the emergency line 24 hours a day. Give this reference when you call.",
      closed: "Our office was closed when you sent your request; the emergency line is answered 24 hours a day, and the main line during office hours. Give this reference when you call.",
    },
    privacyNote: "This is an automatic confirmation. For your privacy it does not repeat your care details or anything you typed.",
  },
  statusEmail: {
    notices: {
      accept_pending: {
        subject: (reference) => `Your referral needs more information (${reference})`,
        status: "Accept pending: more information needed",
        lead: "We expect to accept this referral, but we need more information first.",
      },
      accepted: {
        subject: (reference) => `Your referral is accepted (${reference})`,
        status: "Accepted",
        lead: "We have accepted this referral. We contact the patient or family to arrange the start of care.",
      },
      declined: {
        subject: (reference) => `We cannot take this referral (${reference})`,
        status: "Declined",
        lead: "We are sorry: we cannot take this referral.",
      },
      scheduled: {
        subject: (reference) => `Your free consultation is scheduled (${reference})`,
        status: "Consultation scheduled",
        lead: "Your free 30-minute consultation is scheduled, at the time we agreed with you.",
      },
    },
    status: "New status",
    reason: "Reason",
    reasons: {
      outside_area: "Outside our service area",
      no_caregiver: "No caregiver available",
      beyond_non_medical: "Needs beyond non-medical care",
      payment: "Payment",
      other: "Other",
    },
    caller: (name) => `${name}, from our team, will call you.`,
    callerTeam: "Someone from our team will call you.",
    privacyNote: "For your privacy, this e-mail does not repeat what you sent us.",
  },
  answers: {
    origin: "This form can only be sent from our website.",
    method: "This address only accepts form submissions.",
    config: "Our form service is not set up correctly right now. Please call us.",
    mediaType: "We could not read your form. Please reload the page and try again.",
    rateLimited: "You have sent several forms in a short time. Please wait a minute and try again, or call us.",
    tooLarge: `Your form is too large to send. Please attach a document of ${ATTACHMENT_MB} MB or less.`,
    bodyTimeout: "Your form took too long to arrive. Please check your connection and try again.",
    badJson: "We could not read your form. Please reload the page and try again.",
    forbidden: "This request is not allowed.",
    store: "We could not save your form just now. Please try again in a moment (it will not be sent twice), or call us.",
    unexpected: "Something went wrong on our side. Please try again or call us.",
    fixFields: "Some answers need a second look. Please check the form and try again.",
    unknownType: "We could not tell which form this is. Please reload the page and try again.",
    fallback: "Please check this answer.",
  },
};
