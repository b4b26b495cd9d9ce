/**
 * The agency facts the form function needs as much as the site does: the phone lines and what
 * happens after each form, with by when. The site's content/ re-exports them (content/site.ts,
 * content/next-steps.ts), and the function reads them for the acknowledgment e-mail; they live
 * under supabase/functions/ because a deployed function cannot import from outside that folder.
 * Phones use the fictional 555-01xx range.
 */
import type { FormType } from "./schemas.ts";

/** The agency's own clock: "today" for a start date, and the hours in its e-mails. */
export const AGENCY_TIME_ZONE = "America/Los_Angeles";

export type Phone = { label: string; display: string; /** E.164, for tel: links */ tel: string; note?: string };

export const phones = {
  main: { label: "Main line", display: "(858) 555-0100", tel: "+18585550100" },
  call: { label: "Call us", display: "(858) 555-0101", tel: "+18585550101" },
  referral: {
    label: "Professional referral line",
    display: "(858) 555-0102",
    tel: "+18585550102",
    note: "Available 24/7 for urgent referrals",
  },
  emergency: {
    label: "Emergency line",
    display: "(858) 555-0103",
    tel: "+18585550103",
    note: "Available 24/7 for emergencies",
  },
} as const satisfies Record<string, Phone>;

/** How soon urgent care (after a hospital stay, a referral) can often start: "within 24 to 48 hours". OWNER TO CONFIRM. */
export const startCare = { fastestHours: 24, usualHours: 48 } as const;

/**
 * How soon the agency answers each form. OWNER TO CONFIRM: the referral figure is a placeholder
 * (the spec promises only "right away"); consultation and application are the spec's and the
 * product decisions' own.
 */
export const replyWithin = {
  referral: "2 business hours",
  consultation: "24 hours",
  application: "2-3 business days",
} as const satisfies Record<FormType, string>;

/** What happens after a form is sent, in order: the confirmation panel and the acknowledgment e-mail. */
export type NextSteps = {
  /** Heading of the panel and the e-mail's opening line. */
  heading: string;
  steps: string[];
  /** The line to call instead, and why. */
  phone: Phone;
  phoneNote: string;
};

export const nextSteps = {
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
} as const satisfies Record<FormType, NextSteps>;
