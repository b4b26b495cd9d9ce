export const servicesPage = {
  /** schema.org serviceType of every service (JSON-LD). */
  serviceType: "Non-medical home care",
  meta: {
    title: "Our Services",
    description:
      "Personal care, companionship, respite, transitional care and wellness check-ins from trusted San Diego caregivers.",
  },
  hero: {
    heading: "Our Services",
    text: "Non-medical home care that fits your loved one's life, from a few hours a week to around-the-clock support.",
  },
  list: { heading: "Care for every stage", intro: "Every service can be combined and adjusted as needs change." },
  approach: {
    heading: "Our Three-Circle Care Approach",
    text: "Every care plan looks after physical wellbeing, emotional connection and community support, because a good life needs all three.",
    centre: "Whole-person care",
  },
  features: { heading: "What you can count on" },
  testimonials: { heading: "Families trust VitalHealth" },
  closing: {
    heading: "Ready to find the right caregiver?",
    text: "Tell us about your loved one and we'll match a caregiver who fits their needs and personality.",
    brochure: "Download Our Care Brochure",
    brochureNote: "PDF",
  },
} as const;
