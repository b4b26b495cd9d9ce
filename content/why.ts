import type { Card } from "./types";

export const why = {
  meta: {
    title: "Why VitalHealth",
    description:
      "What sets VitalHealth apart: whole-person care, personalized plans, licensed caregivers and a client-centered philosophy.",
  },
  hero: {
    heading: "Why families choose VitalHealth",
    text: "Choosing home care is a big decision. Here's what makes our care different, and why families trust us with the people they love most.",
  },
  apart: {
    heading: "What Sets Us Apart",
    items: [
      { icon: "sparkles", title: "Whole-Person Approach", description: "We care for physical needs, emotional wellbeing and community ties together, not one at a time." },
      { icon: "clipboard-list", title: "Personalized Care Plans", description: "Your loved one's plan is written around their routines, preferences and goals, and updated as life changes." },
      { icon: "badge-check", title: "Licensed Passionate Caregivers", description: "Background-checked, trained and supervised caregivers who chose this work because they love it." },
      { icon: "heart-handshake", title: "Client-Centered Philosophy", description: "Your loved one leads. We listen first, respect their choices and protect their independence." },
    ] satisfies Card[],
  },
  testimonials: { heading: "Hear it from families" },
  cta: {
    heading: "See the difference for yourself",
    text: "Schedule a free consultation, or if you are a healthcare professional, send us a referral.",
    referral: "Submit a Referral",
  },
} as const;
