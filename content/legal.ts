/**
 * The privacy policy and the terms of service, from content/pages/legal.<language>.json: each
 * page's date as words and as ISO 8601 (for <time dateTime>), its intro and its sections. The
 * privacy policy adds what each form collects (its lists are the forms' fields: app/_site/privacy/collected.ts).
 */
import type { Copy, Locale } from "./copy";
import { wordsIn } from "./page-words";
import en from "./pages/legal.en.json" with { type: "json" };
import es from "./pages/legal.es.json" with { type: "json" };

export const legalIn = (locale: Locale) => wordsIn({ en, es }, locale);

/** What both legal pages have. */
export type LegalPage = Copy<(typeof en)["terms"]>;
/** The privacy policy's words on what each form collects. */
export type CollectedWords = Copy<(typeof en)["privacy"]["collected"]>;
