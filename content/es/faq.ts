/** The /es/faq page, from content/faq.es.json (paired with the English by id). */
import { faqIn } from "../faq-words";
import words from "../faq.es.json" with { type: "json" };
import type { FaqWords } from "../schema/faq";
import { siteWordsIn } from "../page-words";
import { verifyIn } from "../verify";

export const faq = faqIn(words as FaqWords, "es", siteWordsIn("es").serviceArea.description, verifyIn("es").officialSources, "content/faq.es.json");
