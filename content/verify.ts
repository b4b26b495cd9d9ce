/**
 * The "Verify us" section of /why-vitalhealth, the licence line the footer and Referrals show, and
 * the official California sources the site cites (their links are facts, the same in every
 * language), from content/pages/verify.<language>.json. The law: the Home Care Services Consumer
 * Protection Act (AB 1217 of 2013, California Health and Safety Code §§ 1796.10 and following), in
 * force since January 1, 2016, administered by the California Department of Social Services (CDSS).
 */
import type { Locale } from "./copy";
import { wordsIn } from "./page-words";
import en from "./pages/verify.en.json" with { type: "json" };
import es from "./pages/verify.es.json" with { type: "json" };

/** The section's id: the licence line links to it. */
const VERIFY_ID = "verify";

export function verifyIn(locale: Locale) {
  const { officialSources, verify } = wordsIn({ en, es }, locale);
  return { officialSources, verify: { id: VERIFY_ID, ...verify } };
}

/** Where the licence line links: the Verify us section of /why-vitalhealth. */
export const verifyHref = `/why-vitalhealth#${VERIFY_ID}`;
