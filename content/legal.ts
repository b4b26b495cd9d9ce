/**
 * The privacy policy and the terms of service, from content/pages/legal.<language>.json: each
 * page's date as words and as ISO 8601 (for <time dateTime>), its intro and its sections.
 */
import type { Copy, Locale } from "./copy";
import { wordsIn } from "./page-words";
import en from "./pages/legal.en.json" with { type: "json" };
import es from "./pages/legal.es.json" with { type: "json" };

export const legalIn = (locale: Locale) => wordsIn({ en, es }, locale);

export type LegalPage = Copy<(typeof en)["privacy"]>;
