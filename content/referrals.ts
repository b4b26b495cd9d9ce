import { policies } from "./policies";
import type { Card } from "./types";

export const referrals = {
  meta: {
    title: "Refer a Patient",
    description:
      "For discharge planners, social workers and physicians: refer a patient to VitalHealth non-medical home care in San Diego.",
  },
  hero: {
    heading: "Refer with Confidence",
    text: "We make referrals seamless. Send us your patient's details and our intake team responds quickly, arranging compassionate non-medical home care so your patient goes home supported.",
    badgesLabel: "Our credentials",
    // OWNER TO CONFIRM: that the agency can claim HIPAA compliance (here and in the confidentiality line below).
    badges: ["Licensed & Bonded", "Quick Response", "HIPAA Compliant"],
    submit: "Submit a Referral Now",
  },
  partners: {
    heading: "Trusted Referral Partners",
    items: [
      { icon: "hospital", title: "Hospitals & Discharge Planners", description: `Safe discharges with a caregiver ready at home, often within ${policies.startCare.fastestHours} hours.` },
      { icon: "handshake", title: "Social Workers", description: "A reliable partner for clients who need help to stay safely at home." },
      { icon: "activity", title: "Skilled Nursing & Rehabilitation", description: "Continuity of care as patients move from facility to home." },
      { icon: "stethoscope", title: "Physicians & Community Partners", description: "Support that helps patients follow care plans and avoid readmission." },
    ] satisfies Card[],
  },
  whyRefer: {
    heading: "Why Refer to VitalHealth",
    items: [
      { icon: "timer", title: "Quick Intake and Response", description: `We confirm every referral promptly and can often start care within ${policies.startCare.fastestHours} to ${policies.startCare.usualHours} hours.` },
      { icon: "trending-up", title: "Proven Track Record", description: "Families and partners across San Diego County trust our caregivers." },
      { icon: "mail", title: "Professional Communication", description: "Clear updates to you and the family at every step, in the way you prefer." },
      { icon: "circle-check", title: "Coordination Relief", description: "We handle scheduling, matching and follow-up, so you can focus on your patients." },
    ] satisfies Card[],
  },
  form: {
    heading: "Submit a Referral",
    title: "Professional Referral Form",
    confidentiality: "All information is kept confidential and handled in line with HIPAA.",
    mailAlternative: "Prefer e-mail? Send the details to",
    mailWarning:
      "Plain e-mail is not a safe place for health details. In an e-mail, give only your name, organization and how to reach you; we will call back for the rest, or use the form above.",
  },
  closing: {
    heading: "Urgent referral?",
    text: "Call our professional referral line. It is answered 24 hours a day, 7 days a week.",
  },
  /** The patient's ZIP in the referral form, as it is typed: a word, never a refusal (`{zip}`, `{town}` filled in). */
  patientZip: {
    served: "In our service area: {zip} ({town}).",
    outside: "{zip} is outside the area our caregivers cover today.",
    outsideNext: "You can still send this referral: our intake team will call you to talk it through.",
  },
  /** Under "Send another referral": what the next one keeps (the form's `keep`). */
  keeps: "Your name, organization, phone and e-mail stay filled in; the patient's details start empty.",
} as const;
