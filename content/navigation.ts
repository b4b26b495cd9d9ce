export const mainNav = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About Us" },
  { href: "/services", label: "Our Services" },
  { href: "/costs", label: "Costs" },
  { href: "/why-vitalhealth", label: "Why VitalHealth" },
  { href: "/faq", label: "FAQ" },
  { href: "/careers", label: "Join Our Team" },
  { href: "/contact", label: "Contact" },
] as const;

export const footerQuickLinks = [
  { href: "/about", label: "About" },
  { href: "/services", label: "Services" },
  { href: "/costs", label: "Costs" },
  { href: "/why-vitalhealth", label: "Why VitalHealth" },
  { href: "/careers", label: "Careers" },
  { href: "/referrals", label: "Referrals" },
  { href: "/faq", label: "FAQ" },
] as const;

export const legalLinks = [
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
] as const;

/** Shared labels used by the shell and by several pages. */
export const ui = {
  skipLink: "Skip to main content",
  homeLink: "VitalHealth home",
  menuLabel: "Menu",
  mainNavLabel: "Main",
  freeConsultation: "Free Consultation",
  submitReferral: "Submit a Referral",
  costsLink: "See Costs and Ways to Pay",
  forProfessionals: "For professionals",
  callPrefix: "Call",
  /** The header's call button, where the number may not fit beside it. */
  callButton: "Call",
  footerQuickLinks: "Quick links",
  footerContact: "Contact us",
  footerLegal: "Legal",
  footerBrand:
    "Compassionate, whole-person, non-medical home care for San Diego families. Licensed, bonded and insured.",
  rights: "All rights reserved.",
  testimonialsLabel: "Quotes from families",
  starsLabel: (n: number) => `Rated ${n} out of 5`,
  booking: {
    heading: "Book Your Free 30-Minute Virtual Consultation",
    intro:
      "Pick a time that suits you. We'll talk through your loved one's needs, answer your questions and suggest a care plan. No cost, no obligation.",
    frameTitle: "Booking calendar for a free 30-minute virtual consultation",
    trouble: "Calendar not loading?",
    openPage: "Open the booking page in a new tab",
    orCall: "Or call",
    failed: "The booking calendar isn't loading here. If it doesn't appear below, ask us to call you instead.",
    noScript: "The booking calendar needs JavaScript, which is off in this browser. Ask us to call you instead, or open the booking page with the link below.",
    requestCall: "Request a consultation call",
  },
  notFound: {
    code: "404",
    heading: "Oops! Page not found",
    text: "The page you were looking for has moved or never existed.",
    home: "Go back home",
    /** Shown on the other language's 404 page, in this language: the way to this language's home. */
    otherLanguageHome: "Go to the English home page",
  },
  error: {
    heading: "Unexpected Application Error!",
    text: "Something went wrong on our side. Please try again, or call us and we'll help right away.",
    retry: "Try again",
    home: "Go back home",
  },
} as const;
