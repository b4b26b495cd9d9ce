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
  /**
   * The consultation's destination (components/booking/): first a call-back request, then the
   * booking calendar, then the phone. `{phone}` is the main line, filled in by the section.
   */
  booking: {
    heading: "Your Free 30-Minute Consultation",
    intro: "Three ways to start, whichever is easiest for you. No cost, no obligation.",
    callback: {
      heading: "Ask us to call you",
      text: "Leave your name and number, and we call you back at the time that suits you.",
    },
    calendar: {
      heading: "Or pick a time on our calendar",
      text: "Book a 30-minute video call with our care team.",
    },
    phone: {
      heading: "Or call us now",
      text: "Talk with our care team during office hours.",
    },
    frameTitle: "Booking calendar for a free 30-minute virtual consultation",
    trouble: "Calendar not loading?",
    openPage: "Open the booking page in a new tab",
    /** The script loaded (or is slow) but no calendar appeared after 5 s: a plain frame of the page is shown instead. */
    failed: "The booking calendar is slow to load here. If it doesn't appear below, ask us to call you instead.",
    /** The script could not load at all (a blocked host, a content blocker, a hospital firewall): no frame is shown. */
    blocked:
      "The booking calendar can't load on this network or in this browser. You can still ask us to call you, or call us at {phone}.",
    /** The same two notices once the call-back request beside the calendar was sent: they no longer offer it. */
    afterCallback: {
      failed: "The booking calendar is slow to load here. We have your callback request, so there is no need to book a time as well.",
      blocked: "The booking calendar can't load on this network or in this browser. We have your callback request; to talk sooner, call us at {phone}.",
    },
    noScript:
      "The call-back form and the booking calendar need JavaScript, which is off in this browser. Call us at {phone}, or open the booking page with the link below.",
    /** The link from the calendar's notices to the call-back form above it. */
    requestCall: "Ask us to call you",
  },
  notFound: {
    code: "404",
    heading: "Oops! Page not found",
    text: "The page you were looking for has moved or never existed.",
    home: "Go back home",
    /** Shown on the other language's 404 page, in this language: the way to this language's home. */
    otherLanguageHome: "Go to the English home page",
  },
} as const;
