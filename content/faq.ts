/**
 * The /faq page, from content/faq.en.json (checked against content/schema/faq.ts when the site is
 * built). Every answer quotes its facts by slot, from the agency's facts file, or links to an
 * official source.
 */
import { faqIn } from "./faq-words";
import words from "./faq.en.json" with { type: "json" };
import type { FaqWords } from "./schema/faq";
import { siteWordsIn } from "./page-words";
import { verifyIn } from "./verify";

export const faq = faqIn(words as FaqWords, "en", siteWordsIn("en").serviceArea.description, verifyIn("en").officialSources, "content/faq.en.json");

/** Every question, in page order. */
export const faqItems = faq.groups.flatMap((g) => g.items);
