/**
 * The Spanish content set: the same type as the English one (content/en.ts), so a missing string
 * does not compile. Names, addresses, phone numbers and figures come from the same sources as in
 * English; only the words are Spanish (the glossary in content/glossary.ts keeps them consistent).
 */
import type { SiteCopy } from "../en";
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import { about } from "./about";
import { brochure } from "./brochure";
import { careers } from "./careers";
import { contact } from "./contact";
import { costs } from "./costs";
import { faq } from "./faq";
import { formCopy } from "./forms";
import { home } from "./home";
import { howItWorks } from "./how-it-works";
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

export const es: SiteCopy = {
  language: { lang: "es", ogLocale: "es_US", name: "Español", titleSuffix: "Cuidado en el hogar en San Diego" },
  site: siteCopy,
  phones: intakeCopy.es.phones,
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
  forms: formCopy,
  confirmation: confirmationCopy,
  intake: intakeCopy.es,
};
