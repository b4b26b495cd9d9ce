/**
 * The English content set: every word the site shows, gathered from the English modules. Its type,
 * `SiteCopy`, is the shape the Spanish set (content/es/index.ts) must fill in full.
 */
import contactWords from "./pages/contact.en.json" with { type: "json" };
import homeWords from "./pages/home.en.json" with { type: "json" };
import referralsWords from "./pages/referrals.en.json" with { type: "json" };
import { siteWordsIn, withFacts } from "./page-words";
import { careersIn } from "./careers";
import { languagesIn } from "./languages";
import { legalIn } from "./legal";
import { navigationIn } from "./navigation";
import { serviceAreaCheckIn } from "./service-area";
import { verifyIn } from "./verify";
import aboutWords from "./pages/about.en.json" with { type: "json" };
import brochureWords from "./pages/brochure.en.json" with { type: "json" };
import howItWorksWords from "./pages/how-it-works.en.json" with { type: "json" };
import servicesPageWords from "./pages/services-page.en.json" with { type: "json" };
import whyWords from "./pages/why.en.json" with { type: "json" };
import type { Iconed } from "./icon-names";
import type { Copy } from "./copy";
import { costs } from "./costs";
import { faq } from "./faq";
import { formCopy } from "./forms";
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import { confirmationCopy } from "./next-steps";
import { careCircles, careFeatures, connectedCircles, services } from "./services";
import { familyTestimonials, serviceTestimonials, testimonials } from "./testimonials";

/** A page's words (content/pages/) with the agency's facts put in for this language. */
const page = <T,>(words: T) => withFacts(words, "en");
const { ui, ...nav } = navigationIn("en");
const site = siteWordsIn("en");

export const en = {
  /** The language itself: `lang`, Open Graph's locale, its own name (for the other edition's link), the titles' end. */
  language: { lang: "en", ogLocale: "en_US", name: site.languageName, titleSuffix: site.titleSuffix },
  site,
  /** The phone lines with their labels (the numbers are the agency's, in _shared/agency.ts). */
  phones: intakeCopy.en.phones,
  nav,
  ui,
  home: page(homeWords),
  about: page(aboutWords as Iconed<typeof aboutWords>),
  services: { services, careCircles, careFeatures, connectedCircles },
  servicesPage: page(servicesPageWords),
  howItWorks: page(howItWorksWords),
  why: page(whyWords as Iconed<typeof whyWords>),
  verify: verifyIn("en"),
  testimonials: { testimonials, familyTestimonials, serviceTestimonials },
  contact: page(contactWords),
  /** Which languages we answer in, and the line offering this edition to a reader of another. */
  languages: languagesIn("en"),
  referrals: page(referralsWords as Iconed<typeof referralsWords>),
  costs,
  serviceAreaCheck: serviceAreaCheckIn("en"),
  faq,
  careers: careersIn("en"),
  legal: legalIn("en"),
  brochure: page(brochureWords),
  /** The forms' words (the islands read them through content/form-copies.ts) and the intake's (validation, e-mails, answers). */
  forms: formCopy,
  confirmation: confirmationCopy,
  intake: intakeCopy.en,
};

/** Every word of the site in one language. */
export type SiteCopy = Copy<typeof en>;
