/**
 * The English content set: every word the site shows, gathered from the English modules. Its type,
 * `SiteCopy`, is the shape the Spanish set (content/es/index.ts) must fill in full.
 */
import { about } from "./about";
import { brochure } from "./brochure";
import { careers } from "./careers";
import { contact } from "./contact";
import type { Copy } from "./copy";
import { costs } from "./costs";
import { faq } from "./faq";
import { formCopy } from "./forms";
import { home } from "./home";
import { howItWorks } from "./how-it-works";
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import { lastUpdatedLabel, privacy, terms } from "./legal";
import { footerQuickLinks, legalLinks, mainNav, ui } from "./navigation";
import { confirmationCopy } from "./next-steps";
import { referrals } from "./referrals";
import { serviceAreaCheck } from "./service-area";
import { careCircles, careFeatures, services } from "./services";
import { servicesPage } from "./services-page";
import { siteCopy } from "./site";
import { familyTestimonials, serviceTestimonials, testimonials } from "./testimonials";
import { officialSources, verify } from "./verify";
import { why } from "./why";

export const en = {
  /** The language itself: `lang`, Open Graph's locale, its own name (for the other edition's link). */
  language: { lang: "en", ogLocale: "en_US", name: "English", titleSuffix: "Home Care San Diego" },
  site: siteCopy,
  /** The phone lines with their labels (the numbers are the agency's, in _shared/agency.ts). */
  phones: intakeCopy.en.phones,
  nav: { mainNav, footerQuickLinks, legalLinks },
  ui,
  home,
  about,
  services: { services, careCircles, careFeatures },
  servicesPage,
  howItWorks,
  why,
  verify: { verify, officialSources },
  testimonials: { testimonials, familyTestimonials, serviceTestimonials },
  contact,
  referrals,
  costs,
  serviceAreaCheck,
  faq,
  careers,
  legal: { lastUpdatedLabel, privacy, terms },
  brochure,
  /** The forms' words (the islands read them through content/form-copies.ts) and the intake's (validation, e-mails, answers). */
  forms: formCopy,
  confirmation: confirmationCopy,
  intake: intakeCopy.en,
};

/** Every word of the site in one language. */
export type SiteCopy = Copy<typeof en>;
