/**
 * The Spanish content set: the same type as the English one (content/en.ts), so a missing string
 * does not compile. Names, addresses, phone numbers and figures come from the same sources as in
 * English; only the words are Spanish (the glossary in content/glossary.json keeps them consistent).
 */
import contactWords from "../pages/contact.es.json" with { type: "json" };
import homeWords from "../pages/home.es.json" with { type: "json" };
import referralsWords from "../pages/referrals.es.json" with { type: "json" };
import { siteWordsIn, withFacts } from "../page-words";
import { careersIn } from "../careers";
import { languagesIn } from "../languages";
import { legalIn } from "../legal";
import { navigationIn } from "../navigation";
import { serviceAreaCheckIn } from "../service-area";
import { verifyIn } from "../verify";
import aboutWords from "../pages/about.es.json" with { type: "json" };
import brochureWords from "../pages/brochure.es.json" with { type: "json" };
import howItWorksWords from "../pages/how-it-works.es.json" with { type: "json" };
import servicesPageWords from "../pages/services-page.es.json" with { type: "json" };
import whyWords from "../pages/why.es.json" with { type: "json" };
import type { Iconed } from "../icon-names";
import type { SiteCopy } from "../en";
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import { costs } from "./costs";
import { faq } from "./faq";
import { formCopy } from "./forms";
import { confirmationCopy } from "./next-steps";
import { careCircles, careFeatures, connectedCircles, services } from "./services";
import { familyTestimonials, serviceTestimonials, testimonials } from "./testimonials";

/** A page's words (content/pages/) with the agency's facts put in for this language. */
const page = <T,>(words: T) => withFacts(words, "es");
const { ui, ...nav } = navigationIn("es");
const site = siteWordsIn("es");

export const es: SiteCopy = {
  language: { lang: "es", ogLocale: "es_US", name: site.languageName, titleSuffix: site.titleSuffix },
  site,
  phones: intakeCopy.es.phones,
  nav,
  ui,
  home: page(homeWords),
  about: page(aboutWords as Iconed<typeof aboutWords>),
  services: { services, careCircles, careFeatures, connectedCircles },
  servicesPage: page(servicesPageWords),
  howItWorks: page(howItWorksWords),
  why: page(whyWords as Iconed<typeof whyWords>),
  verify: verifyIn("es"),
  testimonials: { testimonials, familyTestimonials, serviceTestimonials },
  contact: page(contactWords),
  languages: languagesIn("es"),
  referrals: page(referralsWords as Iconed<typeof referralsWords>),
  costs,
  serviceAreaCheck: serviceAreaCheckIn("es"),
  faq,
  careers: careersIn("es"),
  legal: legalIn("es"),
  brochure: page(brochureWords),
  forms: formCopy,
  confirmation: confirmationCopy,
  intake: intakeCopy.es,
};
