/** Every word the three forms show: labels, hints, buttons and toasts. */
import { fieldLabels } from "@/supabase/functions/_shared/form-options.ts";
import { ATTACHMENT_MB, attachmentKinds, attachmentMessages } from "@/supabase/functions/_shared/limits.ts";

// A field's label is written once, in fieldLabels (the agency reads the same words in the e-mail);
// only where the form speaks to the visitor ("Your name") does it say something else.
const { clientName, clientNeeds, additionalNotes, firstName, lastName, email, phone, careType, urgency, position } = fieldLabels;

export const formCopy = {
  requiredMark: "*",
  requiredNote: "Fields marked * are required.",
  errorPrefix: "Error:",
  submitting: "Submitting...",
  choose: "Select an option",
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
        description: "We'll contact you within 24 hours to schedule your free consultation.",
      },
      application: {
        title: "Application Submitted!",
        description: "Thank you for your interest in joining our team. We review every application and reply within 2-3 business days.",
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
    },
    hints: {
      referrerPhone: "A 10-digit US number, like (858) 555-0123.",
      clientNeeds: "Choose all that apply.",
      additionalNotes: "Diagnosis-free summary, schedule, discharge date, family contact: anything that helps us prepare.",
    },
    placeholders: { referrerOrganization: "Hospital, Clinic, SNF, etc." },
    file: {
      label: "Discharge document",
      hint: `Optional. ${attachmentKinds}, up to ${ATTACHMENT_MB} MB.`,
      remove: "Remove",
      removeNamed: (name: string) => `Remove ${name}`,
      chosen: "Chosen file:",
      wrongType: attachmentMessages.type,
      tooLarge: attachmentMessages.size,
      empty: attachmentMessages.empty,
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
      message: "Tell us about your needs",
    },
    hints: {
      contact: "Give a phone number, an e-mail address, or both.",
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
} as const;
