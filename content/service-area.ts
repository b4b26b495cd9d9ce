/**
 * The ZIP code check on Home and Contact (components/service-area.tsx), from
 * content/pages/service-area.<language>.json. The served ZIP codes and their towns are business
 * facts (the agency's facts file); `{zip}`, `{town}` and `{phone}` are filled in by the check.
 */
import type { Locale } from "./copy";
import { wordsIn } from "./page-words";
import en from "./pages/service-area.en.json" with { type: "json" };
import es from "./pages/service-area.es.json" with { type: "json" };

export const serviceAreaCheckIn = (locale: Locale) => wordsIn({ en, es }, locale);
