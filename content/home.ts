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
    book: "Book Virtual Consultation",
    callPrefix: "Call",
  },
  circles: {
    heading: "Three circles of whole-person care",
    intro: "Good care is more than help with tasks. We care for every part of a person's wellbeing.",
  },
  servicesTeaser: {
    heading: "How we can help",
    intro: "Flexible, non-medical care shaped around your loved one's day.",
    viewAll: "View All Services",
  },
  testimonials: {
    heading: "What Families Say",
    intro: "Real words from the families we're honored to serve.",
  },
  mission: {
    heading: "Our mission",
    text: "To help every person we serve live with dignity, comfort and joy at home, and to give their families the peace of mind that comes from knowing someone trustworthy is there.",
  },
  cta: {
    heading: "Not sure where to start?",
    text: "A free 30-minute video call with our care team is the easiest first step. We'll listen, answer your questions and explain your options, with no obligation.",
    book: "Book Virtual Consultation",
  },
} as const;
