/**
 * Testimonials (content/testimonials.<language>.json): a family's words, with who said them, where
 * and when they were given, and the consent to publish them on record. The FTC's rule on consumer
 * reviews and testimonials (16 CFR 465, 2024) forbids a testimonial from someone who is not a real
 * client; a quote written for the template says so (`source.kind: "placeholder"`), and a deploy
 * build refuses it (scripts/launch-check.ts).
 */
import { z } from "zod";

const day = z.iso.date({ error: 'Write a date as "YYYY-MM-DD".' });

/** Where a review was given: a public review site (with the review's address), or to the agency directly. */
const source = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("placeholder") }).strict(),
    z.object({ kind: z.literal("direct"), date: day }).strict(),
    z.object({ kind: z.enum(["google", "caring.com", "yelp", "facebook"]), url: z.url({ protocol: /^https$/, error: "Give the review's https:// address." }), date: day }).strict(),
  ],
  { error: 'Say where the testimonial was given: "kind" is "google", "caring.com", "yelp", "facebook", "direct", or "placeholder" for words not from a client.' },
);

/** The client's written consent to publish their words and name: when it was given and how it is kept. */
const consent = z.object({ date: day, record: z.string().min(1, "Say where the signed consent is kept.") }).strict();

const testimonial = z
  .object({
    /** Pairs the translations of one testimonial; never shown. */
    id: z.string().regex(/^[a-z0-9-]+$/, "An id is lower-case letters, digits and dashes."),
    /** As the client agreed to be named: usually first name and initial. */
    name: z.string().min(1),
    role: z.string().min(1, "Say who the person is to the client, e.g. “Daughter of a client in Clairemont”."),
    quote: z.string().min(1),
    rating: z.number().int().min(1).max(5, "A rating is a whole number of stars from 1 to 5."),
    source,
    /** Absent for words written for the template, which no client gave. */
    consent: consent.optional(),
  })
  .strict()
  .refine((t) => t.source.kind === "placeholder" || t.consent !== undefined, {
    message: "A real client's testimonial needs their recorded consent to publish it.",
    path: ["consent"],
  });

export const testimonialsSchema = z
  .object({
    /** On Home. */
    home: z.array(testimonial).min(1),
    /** On Why VitalHealth. */
    why: z.array(testimonial).min(1),
    /** At the end of Services. */
    services: z.array(testimonial).min(1),
  })
  .strict();

/** What does not change with the language: who said it, the stars, where and with what consent. */
export const testimonialFacts = ["id", "name", "rating", "source", "consent"] as const;

export type Testimonials = z.infer<typeof testimonialsSchema>;
export type TestimonialEntry = Testimonials["home"][number];
