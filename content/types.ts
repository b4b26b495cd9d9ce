import type { IconName } from "@/components/icon";

export type { Phone } from "@/supabase/functions/_shared/agency.ts";
export type Hours = { /** schema.org day names */ dayOfWeek: readonly string[]; opens?: string; closes?: string };
export type Card = { icon: IconName; title: string; description: string };
export type Service = Card & { slug: string; features: readonly string[] };
export type Testimonial = { name: string; role: string; content: string; rating: 1 | 2 | 3 | 4 | 5 };
export type Position = {
  value: "caregiver" | "companion" | "nurse" | "coordinator" | "other";
  title: string;
  summary: string;
  employmentType: "FULL_TIME" | "PART_TIME" | "PER_DIEM" | "OTHER";
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
export type ServedZip = { zip: string; town: string };
/** The agency's prices in whole US dollars. */
export type Rates = {
  currency: "USD";
  hourly: number;
  minimumVisitHours: number;
  weekendHolidayHourly: number;
  /** A flat price for one overnight shift of `hours` hours. */
  overnight: { price: number; hours: number };
  liveIn: { price: number; per: "day" };
};
/** schema.org's unitText for a baseSalary: HOUR, DAY, WEEK, MONTH or YEAR. */
export type PayRange = { min: number; max: number; unit: "HOUR" | "YEAR" };
/** A link to a page of this site or to an official source, with the words it shows. */
export type TextLink = { label: string; href: string };
/** One step of a process, in order. */
export type Step = { title: string; description: string };
/** One FAQ question. The answer is plain text, one string a paragraph: the page and the FAQPage JSON-LD both read it. */
export type FaqItem = { id: string; question: string; answer: readonly string[]; link?: TextLink };
export type FaqGroup = { heading: string; items: readonly FaqItem[] };
