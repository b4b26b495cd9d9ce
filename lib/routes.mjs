// @ts-self-types="./routes.d.mts"
/**
 * Every public route, once: the sitemap, the navigation's types, the e2e suite, the first-load
 * report and the Lighthouse audit all read this list. Plain JavaScript so that Node's scripts
 * import it as it is; TypeScript reads its types from routes.d.mts.
 */
export const publicRoutes = ["/", "/about", "/services", "/costs", "/why-vitalhealth", "/careers", "/contact", "/referrals", "/faq", "/privacy", "/terms"];

/** The not-found page: exported as 404.html, measured and audited like the others, never in the sitemap. */
export const NOT_FOUND_ROUTE = "/404";

/** The exported HTML file of a route (`/` → `index.html`, `/about` → `about.html`). */
export function pageFile(route) {
  return route === "/" ? "index.html" : `${route.slice(1)}.html`;
}
