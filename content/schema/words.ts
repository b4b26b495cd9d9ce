/**
 * What the words in every data file share: non-empty text; slots, which may name only the facts
 * every page can quote (content/fact-slots.ts fills them); and links to a page of the site, which
 * must be a page that exists.
 */
import { z } from "zod";
import { publicRoutes } from "../../lib/routes.mjs";
import { slotsOf } from "../../supabase/functions/_shared/template.ts";

/** The facts words may quote by name, in `{name}` or `{name, plural, …}` slots. */
export const FACT_SLOTS = [
  "hourly",
  "weekendHourly",
  "minimumVisitHours",
  "overnightHours",
  "overnightPrice",
  "liveInPrice",
  "mainPhone",
  "referralPhone",
  "referralLineNote",
  "email",
  "licenceNumber",
  "licenceAuthority",
  "fastestStartHours",
  "usualStartHours",
  "cancelNoticeHours",
  "endNoticeDays",
  "serviceArea",
  "consultationReply",
  "applicationReply",
  "agencyName",
  "legalName",
  "officeZip",
  "founded",
  "ownerName",
] as const;
export type FactSlot = (typeof FACT_SLOTS)[number];

export const text = z.string().trim().min(1, "Write something here: it is shown on the site.");

/** Text that may quote the agency's facts by their slots, and only those. */
export const factText = text.refine((s) => slotsOf(s).every((name) => (FACT_SLOTS as readonly string[]).includes(name)), {
  error: (issue) => `Uses a slot no fact fills: {${slotsOf(String(issue.input)).filter((n) => !(FACT_SLOTS as readonly string[]).includes(n)).join("}, {")}}. The facts a text can quote: {${FACT_SLOTS.join("}, {")}}.`,
});

/** A link to one of the site's pages ("/costs", "/services#memory-care"), in English paths. */
export const internalHref = z
  .string()
  .refine((href) => (publicRoutes as readonly string[]).includes(href.split("#")[0]), {
    error: (issue) => `"${String(issue.input)}" is no page of the site. The pages: ${publicRoutes.join(", ")}.`,
  });

/** A link to another site: an https address. */
export const externalHref = z.url({ protocol: /^https$/, error: "Write the full https:// address of the page." });

export const id = z.string().regex(/^[a-z0-9-]+$/, "An id is lower-case letters, digits and dashes.");

/** One term of the Spanish glossary (content/glossary.json): how to say it, what not to say instead, and why. */
const glossaryEntry = z.object({ en: text, es: text, avoid: z.array(text).min(1).optional(), note: text.optional() }).strict();
export const glossarySchema = z.object({ terms: z.array(glossaryEntry).min(1) }).strict();
export type GlossaryEntry = z.infer<typeof glossaryEntry>;
