/** @jest-environment node */
import { contentJsBudget, FORM_OVER_CONTENT_BYTES, jsBudgetProblems, SITE_OWN_JS_BYTES } from "./js-budget.mjs";

/**
 * A bare Next page's first-load JS, Home's and /about's (gzip), measured in builds of the same site
 * with next 16.4.5 and 16.5.0-canary.38 (scripts/bare-next.mjs, scripts/first-load.mjs;
 * docs/performance.md). /contact stands for a form page: Home's bytes and 40,000.
 */
const builds = {
  "16.4.5": { bare: 134_797, home: 141_802, about: 140_412 },
  "16.5.0-canary.38": { bare: 135_858, home: 142_817, about: 141_422 },
};
type Build = (typeof builds)["16.4.5"];
const pages = (b: Build, { homeExtra = 0, contactExtra = 0 } = {}) => [
  { route: "/", jsBytes: b.home + homeExtra, form: false, content: false },
  { route: "/about", jsBytes: b.about, form: false, content: true },
  { route: "/contact", jsBytes: b.home + 40_000 + contactExtra, form: true, content: false },
];

describe("the first-load JS budgets", () => {
  it("a page without a form may load what a bare Next page loads and the site's own 7 KB", () => {
    expect(SITE_OWN_JS_BYTES).toBe(7 * 1024);
    expect(contentJsBudget(134_797)).toBe(141_965);
  });

  it.each(Object.keys(builds))("the site's pages pass when built with next %s", (version) => {
    const b = builds[version as keyof typeof builds];
    expect(jsBudgetProblems(pages(b), b.bare)).toEqual([]);
  });

  it.each(Object.keys(builds))("with next %s, 2 KB more in Home's client code fails, and so does a form's 45 KB more", (version) => {
    const b = builds[version as keyof typeof builds];
    expect(jsBudgetProblems(pages(b, { homeExtra: 2048 }), b.bare)).toEqual([expect.stringMatching(new RegExp(`^/: first-load JS ${b.home + 2048} B > ${b.bare + SITE_OWN_JS_BYTES} B`))]);
    expect(jsBudgetProblems(pages(b, { contactExtra: FORM_OVER_CONTENT_BYTES }), b.bare)).toEqual([expect.stringMatching(/^\/contact: first-load JS \d+ B over content pages/)]);
  });

  it("a constant reference could not tell Next's growth from the site's: the newer Next's pages against the older bare page", () => {
    const newer = builds["16.5.0-canary.38"];
    expect(jsBudgetProblems(pages(newer), builds["16.4.5"].bare)).toEqual([expect.stringMatching(/^\/: first-load JS/)]);
  });
});
