// @ts-self-types="./routes.d.mts"
import { LOCALE_PREFIXES } from "./locale-prefixes.mjs";

/**
 * Every public route, once: the sitemap, the navigation's types, the e2e suite, the first-load
 * report and the Lighthouse audit all read this list. Plain JavaScript so that Node's scripts
 * import it as it is; TypeScript reads its types from routes.d.mts.
 */
export const publicRoutes = ["/", "/about", "/services", "/costs", "/why-vitalhealth", "/careers", "/contact", "/referrals", "/faq", "/privacy", "/terms"];

/**
 * Staff-only pages: in the export, but in no sitemap, no navigation and no public page's audit;
 * `noindex`, with their own headers (scripts/security-headers.mjs).
 */
export const STAFF_ROUTES = ["/desk"];

/**
 * The content editor (Sveltia CMS, app/admin/): a page React does not render, exported as
 * admin/index.html with its configuration and its script beside it. Like the staff pages: in no
 * sitemap, no navigation and no public page's audit; `noindex`, with its own headers
 * (scripts/security-headers.mjs). `dir` is where an owner opens it: /admin/.
 */
export const EDITOR = { dir: "/admin/", page: "/admin/index.html", config: "/admin/config.yml", script: "/admin/sveltia-cms.js" };

/** Where each language lives (lib/locale-prefixes.mjs). */
export { LOCALE_PREFIXES };

/**
 * A path of this site in a language: `/about` → `/es/about`, `/` → `/es`, `/faq#x` → `/es/faq#x`.
 * Anything else (`tel:`, `mailto:`, `https://…`, `#id`) is returned as it is.
 */
export function localeHref(locale, href) {
  const prefix = LOCALE_PREFIXES[locale];
  if (!prefix || !href.startsWith("/") || href.startsWith("//")) return href;
  if (href === "/") return prefix;
  if (href.startsWith("/#") || href.startsWith("/?")) return prefix + href.slice(1);
  return prefix + href;
}

/** The route a path shows, in any language: `/es/about` → `/about`, `/es` → `/`, `/about/` → `/about`. */
export function routeOf(path) {
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  for (const prefix of Object.values(LOCALE_PREFIXES)) {
    if (!prefix) continue;
    if (path === prefix) return "/";
    if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  }
  return path;
}

/** Each of `routes` in every language, in that order: English first, then Spanish. */
const inEveryLocale = (routes) => Object.keys(LOCALE_PREFIXES).flatMap((locale) => routes.map((route) => localeHref(locale, route)));

// The lists below are marked pure: a client chunk that imports this module for localeHref then
// carries none of them (the minifier cannot tell that the call has no effect).
/** Every page in every language (`/`, …, `/es`, `/es/about`, …): the sitemap, the tests and the audit. */
export const localizedRoutes = /* @__PURE__ */ inEveryLocale(publicRoutes);

/**
 * One route of each page template (Home, a content page, a form page, /costs) in every language:
 * what `npm test` measures with Lighthouse and checks with axe at both widths. Every route in
 * `localizedRoutes` gets both in `npm run test:full` (docs/testing.md). A new template (the care
 * guides) adds its first route here.
 */
export const TEMPLATE_ROUTES = ["/", "/about", "/contact", "/costs"];
export const localizedTemplateRoutes = /* @__PURE__ */ inEveryLocale(TEMPLATE_ROUTES);

/**
 * The not-found page of each language: exported as 404.html and es/404.html, measured and audited
 * like the others, never in the sitemap. Unknown paths under /es/ get the Spanish one where the
 * host allows a 404 page per folder (docs/deploy.md).
 */
export const NOT_FOUND_ROUTES = ["/404", "/es/404"];

/** The exported HTML file of a route (`/` → `index.html`, `/about` → `about.html`). */
export function pageFile(route) {
  return route === "/" ? "index.html" : `${route.slice(1)}.html`;
}
