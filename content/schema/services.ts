/**
 * Services and the cards beside them: the facts (content/services.json: each service's anchor id
 * and icon, the cards' icons) and each language's words (content/services.<language>.json), by id.
 * The id of a service is its anchor on /services ("/services#memory-care").
 */
import { z } from "zod";
import { ICON_NAMES } from "../icon-names.ts";
import { id, text } from "./words.ts";

const icon = z.enum(ICON_NAMES, { error: `Name one of the site's icons: ${ICON_NAMES.join(", ")}.` });
const withIcon = z.object({ id, icon }).strict();
/** A service; `teaser`: one of the few Home shows as a card (the others it names in a line). */
const service = withIcon.extend({ teaser: z.boolean() }).strict();

export const serviceFactsSchema = z
  .object({
    /** Facts the owner still has to confirm (absent: none). */
    ownerToConfirm: z.array(z.object({ field: text, why: text }).strict()).optional(),
    services: z.array(service).min(1),
    careCircles: z.array(withIcon).min(1),
    careFeatures: z.array(withIcon).min(1),
    connectedCircles: z.array(withIcon).min(1),
  })
  .strict();

const card = z.object({ id, title: text, description: text }).strict();

export const serviceWordsSchema = z
  .object({
    services: z.array(card.extend({ features: z.array(text).min(1) }).strict()).min(1),
    /** The three circles of whole-person care. */
    careCircles: z.array(card).min(1),
    careFeatures: z.array(card).min(1),
    /** "Care That Connects the Circles": the individual, the family and the community. */
    connectedCircles: z.array(card).min(1),
  })
  .strict();

export type ServiceFacts = z.infer<typeof serviceFactsSchema>;
export type ServiceWords = z.infer<typeof serviceWordsSchema>;
