/**
 * Every word the three forms show in English: labels, hints, options, buttons and toasts. The
 * Spanish twin is content/es/forms.ts, of the same type; the forms read either through
 * content/form-copies.ts. Option labels, file messages and reply times are the intake's own words
 * (supabase/functions/_shared/copy/), which the form function says too.
 */
import { enForms as intake } from "@/supabase/functions/_shared/copy/en-forms.ts";
import {
  bestTimes,
  careNeeds,
  careTypes,
  fieldLabels,
  payers,
  positions,
  referralUrgencies,
  relationships,
  urgencies,
  withLabels,
} from "@/supabase/functions/_shared/form-options.ts";
import { ATTACHMENT_MB } from "@/supabase/functions/_shared/limits.ts";

const { replyWithin } = intake;

// A field's label is written once, in fieldLabels (the agency reads the same words in the e-mail);
// only where the form speaks to the visitor ("Your name") does it say something else.
const { clientName, clientNeeds, additionalNotes, firstName, lastName, email, phone, careType, urgency, position } = fieldLabels;
const { startDate, referralUrgency, payer, clientZip, preferredLanguage, familyContact, familyContactName, familyContactPhone } = fieldLabels;
const { neededBy, bestTime } = fieldLabels;

export const formCopy = {
  requiredMark: "*",
  requiredNote: "Fields marked * are required.",
  errorPrefix: "Error:",
  submitting: "Submitting...",
  choose: "Select an option",
  /** Every list in its order, with this language's labels. */
  options: {
    careNeeds: withLabels(careNeeds, intake.options.careNeeds),
    careTypes: withLabels(careTypes, intake.options.careTypes),
    urgencies: withLabels(urgencies, intake.options.urgencies),
    referralUrgencies: withLabels(referralUrgencies, intake.options.referralUrgencies),
    payers: withLabels(payers, intake.options.payers),
    positions: withLabels(positions, intake.options.positions),
    bestTimes: withLabels(bestTimes, intake.options.bestTimes),
    relationships: withLabels(relationships, intake.options.relationships),
  },
  toasts: {
    close: "Close",
    rateLimited: {
      title: "Too Many Requests",
      description: "Please wait a moment before submitting another form. If you need immediate assistance, please call us directly.",
    },
    failed: {
      title: "Submission Failed",
      fallback: "There was an error submitting your form. Please try again or call us directly.",
    },
    success: {
      referral: {
        title: "Referral Submitted Successfully!",
        description: "Thank you for your referral. Our team will review it right away and follow up promptly.",
      },
      consultation: {
        title: "Consultation Request Submitted!",
        description: `We'll contact you within ${replyWithin.consultation} to schedule your free consultation.`,
      },
      callback: {
        title: "Callback Request Sent!",
        description: `We'll call you back within ${replyWithin.callback}.`,
      },
      application: {
        title: "Application Submitted!",
        description: `Thank you for your interest in joining our team. We review every application and reply within ${replyWithin.application}.`,
      },
    },
    region: "Notifications",
  },
  honeypotLabel: "Leave this field empty",
  referral: {
    submit: "Submit Referral",
    labels: {
      referrerName: "Your name",
      referrerOrganization: "Organization",
      referrerPhone: phone,
      referrerEmail: email,
      clientName,
      clientNeeds,
      additionalNotes,
      startDate,
      urgency: referralUrgency,
      payer,
      clientZip,
      preferredLanguage,
      familyContact,
      familyContactName,
      familyContactPhone,
    },
    /** The optional fields intake uses to plan, after the spec's required ones. */
    planning: "To help us plan (optional)",
    /** Shown when care is needed today: the form's answer comes within business hours, the line any hour. */
    todayNote: `For care needed today, please also call our referral line, answered 24 hours a day: the form is answered within ${replyWithin.referral}.`,
    todayLine: intake.phones.referral,
    hints: {
      referrerPhone: "A 10-digit US number, like (858) 555-0123.",
      clientNeeds: "Choose all that apply.",
      preferredLanguage: "If not English, so we can match a caregiver who speaks it.",
      familyContact: "Someone we can call to arrange the in-home assessment.",
      additionalNotes:
        "What helps us prepare: the hours or days care is needed, mobility, who is at home, equipment in the home. The discharge papers can go in the document below.",
    },
    placeholders: { referrerOrganization: "Hospital, Clinic, SNF, etc." },
    file: {
      label: "Discharge document",
      hint: `Optional. ${intake.attachmentKinds}, up to ${ATTACHMENT_MB} MB: a phone photo of the papers is fine.`,
      remove: "Remove",
      removeNamed: (name: string) => `Remove ${name}`,
      chosen: "Chosen file:",
      /** What the browser says about a file it refuses: the function's very words. */
      problems: intake.attachment,
    },
  },
  consultation: {
    submit: "Request Free Consultation",
    labels: {
      firstName,
      lastName,
      email,
      phone,
      careType,
      urgency,
      relationship: "Who needs care?",
      zip: "ZIP code where care is needed",
      neededBy,
      bestTime,
      message: "Tell us about your needs",
    },
    /** The optional fields that help the first call. */
    preparing: "To help us prepare (optional)",
    hints: {
      contact: "Give a phone number, an e-mail address, or both.",
      zip: "We tell you right away whether our caregivers come to you.",
      neededBy: "For example, the day of a hospital discharge.",
      message: "Optional. Anything that helps us prepare for the call.",
    },
  },
  application: {
    submit: "Submit Application",
    applyingFor: "Applying for:",
    labels: {
      firstName,
      lastName,
      email,
      phone,
      position,
      experience: "Your experience",
      motivation: "Why do you want to join VitalHealth?",
    },
    hints: {
      experience: "Optional. Certifications, years of caregiving, languages you speak.",
      motivation: "Optional. A few sentences is plenty.",
    },
  },
  /** The call-back request in the booking section (components/booking/callback-form.tsx). `{zip}`, `{town}` filled in as typed. */
  callback: {
    submit: "Request a Call Back",
    labels: {
      name: "Your name",
      phone,
      bestTime: fieldLabels.bestTime,
      zip: "ZIP code where care is needed",
    },
    hints: {
      phone: "A 10-digit US number, like (858) 555-0123.",
      zip: "5 digits, for example 92123.",
    },
    /** Under the ZIP as it is typed (components/form/zip-note.tsx). */
    zipNote: {
      served: "Good news: we serve {zip} ({town}).",
      outside: "{zip} is outside the area our caregivers cover today.",
      outsideNext: "You can still send this request, or call us now: we'll talk it through, and if we can't help, we'll point you to someone who can.",
    },
    call: "Call",
    /** The line an out-of-area family is offered: the main line, the one families see everywhere. */
    line: intake.phones.main,
  },
} as const;
