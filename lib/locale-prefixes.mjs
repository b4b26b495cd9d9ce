// @ts-self-types="./locale-prefixes.d.mts"
/**
 * Where each language lives: English at the root, Spanish under /es with the same paths. A module
 * of its own (lib/routes.mjs re-exports it): the error screens' code, which Next loads on every
 * page in chunks of their own, links Home without carrying the route list.
 */
export const LOCALE_PREFIXES = { en: "", es: "/es" };

/** Home in a language: `/`, `/es`. */
export function homeHref(locale) {
  return LOCALE_PREFIXES[locale] || "/";
}
