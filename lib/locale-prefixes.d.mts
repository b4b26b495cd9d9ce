/** Types for locale-prefixes.mjs. */
export const LOCALE_PREFIXES: { readonly en: ""; readonly es: "/es" };
export function homeHref(locale: keyof typeof LOCALE_PREFIXES): string;
