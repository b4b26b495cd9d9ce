/** Types for routes.mjs (the list itself is written there only). */
export const publicRoutes: readonly string[];
export const STAFF_ROUTES: readonly string[];
export const EDITOR: { readonly dir: string; readonly page: string; readonly config: string; readonly script: string };
export const LOCALE_PREFIXES: { readonly en: ""; readonly es: "/es" };
export function localeHref(locale: keyof typeof LOCALE_PREFIXES, href: string): string;
export function routeOf(path: string): string;
export const localizedRoutes: readonly string[];
export const TEMPLATE_ROUTES: readonly string[];
export const localizedTemplateRoutes: readonly string[];
export const NOT_FOUND_ROUTES: readonly string[];
export function pageFile(route: string): string;
