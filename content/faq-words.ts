/**
 * A language's FAQ (content/faq.<language>.json) as the page shows it: every slot filled with the
 * agency's facts, and every link resolved: a page of the site, or an official source by its name.
 */
import type { Locale } from "./copy";
import { factSlots } from "./fact-slots";
import type { FaqWords } from "./schema/faq";
import type { FaqGroup, TextLink } from "./types";
import { fill } from "@/supabase/functions/_shared/template.ts";

export function faqIn(words: FaqWords, locale: Locale, serviceArea: string, officialSources: Record<string, TextLink>, file: string) {
  const facts = factSlots(locale, serviceArea);
  const linkOf = (link: NonNullable<FaqWords["groups"][number]["items"][number]["link"]>): TextLink => {
    if ("href" in link) return link;
    const source = officialSources[link.official];
    if (!source) throw new Error(`${file}: a link names the official source "${link.official}", which content/pages/verify.<language>.json (officialSources) does not have.`);
    return source;
  };
  return {
    meta: words.meta,
    hero: words.hero,
    groups: words.groups.map(
      ({ heading, items }): FaqGroup => ({
        heading,
        items: items.map(({ id, question, answer, link }) => ({
          id,
          question,
          answer: answer.map((paragraph) => fill(paragraph, facts, locale)),
          ...(link ? { link: linkOf(link) } : {}),
        })),
      }),
    ),
    closing: words.closing,
  };
}
