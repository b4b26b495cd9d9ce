/**
 * What must change before the site goes live: every fact still marked for the owner to confirm, the
 * placeholders no real agency can publish (the fictional 555-01xx phones, a reserved example
 * domain), and testimonials not given by a real client with consent to publish them (the FTC's rule
 * on consumer reviews and testimonials, 16 CFR 465, 2024). `npm run build:deploy` refuses to build
 * while this list is not empty, unless the deploy is a preview (docs/deploy.md).
 */
import type { Agency } from "../../supabase/functions/_shared/content/schema.ts";
import { AGENCY_FILE } from "./index.ts";
import type { Testimonials } from "./testimonials.ts";

/** Where a fact not yet moved into a data file is marked in a comment, and the words that mark it. */
export const MARKED_SOURCES = ["content", "supabase/functions/_shared"] as const;
export const MARKS = /OWNER TO (CONFIRM|REPLACE)/;

/** The North American numbers reserved for fiction (555-0100 to 555-0199): never a real line. */
const fictionalPhone = (display: string) => /555-01\d\d$/.test(display);
/** Domains reserved for examples (RFC 2606): mail to them reaches no one. */
const exampleDomain = (email: string) => /@(.+\.)?(example\.(com|org|net)|example|test|invalid|localhost)$/i.test(email);

/** A facts file's `ownerToConfirm` entries, one line each. */
export function markedFacts(file: string, data: { ownerToConfirm?: readonly { field: string; why: string }[] }): string[] {
  return (data.ownerToConfirm ?? []).map(({ field, why }) => `${file}: ${field}: marked for the owner to confirm. ${why} Then remove it from ownerToConfirm.`);
}

/** The placeholders no real agency can publish, whether marked or not. */
export function agencyLaunchProblems(agency: Agency): string[] {
  const phones = Object.entries(agency.phones)
    .filter(([, line]) => fictionalPhone(line.display))
    .map(([name, line]) => `${AGENCY_FILE}: phones.${name}: ${line.display} is in the 555-01xx range kept for fiction; no one can call it.`);
  const email = exampleDomain(agency.email) ? [`${AGENCY_FILE}: email: ${agency.email} is at a domain kept for examples; no one reads it.`] : [];
  return [...phones, ...email];
}

export function testimonialLaunchProblems(file: string, data: Testimonials): string[] {
  return (Object.keys(data) as (keyof Testimonials)[]).flatMap((set) =>
    data[set].flatMap((t, i) =>
      t.source.kind === "placeholder"
        ? [`${file}: ${set}[${i}] (${t.name}): written for the template, not given by a client. Replace it with a real client's words, their source and their recorded consent, or remove it.`]
        : [],
    ),
  );
}

/** A comment still marking a fact for the owner, as "file:line: the line". */
export function markedLines(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) => (MARKS.test(line) ? [`${file}:${i + 1}: still marked in the code: ${line.trim().replace(/^(\/\/|\*|\/\*\*)\s*/, "")}`] : []));
}
