import type { Card } from "./types";

export const about = {
  meta: {
    title: "About Us",
    description:
      "Meet VitalHealth: a San Diego home care agency built on compassion, whole-person care and excellence in every visit.",
  },
  hero: {
    heading: "About VitalHealth",
    text: "We started VitalHealth because we believe growing older should never mean losing independence, dignity or joy. Our caregivers bring skill and warmth into every home we visit.",
  },
  mission: {
    heading: "Our mission",
    text: "To help every person we serve live with dignity, comfort and joy at home, and to give their families the peace of mind that comes from knowing someone trustworthy is there.",
  },
  philosophy: {
    heading: "Our Philosophy",
    paragraphs: [
      "We see each client as a whole person, not a list of tasks. Physical comfort, emotional wellbeing and a sense of belonging all matter, so our care plans include all three.",
      "Every plan starts with a conversation. We learn your loved one's routines, history and preferences, then match a caregiver who fits. As needs change, the plan changes too.",
    ],
  },
  values: {
    heading: "Our Core Values",
    items: [
      { icon: "heart", title: "Compassion First", description: "We treat every client the way we would want our own parents treated: with kindness, patience and respect." },
      { icon: "sprout", title: "Holistic Approach", description: "Body, mind and community. We care for the whole person and the family around them." },
      { icon: "award", title: "Excellence Always", description: "Trained, screened caregivers, careful supervision and clear communication, on every visit." },
    ] satisfies Card[],
  },
  cta: {
    heading: "Let's talk about your family's needs",
    text: "Book a free 30-minute virtual consultation with our care team.",
  },
} as const;
