/** What the hero's price line says, formatted by the page: the hourly rate ("$39") and the shortest visit in hours. */
export type PriceFacts = { hourly: string; minimumVisitHours: number };

export const home = {
  meta: {
    title: "Non-Medical Home Care in San Diego",
    description:
      "Compassionate non-medical home care in San Diego. Book a free 30-minute virtual consultation or call us today.",
  },
  hero: {
    eyebrow: "Licensed, bonded & insured home care in San Diego",
    heading: "Caring for the whole person, right at home",
    text: "VitalHealth helps older adults live safely and happily at home, with caregivers who look after the body, the heart and the connections that make life full.",
    /** The price, from the rates in content/site.ts and the policies (never retyped here). */
    price: ({ hourly, minimumVisitHours }: PriceFacts) => `From ${hourly} an hour · ${minimumVisitHours}-hour visits · no long-term contract`,
  },
  servicesTeaser: {
    heading: "How we can help",
    intro: "Flexible, non-medical care shaped around your loved one's day.",
  },
  testimonials: {
    heading: "What Families Say",
  },
} as const;
