/**
 * A page's words (content/pages/<page>.<language>.json): groups, lists and texts, in the shape its
 * English file has, which the page's code reads (typed from that file, so a key the code needs and
 * the file lacks does not compile). The schema is that shape: every text non-empty and with only
 * the slots its page allows (the agency's facts, and what its islands fill), every `icon` one the
 * site can draw, every `href` a page of the site (or, where the English links out, an https
 * address), every item of a list with the fields its items have, and nothing more. Icons, links, codes and dates are facts: the same in
 * every language.
 */
import { z, type ZodType } from "zod";
import { say } from "../../supabase/functions/_shared/content/forms-schema.ts";
import { ICON_NAMES } from "../icon-names.ts";
import { positions } from "../../supabase/functions/_shared/form-options.ts";
import { externalHref, internalHref } from "./words.ts";

/** schema.org's kinds of employment a position may be (JobPosting's employmentType). */
export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "PER_DIEM", "OTHER"] as const;

const icon = z.enum(ICON_NAMES, { error: `Name one of the site's icons: ${ICON_NAMES.join(", ")}.` });
const isoDate = z.iso.date({ error: "Write the date as YYYY-MM-DD, for example 2026-11-01." });

/**
 * The fields that are facts, not words, by name: each the same in every language, and checked as
 * what it is. A link is to a page of the site, or (when the English one is) to an https address.
 */
const FACT_FIELDS = {
  icon: () => icon,
  href: (english: string) => (/^https?:/.test(english) ? externalHref : internalHref),
  // An open position: its code (the application form's), its kind of employment (schema.org's), its dates.
  value: () => z.enum(positions, { error: `Name one of the positions the application form lists: ${positions.join(", ")}.` }),
  employmentType: () => z.enum(EMPLOYMENT_TYPES, { error: `Write one of ${EMPLOYMENT_TYPES.join(", ")}.` }),
  datePosted: () => isoDate,
  validThrough: () => isoDate,
  // A legal page's date, for <time dateTime>.
  lastUpdatedIso: () => isoDate,
} satisfies Record<string, (english: string) => ZodType>;

export const PAGE_FACTS = Object.keys(FACT_FIELDS) as readonly string[];
const factField = (key: string): key is keyof typeof FACT_FIELDS => key in FACT_FIELDS;

const isGroup = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The schema of words shaped as `english` is; `key` is the field's name (those of FACT_FIELDS are facts);
 * `slots`, the slots a text may use (the agency's facts, and what the page's islands fill).
 */
export function pageSchemaOf(english: unknown, slots: readonly string[] = [], key = ""): ZodType {
  if (typeof english === "string") return factField(key) ? FACT_FIELDS[key](english) : say(...slots);
  if (Array.isArray(english)) {
    // The items' fields: those every item has are required, the others optional.
    const items = english.filter(isGroup);
    const item =
      items.length === english.length && items.length > 0
        ? z
            .object(
              Object.fromEntries(
                [...new Set(items.flatMap((i) => Object.keys(i)))].map((k) => {
                  const schema = pageSchemaOf(items.find((i) => k in i)![k], slots, k);
                  return [k, items.every((i) => k in i) ? schema : schema.optional()];
                }),
              ),
            )
            .strict()
        : pageSchemaOf(english[0], slots, key);
    return z.array(item).min(1, "A list needs at least one item.");
  }
  if (isGroup(english)) return z.object(Object.fromEntries(Object.entries(english).map(([k, v]) => [k, pageSchemaOf(v, slots, k)]))).strict();
  throw new Error(`${key}: a page's words are texts, lists and groups only.`);
}
