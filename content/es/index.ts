/**
 * The Spanish content set: the same type as the English one (content/en.ts), so a missing string
 * does not compile. Names, addresses, phone numbers and figures come from the same sources as in
 * English; only the words are Spanish (the glossary in content/glossary.ts keeps them consistent).
 */
import contactWords from "../pages/contact.es.json" with { type: "json" };
import homeWords from "../pages/home.es.json" with { type: "json" };
import referralsWords from "../pages/referrals.es.json" with { type: "json" };
import { withFacts } from "../page-words";
import aboutWords from "../pages/about.es.json" with { type: "json" };
import brochureWords from "../pages/brochure.es.json" with { type: "json" };
import howItWorksWords from "../pages/how-it-works.es.json" with { type: "json" };
import servicesPageWords from "../pages/services-page.es.json" with { type: "json" };
import whyWords from "../pages/why.es.json" with { type: "json" };
import type { Iconed } from "../icon-names";
import type { SiteCopy } from "../en";
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import { careers } from "./careers";
import { costs } from "./costs";
import { faq } from "./faq";
import { formCopy } from "./forms";
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
const page = <T,>(words: T) => withFacts(words, "es", siteCopy.serviceArea.description);

export const es: SiteCopy = {
  language: { lang: "es", ogLocale: "es_US", name: "Español", titleSuffix: "Cuidado en el hogar en San Diego" },
  site: siteCopy,
  phones: intakeCopy.es.phones,
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
  languages,
  referrals: page(referralsWords as Iconed<typeof referralsWords>),
  costs,
  serviceAreaCheck,
  faq,
  careers,
  legal: { lastUpdatedLabel, privacy, terms },
  brochure: page(brochureWords),
  forms: formCopy,
  confirmation: confirmationCopy,
  intake: intakeCopy.es,
};
