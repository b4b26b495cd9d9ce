/**
 * Which end-to-end tests run where (docs/testing.md).
 *
 * `npm test` (the fast tier, what CI runs) runs every spec on desktop and, on the phone, only what a
 * phone's width can change: the specs in LAYOUT_SPECS and the tests tagged LAYOUT_TAG elsewhere
 * (the menu, reflow, target sizes, the phone-screen limits, axe on one route of each template).
 * `npm run test:full` (TEST_TIER=full) runs every spec on both devices, as before the tiers.
 */
import { localizedTemplateRoutes } from "../lib/routes.mjs";

export const FULL_TIER = process.env.TEST_TIER === "full";

/** A test whose result can depend on the viewport: it runs on the phone in the fast tier too. */
export const LAYOUT_TAG = "@layout";

/** Specs about first paint, styles, navigation, menus and hydration: every test in them is a layout test. */
export const LAYOUT_SPECS = ["first-paint", "deferred-styles", "navigation", "islands", "before-live", "shell"];

/** What the phone project runs in the fast tier: grep matches a test's file name, titles and tags. */
export const PHONE_FAST_GREP = new RegExp(`(^|[\\s/])(${LAYOUT_SPECS.join("|")})\\.spec\\.ts|${LAYOUT_TAG}`);

/**
 * A loop over routes whose tests exercise one shared part (the header, the footer, the menu, the
 * third-party block): in the fast tier it runs on one route of each template in each language
 * (lib/routes.mjs, TEMPLATE_ROUTES), and what differs from page to page is checked over every route
 * elsewhere from the served HTML, without a browser (site.spec.ts: headline, title, main text;
 * headers.spec.ts: headers and CSP; spanish.spec.ts: the Spanish pages' words and footer line;
 * first-response.spec.ts); in the full tier it runs on every route. Routes are paths or objects
 * with a path.
 */
export function forTier<T extends string | { path: string }>(routes: readonly T[]): T[] {
  if (FULL_TIER) return [...routes];
  return routes.filter((r) => localizedTemplateRoutes.includes(typeof r === "string" ? r : r.path));
}
