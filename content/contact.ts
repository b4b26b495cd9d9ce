import { replyWithin } from "@/supabase/functions/_shared/copy/en-reply.ts";

export const contact = {
  meta: {
    title: "Contact Us",
    description:
      `Call, e-mail or visit VitalHealth in San Diego. Request a free consultation and we'll reply within ${replyWithin.consultation}.`,
  },
  hero: {
    heading: "Contact Us",
    text: `We're here to help. Call us, send us a message, or request a free consultation and we'll be in touch within ${replyWithin.consultation}.`,
    faq: "Read answers to common questions",
  },
  details: {
    heading: "Get in touch",
    phone: "Phone",
    email: "E-mail",
    emailNote: "We reply to e-mails within 24 hours.",
    office: "Office",
    hours: "Business hours",
  },
  form: {
    heading: "Request a Free Consultation",
    intro: `Tell us a little about your needs. We'll contact you within ${replyWithin.consultation} to schedule your free consultation.`,
  },
  location: {
    heading: "Find us",
    serviceArea: "Service area",
    directions: "Get directions",
    googleMaps: "Google Maps",
    appleMaps: "Apple Maps",
    mapsNote: "Opens your map app",
    checkZip: "Check your ZIP code",
  },
  cta: {
    heading: "Prefer to talk it through?",
    text: "Call us now, or book a free 30-minute video consultation at a time that suits you.",
  },
  /**
   * "Immediately" chosen in the consultation form: above its submit button, with the line a person
   * answers now (app/_site/contact/call-now.tsx): the main line while the office is open, else the
   * line answered around the clock. The form's reply could take a day.
   */
  callNow: {
    open: "Care needed right away? Please call us now as well: the office is open and a person answers.",
    closed: "Care needed right away? Our office is closed now, so please call our line answered 24 hours a day.",
    emergency: "If someone is hurt or in danger, call 911.",
    /**
     * Once sent: the panel's first step (and the toast) instead of the usual promise of a call
     * within a day, and the note on the line it gives (`open`: the office, `closed`: around the clock).
     */
    confirmation: {
      first: "Care is needed now: please call us at the number below rather than wait for our call. We also call you back as soon as we can.",
      open: "The office is open now and a person answers this line.",
      closed: "Our office is closed now, but this line is answered 24 hours a day.",
      giveReference: "Give this reference when you call.",
    },
  },
} as const;
