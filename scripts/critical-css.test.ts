/** @jest-environment node */
import { ALWAYS_KEPT, absoluteUrls, deferredRules, inlineStyles, linkedStylesheets, restHref, withoutAbsentControlParts, withoutUnreadProperties, withoutUnreadThemeValues, withSheets } from "./critical-css.mjs";

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

describe("inlineStyles with deferred rules", () => {
  it("names the deferred rules' sheet on the no-script link, which still loads the whole sheet", () => {
    const out = inlineStyles(page("<p>Hi</p>"), ".p{color:red}", { "/_next/static/chunks/site.css": "/_next/static/chunks/site.0123456789ab.css" });
    expect(out).toContain('<style>.p{color:red}</style><noscript><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" data-rest="/_next/static/chunks/site.0123456789ab.css"/></noscript>');
  });
});

describe("deferredRules", () => {
  const sheet =
    "@layer theme,base,utilities;" +
    "@layer theme{:root,:host{--color-ink:#123;--color-danger:#a00;--font-sans:Atkinson;--default-font-family:var(--font-sans)}}" +
    "@layer base{*,:after{margin:0}body{color:var(--color-ink)}}" +
    "@layer utilities{.p{color:red}.err{color:var(--color-danger);box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}.f{font-family:var(--default-font-family)}@media (min-width:40rem){.p{color:teal}.err{margin:1px}}.a,.p:hover{color:blue}}" +
    "@font-face{font-family:f;src:url(/f.woff2)}" +
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-skew-x{syntax:"*";inherits:false}' +
    "@keyframes spin{to{transform:rotate(1turn)}}";
  const inline =
    "@layer theme{:root,:host{--color-ink:#123}}@layer base{*,:after{margin:0}body{color:var(--color-ink)}}" +
    "@layer utilities{.p{color:red}@media (min-width:40rem){.p{color:teal}}.p:hover{color:blue}}" +
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';
  const rest = deferredRules(sheet, inline);

  it("keeps, in their layers and media, only the rules the inline CSS does not have", () => {
    expect(rest).toContain("@layer utilities{.err{color:var(--color-danger,#a00);box-shadow:var(--tw-ring-shadow,0 0 #0000),var(--tw-shadow)}.f{font-family:var(--default-font-family,var(--font-sans,Atkinson))}@media (min-width:40rem){.err{margin:1px}}.a{color:blue}}");
    expect(rest).toContain("@keyframes spin{to{transform:rotate(1turn)}}");
    expect(rest).not.toContain(".p{");
    expect(rest).not.toContain("body{");
  });

  it("has no registration, no theme value on :root and no font face: adding those restyles the whole page", () => {
    for (const gone of ["@property", ":root", "@font-face", "@layer base"]) expect(rest).not.toContain(gone);
  });

  it("gives a var() the value it read before as its fallback, unless the inline CSS registers or declares the property", () => {
    // --tw-shadow is registered inline: it reads as before, and so does a property with no initial value.
    expect(rest).toContain("var(--tw-shadow)}");
    expect(deferredRules(".s{transform:skewX(var(--tw-skew-x))}" + '@property --tw-skew-x{syntax:"*";inherits:false}', "")).toBe(".s{transform:skewX(var(--tw-skew-x))}");
  });

  it("adds again after a deferred rule the inline rules that must still win over it on an element of the page", () => {
    const utilities = String.raw`@layer utilities{.py-8{padding-block:2rem}.py-10{padding-block:2.5rem}.text-lg{font-size:1.1rem}@media (min-width:40rem){.sm\:py-20{padding-block:5rem}.sm\:text-xl{font-size:1.2rem}}}`;
    const inlined = String.raw`@layer utilities{.py-10{padding-block:2.5rem}@media (min-width:40rem){.sm\:py-20{padding-block:5rem}.sm\:text-xl{font-size:1.2rem}}}`;
    // The first window has py-10 sm:py-20; a section below it py-8 sm:py-20: without the media rule again, py-8 would win on a desktop.
    const html = '<section class="py-10 sm:py-20"></section><section class="py-8 sm:py-20"></section><p class="sm:text-xl"></p>';
    expect(deferredRules(utilities, inlined, html)).toBe(String.raw`@layer utilities{.py-8{padding-block:2rem}.text-lg{font-size:1.1rem}@media (min-width:40rem){.sm\:py-20{padding-block:5rem}}}`);
    // A rule only partly inline: its inline selector, cut from it, still follows it where it must.
    const shared = String.raw`@layer utilities{.py-8{padding-block:2rem}@media (min-width:40rem){.x,.sm\:py-20{padding-block:5rem}}}`;
    const sharedInline = String.raw`@layer utilities{@media (min-width:40rem){.sm\:py-20{padding-block:5rem}}}`;
    expect(deferredRules(shared, sharedInline, '<div class="py-8 sm:py-20"></div>')).toBe(String.raw`@layer utilities{.py-8{padding-block:2rem}@media (min-width:40rem){.x{padding-block:5rem}.sm\:py-20{padding-block:5rem}}}`);
    // No element has both: the inline rule stays where it is.
    expect(deferredRules(utilities, inlined, '<section class="py-10 sm:py-20"></section><div class="py-8"></div>')).toBe(String.raw`@layer utilities{.py-8{padding-block:2rem}.text-lg{font-size:1.1rem}}`);
  });

  it("is named after the whole sheet and its own content", () => {
    expect(restHref("/_next/static/chunks/site.css", rest)).toMatch(/^\/_next\/static\/chunks\/site\.[0-9a-f]{12}\.css$/);
    expect(restHref("/_next/static/chunks/site.css", rest)).toBe(restHref("/_next/static/chunks/site.css", deferredRules(sheet, inline)));
    expect(restHref("/_next/static/chunks/site.css", rest)).not.toBe(restHref("/_next/static/chunks/site.css", rest + ".x{}"));
  });
});

describe("withSheets", () => {
  const rest = { "/_next/static/chunks/site.css": "/_next/static/chunks/site.0123456789ab.css" };
  it("points a payload's stylesheet at the deferred rules, in the .txt and in the inline pushes only", () => {
    expect(withSheets('0:["$","link","0",{"rel":"stylesheet","href":"/_next/static/chunks/site.css","precedence":"next"}]', rest)).toBe('0:["$","link","0",{"rel":"stylesheet","href":"/_next/static/chunks/site.0123456789ab.css","precedence":"next"}]');
    const html = '<noscript><link rel="stylesheet" href="/_next/static/chunks/site.css"/></noscript><script>self.__next_f.push([1,"{\\"href\\":\\"/_next/static/chunks/site.css\\"}"])</script>';
    const out = withSheets(html, rest, /<script>self\.__next_f\.push\([\s\S]*?<\/script>/g);
    expect(out).toContain('<noscript><link rel="stylesheet" href="/_next/static/chunks/site.css"/></noscript>');
    expect(out).toContain('\\"href\\":\\"/_next/static/chunks/site.0123456789ab.css\\"');
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
