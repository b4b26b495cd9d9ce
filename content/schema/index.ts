/**
 * Every content data file and the schema it must satisfy. A file of words comes once per language
 * (English first, the one the others are paired with by key); a file of facts, once.
 */
import type { ZodType } from "zod";
import { agencySchema } from "../../supabase/functions/_shared/content/schema.ts";
import { formWordsSchema } from "../../supabase/functions/_shared/content/forms-schema.ts";
import { intakeWordsSchema } from "../../supabase/functions/_shared/content/intake-schema.ts";
import { agencyEmailSchema } from "../../supabase/functions/_shared/content/agency-email-schema.ts";
import home from "../pages/home.en.json" with { type: "json" };
import contact from "../pages/contact.en.json" with { type: "json" };
import referrals from "../pages/referrals.en.json" with { type: "json" };
import about from "../pages/about.en.json" with { type: "json" };
import brochure from "../pages/brochure.en.json" with { type: "json" };
import howItWorks from "../pages/how-it-works.en.json" with { type: "json" };
import servicesPage from "../pages/services-page.en.json" with { type: "json" };
import why from "../pages/why.en.json" with { type: "json" };
import careers from "../pages/careers.en.json" with { type: "json" };
import error from "../pages/error.en.json" with { type: "json" };
import languages from "../pages/languages.en.json" with { type: "json" };
import legal from "../pages/legal.en.json" with { type: "json" };
import navigation from "../pages/navigation.en.json" with { type: "json" };
import serviceArea from "../pages/service-area.en.json" with { type: "json" };
import site from "../pages/site.en.json" with { type: "json" };
import verify from "../pages/verify.en.json" with { type: "json" };
import estimator from "../pages/estimator.en.json" with { type: "json" };
import { PAGE_SLOTS, PAGES, UNFILLED_PAGES } from "../pages/index.ts";
import { PAGE_FACTS, pageSchemaOf } from "./pages.ts";
import { FACT_SLOTS, glossarySchema } from "./words.ts";
import { costFactsSchema, costWordsSchema } from "./costs.ts";
import { faqFacts, faqSchema } from "./faq.ts";
import { serviceFactsSchema, serviceWordsSchema } from "./services.ts";
import { testimonialFacts, testimonialsSchema } from "./testimonials.ts";
import { peopleSchema, photosSchema, reviewsSchema } from "./people.ts";

/** The agency's facts, which the form function reads too. */
export const AGENCY_FILE = "supabase/functions/_shared/content/agency.json";
/** The forms' words in English: the agency's e-mail labels its lists' answers with these. */
export const FORM_WORDS_FILE = "supabase/functions/_shared/content/forms.en.json";
/** The testimonials in English: their sources and consents are facts, the same in every language. */
export const TESTIMONIAL_FILE = "content/testimonials.en.json";
/** Who runs the agency: the owner, the year founded, the care team. */
export const PEOPLE_FILE = "content/people.json";
/** The photos folder the owner drops originals in, and its list of which photo goes where with its alt text. */
export const PHOTOS_DIR = "content/photos";
export const PHOTOS_FILE = `${PHOTOS_DIR}/photos.json`;

export const contentFiles: readonly { file: string; schema: ZodType }[] = [
  { file: AGENCY_FILE, schema: agencySchema },
  // The agency's own e-mail, in English whatever the sender's language.
  { file: "supabase/functions/_shared/content/agency-email.json", schema: agencyEmailSchema },
  { file: "content/costs.json", schema: costFactsSchema },
  { file: "content/services.json", schema: serviceFactsSchema },
  // The Spanish edition's terms, for translators (each entry in both languages).
  { file: "content/glossary.json", schema: glossarySchema },
  { file: PEOPLE_FILE, schema: peopleSchema },
  { file: PHOTOS_FILE, schema: photosSchema },
  // Public review profiles' ratings, as the owner read them there.
  { file: "content/reviews.json", schema: reviewsSchema },
];

/** Each page's English words, whose shape is the schema of both languages' files (pages.ts). */
export const PAGE_ENGLISH: Record<(typeof PAGES)[number], unknown> = {
  home,
  about,
  why,
  "how-it-works": howItWorks,
  "services-page": servicesPage,
  contact,
  referrals,
  brochure,
  careers,
  verify,
  legal,
  site,
  navigation,
  "service-area": serviceArea,
  languages,
  error,
  estimator,
};

/** The slots a page's words may use: the agency's facts (unless its words are read unfilled), and its own. */
const pageSlots = (page: (typeof PAGES)[number]) => [...(UNFILLED_PAGES.includes(page) ? [] : FACT_SLOTS), ...PAGE_SLOTS[page]];

/** `facts`: the fields in a file of words that are not words, and so read the same in every language. */
export const translations: readonly { files: readonly [string, ...string[]]; schema: ZodType; facts?: readonly string[] }[] = [
  { files: [TESTIMONIAL_FILE, "content/testimonials.es.json"], schema: testimonialsSchema, facts: testimonialFacts },
  { files: ["content/costs.en.json", "content/costs.es.json"], schema: costWordsSchema, facts: ["id"] },
  { files: ["content/faq.en.json", "content/faq.es.json"], schema: faqSchema, facts: faqFacts },
  { files: ["content/services.en.json", "content/services.es.json"], schema: serviceWordsSchema, facts: ["id"] },
  // The forms' words, which the form function reads too (hence beside agency.json).
  { files: [FORM_WORDS_FILE, "supabase/functions/_shared/content/forms.es.json"], schema: formWordsSchema },
  // What the form function says: validation messages, the acknowledgment and status e-mails, its answers.
  { files: ["supabase/functions/_shared/content/intake.en.json", "supabase/functions/_shared/content/intake.es.json"], schema: intakeWordsSchema },
  ...PAGES.map((page) => ({ files: [`content/pages/${page}.en.json`, `content/pages/${page}.es.json`] as const, schema: pageSchemaOf(PAGE_ENGLISH[page], pageSlots(page)), facts: PAGE_FACTS })),
];

/**
 * Lists in a file of words whose items speak of the items of a list of facts, by id: each side must
 * have the same ids (the English file stands for its translations, which pair with it). `a[].b`
 * gathers the `b` lists of every item of `a`.
 */
export const references: readonly { words: string; list: string; facts: string; factList: string }[] = [
  { words: "content/costs.en.json", list: "compare.figures", facts: "content/costs.json", factList: "figures" },
  { words: "content/costs.en.json", list: "compare.sources", facts: "content/costs.json", factList: "sources" },
  { words: "content/costs.en.json", list: "payers.items[].links", facts: "content/costs.json", factList: "payerLinks" },
  { words: "content/services.en.json", list: "services", facts: "content/services.json", factList: "services" },
  { words: "content/services.en.json", list: "careCircles", facts: "content/services.json", factList: "careCircles" },
  { words: "content/services.en.json", list: "careFeatures", facts: "content/services.json", factList: "careFeatures" },
];
