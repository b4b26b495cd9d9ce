/** @jest-environment node */
import { ALWAYS_KEPT, absoluteUrls, inlineStyles, linkedStylesheets, withoutUnreadProperties } from "./critical-css.mjs";

const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const page = (body: string, head = link("/_next/static/chunks/site.css")) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe("absoluteUrls", () => {
  it("resolves the stylesheet's relative url()s against its own URL, and leaves the rest", () => {
    const css = '@font-face{src:url(../media/a.woff2)format("woff2")}.b{background:url("./x.svg")}.c{background:url(/y.png)}.d{background:url(data:image/gif;base64,AA)}';
    expect(absoluteUrls(css, "/_next/static/chunks/site.css")).toBe(
      '@font-face{src:url(/_next/static/media/a.woff2)format("woff2")}.b{background:url("/_next/static/chunks/x.svg")}.c{background:url(/y.png)}.d{background:url(data:image/gif;base64,AA)}',
    );
  });
});

describe("inlineStyles", () => {
  it("puts the CSS where the first link was and keeps every link for no-script readers only", () => {
    const html = page("<p>Hi</p>", link("/a.css".replace("/", "/_next/static/")) + link("/_next/static/b.css"));
    const out = inlineStyles(html, ".p{color:red}");
    expect(out).toContain(`<style>.p{color:red}</style><noscript>${link("/_next/static/a.css")}</noscript><noscript>${link("/_next/static/b.css")}</noscript>`);
    expect(linkedStylesheets(out)).toEqual([]);
    expect(linkedStylesheets(html)).toHaveLength(2);
  });
});

describe("ALWAYS_KEPT", () => {
  const kept = (sel: string) => ALWAYS_KEPT.some((rule) => (rule instanceof RegExp ? rule.test(sel) : rule === sel));
  it.each(["::placeholder", "::-webkit-datetime-edit-year-field", ":focus-visible", "*::marker", "html:focus-within", "body", ":root", "[id]"])("keeps %s", (sel) => expect(kept(sel)).toBe(true));
  it.each([".btn:hover", "html-card", ".a::before", "[id=main]", "body-copy", "a:focus-visible"])("leaves %s to beasties", (sel) => expect(kept(sel)).toBe(false));
});

// inlineCriticalCssIn runs beasties, whose CommonJS build requires an ES module that Jest cannot
// load: its tests are in e2e/build-steps.spec.ts.

describe("withoutUnreadProperties", () => {
  it("keeps the registrations of the properties the rules read, drops the others and the fallback for browsers without @property", () => {
    const css =
      "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){*,:before,:after{--tw-shadow:0 0 #0000;--tw-skew-x:initial;--tw-rotate:initial}}}" +
      ".shadow{--tw-shadow:0 1px 2px red;box-shadow:var(--tw-shadow)}.r{--tw-rotate:1deg}" +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-skew-x{syntax:"*";inherits:false}@property --tw-rotate{syntax:"*";inherits:false}';
    expect(withoutUnreadProperties(css)).toBe(
      ".shadow{--tw-shadow:0 1px 2px red;box-shadow:var(--tw-shadow)}.r{--tw-rotate:1deg}" +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
  });
});
