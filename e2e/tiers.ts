/**
 * Which end-to-end tests run where (docs/testing.md).
 *
 * `npm test` (the fast tier, what CI runs) runs every spec on desktop and, on the phone, only what a
 * phone's width can change: the specs in LAYOUT_SPECS and the tests tagged LAYOUT_TAG elsewhere
 * (the menu, reflow, target sizes, the phone-screen limits, axe on one route of each template).
 * `npm run test:full` (TEST_TIER=full) runs every spec on both devices, as before the tiers.
 */
export const FULL_TIER = process.env.TEST_TIER === "full";

/** A test whose result can depend on the viewport: it runs on the phone in the fast tier too. */
export const LAYOUT_TAG = "@layout";

/** Specs about first paint, styles, navigation, menus and hydration: every test in them is a layout test. */
export const LAYOUT_SPECS = ["first-paint", "deferred-styles", "navigation", "islands", "before-live", "shell"];

/** What the phone project runs in the fast tier: grep matches a test's file name, titles and tags. */
export const PHONE_FAST_GREP = new RegExp(`(^|[\\s/])(${LAYOUT_SPECS.join("|")})\\.spec\\.ts|${LAYOUT_TAG}`);
