/**
 * The English content set: every word the site shows, gathered from the English modules. Its type,
 * `SiteCopy`, is the shape the Spanish set (content/es/index.ts) must fill in full.
 */
import contactWords from "./pages/contact.en.json" with { type: "json" };
import homeWords from "./pages/home.en.json" with { type: "json" };
import referralsWords from "./pages/referrals.en.json" with { type: "json" };
import { withFacts } from "./page-words";
import aboutWords from "./pages/about.en.json" with { type: "json" };
import brochureWords from "./pages/brochure.en.json" with { type: "json" };
import howItWorksWords from "./pages/how-it-works.en.json" with { type: "json" };
import servicesPageWords from "./pages/services-page.en.json" with { type: "json" };
import whyWords from "./pages/why.en.json" with { type: "json" };
import type { Iconed } from "./icon-names";
import { careers } from "./careers";
import type { Copy } from "./copy";
import { costs } from "./costs";
import { faq } from "./faq";
import { formCopy } from "./forms";
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import { languages } from "./languages";
import { lastUpdatedLabel, privacy, terms } from "./legal";
import { footerQuickLinks, legalLinks, mainNav, ui } from "./navigation";
import { confirmationCopy } from "./next-steps";
import { serviceAreaCheck } from "./service-area";
import { careCircles, careFeatures, services } from "./services";
import { siteCopy } from "./site";
import { familyTestimonials, serviceTestimonials, testimonials } from "./testimonials";
import { officialSources, verify } from "./verify";

/** A page's words (content/pages/) with the agency's facts put in for this language. */
const page = <T,>(words: T) => withFacts(words, "en", siteCopy.serviceArea.description);

export const en = {
  /** The language itself: `lang`, Open Graph's locale, its own name (for the other edition's link). */
  language: { lang: "en", ogLocale: "en_US", name: "English", titleSuffix: "Home Care San Diego" },
  site: siteCopy,
  /** The phone lines with their labels (the numbers are the agency's, in _shared/agency.ts). */
  phones: intakeCopy.en.phones,
  nav: { mainNav, footerQuickLinks, legalLinks },
  ui,
  home: page(homeWords),
  about: page(aboutWords as Iconed<typeof aboutWords>),
  services: { services, careCircles, careFeatures },
  servicesPage: page(servicesPageWords),
  howItWorks: page(howItWorksWords),
  why: page(whyWords as Iconed<typeof whyWords>),
  verify: { verify, officialSources },
  testimonials: { testimonials, familyTestimonials, serviceTestimonials },
  contact: page(contactWords),
  /** Which languages we answer in, and the line offering this edition to a reader of another. */
  languages,
  referrals: page(referralsWords as Iconed<typeof referralsWords>),
  costs,
  serviceAreaCheck,
  faq,
  careers,
  legal: { lastUpdatedLabel, privacy, terms },
  brochure: page(brochureWords),
  /** The forms' words (the islands read them through content/form-copies.ts) and the intake's (validation, e-mails, answers). */
  forms: formCopy,
  confirmation: confirmationCopy,
  intake: intakeCopy.en,
};

/** Every word of the site in one language. */
export type SiteCopy = Copy<typeof en>;
