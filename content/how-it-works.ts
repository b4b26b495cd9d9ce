import type { Step } from "./types";

/** The four steps from the first call to care at home (Home and Services show them). */
export const howItWorks = {
  heading: "How it works",
  intro: "Four steps from your first call to care at home. Nothing is charged until you decide to start care.",
  steps: [
    {
      title: "Free consultation",
      description: "A video call with our care team. Tell us about your loved one; we answer your questions and explain the costs and your options.",
    },
    {
      title: "In-home assessment and care plan",
      description: "A care coordinator visits your loved one at home, looks at routines and safety, and writes a care plan with you and your family.",
    },
    {
      title: "Caregiver match and meeting",
      description: "We choose a registered, background-checked caregiver who fits the plan, the personality and the language, and you meet them before care begins.",
    },
    {
      title: "Care starts, with regular check-ins",
      description: "Your caregiver follows the care plan. We check in with you after the first visits and regularly after that, and update the plan as needs change.",
    },
  ] satisfies Step[],
} as const;
