/**
 * /faq (content/faq.<language>.json): the questions in groups, each answer a list of paragraphs that
 * may quote the agency's facts by slot ({hourly}, {mainPhone}…), and an optional link: to a page of
 * the site, or to an official source of content/pages/verify.<language>.json (`officialSources`) by its name.
 */
import { z } from "zod";
import { factText, id, internalHref, text } from "./words.ts";

const link = z.union([
  z.object({ label: text, href: internalHref }).strict(),
  z.object({ official: z.string().min(1, "Name an official source of content/pages/verify.en.json (officialSources), e.g. medicareHomeHealth.") }).strict(),
]);

export const faqSchema = z
  .object({
    meta: z.object({ title: text, description: text }).strict(),
    hero: z.object({ heading: text, text }).strict(),
    groups: z
      .array(
        z
          .object({
            id,
            heading: text,
            items: z.array(z.object({ id, question: text, answer: z.array(factText).min(1), link: link.optional() }).strict()).min(1),
          })
          .strict(),
      )
      .min(1),
    closing: z.object({ heading: text, text }).strict(),
  })
  .strict();

/** A link is the same page, or the same source, in every language; only its words change. */
export const faqFacts = ["id", "href", "official"] as const;

export type FaqWords = z.infer<typeof faqSchema>;
