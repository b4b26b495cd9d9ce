/**
 * A page's words (content/pages/<page>.<language>.json): groups, lists and texts, in the shape its
 * English file has, which the page's code reads (typed from that file, so a key the code needs and
 * the file lacks does not compile). The schema is that shape: every text non-empty and with no
 * `{slot}` (nothing fills one on these pages), every `icon` one the site can draw, every `href` a
 * page of the site, every item of a list with the fields its items have, and nothing more.
 * Icons and links are facts: the same in every language.
 */
import { z, type ZodType } from "zod";
import { say } from "../../supabase/functions/_shared/content/forms-schema.ts";
import { ICON_NAMES } from "../icon-names.ts";
import { internalHref } from "./words.ts";

export const PAGE_FACTS = ["icon", "href"] as const;

const icon = z.enum(ICON_NAMES, { error: `Name one of the site's icons: ${ICON_NAMES.join(", ")}.` });

const isGroup = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The schema of words shaped as `english` is; `key` is the field's name (`icon`, `href` are facts);
 * `slots`, the slots a text may use (the agency's facts, and what the page's islands fill).
 */
export function pageSchemaOf(english: unknown, slots: readonly string[] = [], key = ""): ZodType {
  if (typeof english === "string") return key === "href" ? internalHref : key === "icon" ? icon : say(...slots);
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
