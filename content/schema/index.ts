/**
 * Every content data file and the schema it must satisfy. A file of words comes once per language
 * (English first, the one the others are paired with by key); a file of facts, once.
 */
import type { ZodType } from "zod";
import { agencySchema } from "../../supabase/functions/_shared/content/schema.ts";
import { testimonialFacts, testimonialsSchema } from "./testimonials.ts";

export const contentFiles: readonly { file: string; schema: ZodType }[] = [
  { file: "supabase/functions/_shared/content/agency.json", schema: agencySchema },
];

/** `facts`: the fields in a file of words that are not words, and so read the same in every language. */
export const translations: readonly { files: readonly [string, ...string[]]; schema: ZodType; facts?: readonly string[] }[] = [
  { files: ["content/testimonials.en.json", "content/testimonials.es.json"], schema: testimonialsSchema, facts: testimonialFacts },
];
