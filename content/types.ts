import type { IconName } from "./icon-names";

export type { Phone } from "@/supabase/functions/_shared/agency.ts";
import type { EMPLOYMENT_TYPES } from "./schema/pages";
import type { Agency } from "@/supabase/functions/_shared/content/schema.ts";
export type Hours = { /** schema.org day names */ dayOfWeek: readonly string[]; opens?: string; closes?: string };
export type Card = { icon: IconName; title: string; description: string };
/** `teaser`: shown as a card on Home (content/services.json). */
export type Service = Card & { slug: string; features: readonly string[]; teaser: boolean };
export type Testimonial = {
  name: string;
  role: string;
  content: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** Where it was given: a review site (with the review's address), the agency directly, or words written for the template. */
  /** Where it was given (content/schema/testimonials.ts checks which kind has which fields). */
  source: { kind: string; url?: string; date?: string };
};
export type Position = {
  value: "caregiver" | "companion" | "nurse" | "coordinator" | "other";
  title: string;
  summary: string;
  employmentType: (typeof EMPLOYMENT_TYPES)[number];
  schedule: string;
  datePosted: string;
  validThrough: string;
  /** What an applicant needs (registration, checks, licenses), one line each. */
  requirements: readonly string[];
};
/** One step of hiring, with how long it takes. */
export type HiringStep = { title: string; time: string; text: string };
export type Cta = { label: string; href?: string };
export type Section = { eyebrow?: string; heading: string; intro?: string };
/** The agency's facts, as their schema types them (supabase/functions/_shared/content/schema.ts). */
export type { ServedZip } from "@/lib/service-area";
/** The agency's prices in whole US dollars. */
export type Rates = Agency["rates"];
/** schema.org's unitText for a baseSalary. */
export type PayRange = Agency["payRanges"][keyof Agency["payRanges"]];
/** A link to a page of this site or to an official source, with the words it shows. */
export type TextLink = { label: string; href: string };
/** One step of a process, in order. */
export type Step = { title: string; description: string };
/** One FAQ question. The answer is plain text, one string a paragraph: the page and the FAQPage JSON-LD both read it. */
export type FaqItem = { id: string; question: string; answer: readonly string[]; link?: TextLink };
export type FaqGroup = { heading: string; items: readonly FaqItem[] };
