/**
 * The menu, the footer's links and the labels the shell and several pages share, from
 * content/pages/navigation.<language>.json. The links are this site's English paths: the
 * components add /es themselves. `{phone}` (the booking notices) and `{stars}` (a quote's rating)
 * are filled where they are shown.
 */
import type { Locale } from "./copy";
import { wordsIn } from "./page-words";
import en from "./pages/navigation.en.json" with { type: "json" };
import es from "./pages/navigation.es.json" with { type: "json" };

export const navigationIn = (locale: Locale) => wordsIn({ en, es }, locale);
