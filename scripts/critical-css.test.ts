/** @jest-environment node */
import { ALWAYS_KEPT, absoluteUrls, inlineStyles, linkedStylesheets, withoutAbsentControlParts, withoutUnreadProperties, withoutUnreadThemeValues } from "./critical-css.mjs";

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

describe("withoutAbsentControlParts", () => {
  const css =
    "*,::backdrop{margin:0}::file-selector-button{margin:0}button,::file-selector-button{font:inherit}::placeholder{opacity:1}" +
    "@supports (not ((-webkit-appearance:-apple-pay-button))) or (contain-intrinsic-size:1px){::placeholder{color:currentColor}@supports (color:color-mix(in lab, red, red)){::placeholder{color:red}}}" +
    "::-webkit-datetime-edit{display:inline-flex}::-webkit-datetime-edit-year-field{padding-block:0}::-webkit-inner-spin-button{height:auto}:-moz-ui-invalid{box-shadow:none}:focus-visible{outline:3px solid}";

  it("drops every control part from a page without controls, and at-rules left empty, and keeps the rest", () => {
    expect(withoutAbsentControlParts(css, "<p>Hi</p><button>Go</button>")).toBe("*,::backdrop{margin:0}button{font:inherit}:focus-visible{outline:3px solid}");
  });

  it("keeps the parts of the controls the page has", () => {
    const page = '<input type="date" name="d"/><input type="text" placeholder="Name"/>';
    expect(withoutAbsentControlParts(css, page)).toBe(
      "*,::backdrop{margin:0}button{font:inherit}::placeholder{opacity:1}" +
        "@supports (not ((-webkit-appearance:-apple-pay-button))) or (contain-intrinsic-size:1px){::placeholder{color:currentColor}@supports (color:color-mix(in lab, red, red)){::placeholder{color:red}}}" +
        "::-webkit-datetime-edit{display:inline-flex}::-webkit-datetime-edit-year-field{padding-block:0}::-webkit-inner-spin-button{height:auto}:-moz-ui-invalid{box-shadow:none}:focus-visible{outline:3px solid}",
    );
    expect(withoutAbsentControlParts(css, '<input type="file" name="cv"/>')).toContain("::file-selector-button{margin:0}button,::file-selector-button{font:inherit}");
  });
});

describe("withoutUnreadThemeValues", () => {
  const css = "@layer theme{:root,:host{--font-sans:Atkinson;--font-mono:ui-monospace;--default-mono-font-family:var(--font-mono);--color-ink:#123;--color-danger:#a00;--text-lg:1.125rem;--text-lg--line-height:1.5}}.t{font-size:var(--text-lg);line-height:var(--tw-leading,var(--text-lg--line-height))}body{font-family:var(--font-sans)}";

  it("keeps the values the rules or the markup read, and those only other unread values read go too", () => {
    expect(withoutUnreadThemeValues(css, '<p style="color:var(--color-ink)">Hi</p>')).toBe(
      "@layer theme{:root,:host{--font-sans:Atkinson;--color-ink:#123;--text-lg:1.125rem;--text-lg--line-height:1.5}}.t{font-size:var(--text-lg);line-height:var(--tw-leading,var(--text-lg--line-height))}body{font-family:var(--font-sans)}",
    );
  });

  it("leaves CSS without Tailwind's theme as it is", () => expect(withoutUnreadThemeValues(".a{color:red}", "")).toBe(".a{color:red}"));
});
