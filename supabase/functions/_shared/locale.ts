/** The languages a visitor can use the site and its forms in. English is the default everywhere. */
export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = "en";
