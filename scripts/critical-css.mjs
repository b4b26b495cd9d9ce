// @ts-self-types="./critical-css.d.mts"
/**
 * The first half of scripts/defer-runtime.mjs's step: each page's own CSS, inline.
 *
 * Next links the site's stylesheet from every page, and the browser paints nothing until it has
 * it: on a phone that is a request on a connection of its own, a round trip or two after the
 * HTML. Each page now carries the rules its own markup uses (beasties matches the stylesheet's
 * selectors against the page, with states such as :hover and :popover-open kept), in a <style>
 * element where the link was, with the @font-face rules (beasties cannot see that the font is used
 * through a CSS variable; they then leave the stylesheet, so each face is declared once) and every
 * url() made absolute; without the parts of form controls the page does not have, and without the
 * theme's values that nothing on it reads (the first window of a phone's connection is 14.6 kB, and
 * a page that fits in it paints a round trip sooner). The rest of the stylesheet comes after first
 * paint: the loader adds the page's deferred rules (deferredRules: the stylesheet's rules the inline
 * CSS lacks, data-styles), before React, so states the markup does not have yet (an open answer, a
 * form's errors) are styled when they appear; without JavaScript a <noscript> link loads the whole
 * stylesheet, whose rules are the same as the inline ones and come later, so the page does not move
 * when it arrives. The <style> is allowed by its hash (scripts/security-headers.mjs).
 *
 * Only the CSS is taken from beasties: the page's markup is spliced here, not re-serialised, so
 * React hydrates exactly what Next wrote.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";

/** Next's stylesheet link, as it writes it in <head>. */
export const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="next"\/>/g;
/** Any stylesheet link outside <noscript>: what STYLESHEET must have taken out. */
const ANY_STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*>/g;

/** The stylesheet's url() references resolved against its own URL (`../media/x.woff2` → `/_next/static/media/x.woff2`). */
export function absoluteUrls(css, sheetUrl) {
  return css.replace(/url\((["']?)([^)"']+)\1\)/g, (whole, quote, ref) => {
    if (/^(?:[a-z]+:|\/|#)/i.test(ref)) return whole;
    return `url(${quote}${new URL(ref, `https://site${sheetUrl}`).pathname}${quote})`;
  });
}

/**
 * The page with `css` inline where its first stylesheet link was, and its links kept for no-script
 * readers; `rest` maps a link's href to the sheet the loader adds instead (deferredRules), named on
 * that link as data-rest (scripts/defer-runtime.mjs reads it).
 */
export function inlineStyles(html, css, rest = {}) {
  let first = true;
  return html.replace(STYLESHEET, (link, href) => {
    const noscript = `<noscript>${rest[href] ? link.replace(/\/>$/, ` data-rest="${rest[href]}"/>`) : link}</noscript>`;
    if (!first) return noscript;
    first = false;
    return `<style>${css}</style>${noscript}`;
  });
}

/** Next's inline payload pieces (scripts/defer-runtime.mjs moves them to the .txt afterwards). */
const INLINE_PAYLOAD = /<script>self\.__next_f\.push\([\s\S]*?<\/script>/g;

/** `text` with each whole sheet's URL replaced by its deferred rules' (`rest`), within `within` when given. */
export function withSheets(text, rest, within) {
  const swap = (part) => Object.entries(rest).reduce((t, [href, to]) => t.replaceAll(`"${href}"`, `"${to}"`).replaceAll(`\\"${href}\\"`, `\\"${to}\\"`), part);
  return within ? text.replace(within, swap) : swap(text);
}

/** Stylesheet links the step left in a page (outside <noscript>): Next's markup changed. */
export function linkedStylesheets(html) {
  return [...html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "").matchAll(ANY_STYLESHEET)].map((m) => m[0]);
}

/**
 * Selectors beasties keeps whatever the page holds. It matches a selector against the page once its
 * pseudo-classes and pseudo-elements are stripped, below the root element; so it would drop rules
 * that apply to every page: those made only of pseudo parts (::placeholder, the date field's
 * ::-webkit-datetime-edit parts, :focus-visible), those on the root element with a state
 * (html:focus-within), and [id] (the anchors' scroll margin), which it does not match.
 */
export const ALWAYS_KEPT = [/^\*?(?::{1,2}[-a-z]+(?:\([^)]*\))?)+$/i, /^(?:html|body|:root)(?![-\w])/, "[id]"];

/** The custom properties `text` (CSS or markup) reads through var(). */
function readProperties(text) {
  return new Set([...text.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
}

/** Tailwind's fallback for browsers without @property: initial values of its custom properties, on every element. */
const PROPERTY_FALLBACK = /@layer properties\{@supports[^{]*\{[^{]*\{([^}]*)\}\}\}/;

/**
 * The CSS without the registrations (`@property`) of custom properties that none of its rules reads
 * through var(), and without Tailwind's fallback for browsers that lack @property. Tailwind registers all of them
 * in every stylesheet; a page's first paint needs only those its own rules read (a registration
 * changes what var() gives: its initial value, no inheritance). The whole stylesheet, later, has
 * them all.
 */
export function withoutUnreadProperties(css) {
  const rules = css.replace(/@property --[\w-]+\{[^}]*\}/g, "").replace(PROPERTY_FALLBACK, "");
  const read = readProperties(rules);
  return css
    .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name) => (read.has(name) ? rule : ""))
    // Browsers without @property (none current) get the fallback with the whole stylesheet.
    .replace(PROPERTY_FALLBACK, "");
}

/**
 * Parts of form controls that preflight styles (their selectors are only pseudo parts, so
 * ALWAYS_KEPT keeps them for beasties), each with the markup of the controls that have them. A page
 * whose markup has none of those controls paints none of those parts: its first paint goes without
 * their rules (the whole stylesheet, after first paint, has them for a control that comes later).
 */
export const CONTROL_PARTS = [
  { part: /^::placeholder$/, control: /<(?:input|textarea)\b[^>]*\splaceholder="/ },
  { part: /^::-webkit-(?:datetime-edit[-a-z]*|date-and-time-value|calendar-picker-indicator)$/, control: /<input\b[^>]*\stype="(?:date|time|datetime-local|month|week)"/ },
  { part: /^::-webkit-(?:inner|outer)-spin-button$/, control: /<input\b[^>]*\stype="(?:number|date|time|datetime-local|month|week)"/ },
  { part: /^::-webkit-search-[a-z-]+$/, control: /<input\b[^>]*\stype="search"/ },
  { part: /^::file-selector-button$/, control: /<input\b[^>]*\stype="file"/ },
  { part: /^:-moz-ui-(?:invalid|valid)$/, control: /<(?:input|select|textarea)\b/ },
];

/** The CSS without the rules for parts of form controls (CONTROL_PARTS) that `html` does not have. */
export function withoutAbsentControlParts(css, html) {
  const absent = CONTROL_PARTS.filter(({ control }) => !control.test(html)).map(({ part }) => part);
  if (!absent.length) return css;
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((s) => !absent.some((part) => part.test(s.trim())));
    if (!kept.length) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  return withoutEmptyAtRules(root).toString();
}

/** `root` without the at-rules (@media, @supports, @layer) left empty once their rules are gone. */
function withoutEmptyAtRules(root) {
  for (let emptied = true; emptied; ) {
    emptied = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        emptied = true;
      }
    });
  }
  return root;
}

/** Tailwind's theme: the custom properties it declares on :root, once, in the theme layer. */
const THEME = /(@layer theme\{:root,:host\{)([^}]*)(\}\})/;

/**
 * The CSS without the theme's values (`--color-brand-200`, `--text-7xl`) that nothing on the page
 * reads: no rule of `css`, no value of another it keeps, no style in `html`. Tailwind declares every
 * value any page uses; the whole stylesheet, after first paint, declares them all again.
 */
export function withoutUnreadThemeValues(css, html) {
  const theme = css.match(THEME);
  if (!theme) return css;
  const others = css.replace(THEME, "") + html;
  let decls = theme[2].split(";");
  for (let before = -1; before !== decls.length; ) {
    before = decls.length;
    const read = readProperties(others + decls.join(";"));
    decls = decls.filter((d) => read.has(d.slice(0, d.indexOf(":"))));
  }
  return css.replace(THEME, (_, open, _decls, close) => open + decls.join(";") + close);
}

/**
 * What the loader adds after first paint instead of the whole stylesheet `sheet`: its rules that
 * the page's inline CSS `inline` does not have (the states its markup does not show yet: a form's
 * errors, an open menu), without its @font-face rules, its `@property` registrations and the
 * theme's values on :root. Adding a registration or a :root value restyles every element of the
 * page, and so does adding rules its elements already match: one task of 10-16 ms on a form page
 * before this (docs/performance.md), about 2 ms after. A var() that reads a property the inline
 * CSS neither registers nor declares gets the registration's initial value or the theme's value
 * as its fallback, so it reads what it read before. One difference remains: such a property, not
 * registered, inherits a value an ancestor sets. Rules split across two sheets could also cascade in
 * another order: `.py-8` deferred after an inline `@media{.sm:py-20}` would win on a desktop. So an
 * inline rule that follows a deferred one in the same layer, sets the same kind of property and
 * names a class an element of the page's `html` has with the deferred rule's is added again after
 * it (an element only a script renders cannot be known here). e2e/deferred-styles.spec.ts checks
 * every element of the form pages, live and with their errors shown, against the whole stylesheet.
 */
export function deferredRules(sheet, inline, html = "") {
  const context = (node) => {
    const parents = [];
    for (let n = node.parent; n && n.type !== "root"; n = n.parent) parents.unshift(n.type === "atrule" ? `@${n.name} ${n.params}` : n.selector);
    return parents.join(">");
  };
  const key = (rule, selector) => `${context(rule)}|${selector}|${rule.nodes.map(String).join(";")}`;
  const have = new Set();
  const known = new Set();
  const inlineRoot = postcss.parse(inline);
  inlineRoot.walkRules((rule) => rule.selectors.forEach((s) => have.add(key(rule, s))));
  inlineRoot.walkAtRules("property", (at) => known.add(at.params.trim()));
  inlineRoot.walkDecls(/^--/, (decl) => known.add(decl.prop));

  const values = new Map();
  const ordered = cascadeOrder(html);
  /** Inline selectors added back after their own rule: already judged. */
  const again = new WeakSet();
  const root = postcss.parse(sheet);
  root.walkAtRules((at) => {
    if (at.name === "font-face") at.remove();
    else if (at.name === "property") {
      at.walkDecls("initial-value", (decl) => void values.set(at.params.trim(), decl.value));
      at.remove();
    }
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
    if (rule.parent?.type === "atrule" && rule.parent.name === "layer" && rule.parent.params === "theme") {
      rule.walkDecls(/^--/, (decl) => void values.set(decl.prop, decl.value));
      rule.remove();
      return;
    }
    if (again.has(rule)) return;
    const left = rule.selectors.filter((s) => !have.has(key(rule, s)));
    const inlined = rule.selectors.filter((s) => have.has(key(rule, s)));
    if (!left.length) {
      if (!ordered.follows(rule)) rule.remove();
      return;
    }
    if (inlined.length) rule.selectors = left;
    ordered.record(rule);
    // Its inline selectors, cut from it, may still have to come after it (`.x,.sm\:py-20{…}`).
    if (inlined.length) {
      const back = rule.clone({ selectors: inlined });
      again.add(back);
      rule.after(back);
      if (!ordered.follows(back)) back.remove();
    }
  });
  withoutEmptyAtRules(root);
  const withFallbacks = (text) => text.replace(/var\((--[\w-]+)\)/g, (whole, name) => (known.has(name) || !values.has(name) ? whole : `var(${name},${values.get(name)})`));
  root.walkDecls((decl) => {
    // Twice: a theme value given as a fallback may read another (--default-font-family: var(--font-sans)).
    decl.value = withFallbacks(withFallbacks(decl.value));
  });
  return root.toString();
}

/** What a declaration sets, roughly: `padding-block-start` and `padding` alike set "padding"; `top` sets "inset". */
function propertyKind(prop) {
  if (prop.startsWith("--")) return prop;
  const p = prop.replace(/^-\w+-/, "");
  if (/^(top|right|bottom|left)$/.test(p)) return "inset";
  if (/gap$/.test(p)) return "gap";
  const size = p.replace(/^(min|max)-/, "");
  if (size === "inline-size" || size === "width") return "width";
  if (size === "block-size" || size === "height") return "height";
  return p.split("-")[0];
}

/** The classes a selector names: `.sm\:py-20:hover` names "sm:py-20". */
const classesOf = (selector) => [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1].replace(/\\(.)/g, "$1"));

/** The cascade layer a rule is in ("" outside any). */
function layerOf(rule) {
  for (let n = rule.parent; n && n.type !== "root"; n = n.parent) if (n.type === "atrule" && n.name === "layer") return n.params;
  return "";
}

/**
 * Which rules of the inline CSS must be added again after the deferred ones (deferredRules), rules
 * met in the sheet's order: `record` a deferred rule, then `follows(rule)` says whether an inline
 * rule would lose to one recorded before it on an element of `html` (and records it if so).
 */
function cascadeOrder(html) {
  const elements = [...html.matchAll(/\sclass="([^"]*)"/g)].map((m) => new Set(m[1].split(/\s+/)));
  /** Per layer and kind of property, the classes of the deferred rules met so far. */
  const deferred = new Map();
  const kinds = (rule) => {
    const set = new Set();
    rule.walkDecls((d) => void set.add(propertyKind(d.prop)));
    return set;
  };
  const record = (rule) => {
    const layer = deferred.get(layerOf(rule)) ?? new Map();
    deferred.set(layerOf(rule), layer);
    const classes = rule.selectors.flatMap(classesOf);
    for (const kind of kinds(rule)) layer.set(kind, new Set([...(layer.get(kind) ?? []), ...classes]));
  };
  const follows = (rule) => {
    const layer = deferred.get(layerOf(rule));
    if (!layer) return false;
    const mine = rule.selectors.flatMap(classesOf);
    for (const kind of kinds(rule)) {
      const theirs = layer.get(kind);
      if (theirs && elements.some((e) => mine.some((c) => e.has(c)) && [...theirs].some((c) => e.has(c)))) {
        record(rule);
        return true;
      }
    }
    return false;
  };
  return { record, follows };
}

/** The file name of a page's deferred rules: the whole sheet's, with their hash (pages with the same rules share it). */
export function restHref(sheetHref, css) {
  return sheetHref.replace(/\.css$/, `.${createHash("sha256").update(css).digest("hex").slice(0, 12)}.css`);
}

/** Elements that never have a closing tag. */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** How many of <main>'s sections the first screen can show: the hero, and the top of the next one. */
export const FIRST_WINDOW_SECTIONS = 2;

/**
 * Each element tag of `html` from `from` on, with its depth below the start (comments and scripts
 * skipped): `{ index, end, closing, depth }`, where a closing tag has the depth of its element.
 */
function* tags(html, from) {
  const tag = /<!--[\s\S]*?-->|<script\b[\s\S]*?<\/script>|<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;
  tag.lastIndex = from;
  let depth = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const [whole, closing, name, selfClosing] = m;
    if (!name) continue;
    if (closing) yield { index: m.index, end: m.index + whole.length, closing: true, depth: --depth };
    else {
      yield { index: m.index, end: m.index + whole.length, closing: false, depth };
      if (!selfClosing && !VOID.has(name.toLowerCase())) depth++;
    }
  }
}

/** `html` with the content of each popover (the menu) taken out: closed at first paint, it is styled by the rules that follow it. */
function withoutPopoverContent(html) {
  const open = /<[a-zA-Z][\w-]*\b[^>]*\spopover(?:=|[\s/>])[^>]*>/.exec(html);
  if (!open) return html;
  const start = open.index + open[0].length;
  for (const t of tags(html, start)) if (t.closing && t.depth === -1) return html.slice(0, start) + withoutPopoverContent(html.slice(t.index));
  return html;
}

/**
 * Until the rest of the page's rules have come, no part of <main> may widen the page: below the
 * first window an element without its rules (a button row without its wrap) can stick out of the
 * screen, and a phone shows a page wider than itself zoomed out, first screen and all. The inline
 * CSS clips <main>'s parts sideways (UNTIL_STYLED); the deferred rules and the whole stylesheet
 * lift it (STYLED), in the base layer so a utility on a part still wins.
 */
export const UNTIL_STYLED = "@layer base{main>*{overflow-x:clip}}";
export const STYLED = "@layer base{main>*{overflow-x:visible}}";

/** An element that scrolls on its own (a row of cards that scrolls sideways on a phone, a wide table's box): its class names it. */
const SCROLLER = /<([a-zA-Z][\w-]*)\b[^>]*\sclass="([^"]*\boverflow-[^"]*)"[^>]*>/g;
/** Of a scroller's classes, those that keep its content in its box: its overflow and its containment, at every width. */
const CONTAINS = /(?:^|:)(?:overflow-|\[contain:)/;

/**
 * The elements below the first window that scroll on their own, empty and with only their overflow
 * and containment classes: those rules come with the first window's. Without them such a row's cards would widen the whole page, and a phone would
 * show its first screen zoomed out to the row's width.
 */
function scrollersIn(rest) {
  const containing = (classes) => classes.split(/\s+/).filter((c) => CONTAINS.test(c)).join(" ");
  return [...rest.matchAll(SCROLLER)].map(([, tag, classes]) => `<${tag} class="${containing(classes)}"></${tag}>`).join("");
}

/**
 * The part of a page its first screen can show: everything up to the end of the first
 * FIRST_WINDOW_SECTIONS elements of <main> (the header, the hero and the next section), closed, and
 * without the content of the closed menu (a popover), with the elements further down that scroll on
 * their own (scrollersIn). A page with no more than that is whole (its
 * footer may show on the first screen). The rest of the page's rules come after first paint with
 * the deferred rules, before anything is scrolled to; a page opened at an anchor
 * (#calendly-section) waits for them (the loader, scripts/defer-runtime.mjs).
 */
export function firstWindow(html) {
  const open = html.match(/<main\b[^>]*>/);
  if (!open) return html;
  let children = 0;
  for (const t of tags(html, open.index + open[0].length)) {
    if (!t.closing || t.depth > 0) continue;
    if (t.depth < 0) break; // </main>: the page is no longer than its first window
    if (++children === FIRST_WINDOW_SECTIONS) return withoutPopoverContent(`${html.slice(0, t.end)}${scrollersIn(html.slice(t.end))}</main></body></html>`);
  }
  return withoutPopoverContent(html);
}

/** The CSS a page needs for its first paint: the rules its first window's markup uses (firstWindow), its stylesheets' @font-face rules, url()s absolute. */
export async function criticalCss(page, outDir, hrefs) {
  const html = firstWindow(page);
  const { default: Beasties } = await import("beasties");
  const beasties = new Beasties({ path: outDir, publicPath: "/", preload: false, pruneSource: false, inlineFonts: false, preloadFonts: false, compress: true, logLevel: "silent", reduceInlineStyles: false, allowRules: ALWAYS_KEPT });
  const processed = await beasties.process(html);
  const inline = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const faces = hrefs.flatMap((href) => absoluteUrls(readFileSync(path.join(outDir, href), "utf8"), href).match(/@font-face\{[^}]*\}/g) ?? []);
  const rules = withoutUnreadThemeValues(withoutAbsentControlParts(absoluteUrls(inline, hrefs[0]), html), html);
  return faces.join("") + withoutUnreadProperties(rules) + UNTIL_STYLED;
}

/**
 * Inlines each page's critical CSS under `outDir` (the content editor's page is Sveltia's, and has
 * no Next stylesheet). Throws, naming the page, when a page links a stylesheet in a form this step
 * does not recognise or its critical CSS comes out empty, rather than ship a page painted unstyled
 * or still waiting for the whole stylesheet.
 */
export async function inlineCriticalCssIn(outDir, pages) {
  const problems = [];
  const sheets = new Set();
  let changed = 0;
  for (const page of pages) {
    const file = path.join(outDir, page);
    const html = readFileSync(file, "utf8");
    const hrefs = [...html.matchAll(STYLESHEET)].map((m) => m[1]);
    for (const href of hrefs) sheets.add(href);
    if (hrefs.length === 0) {
      if (linkedStylesheets(html).length) problems.push(`[critical-css] ${file} links a stylesheet in markup this step does not recognise: ${linkedStylesheets(html)[0]}`);
      continue;
    }
    const css = await criticalCss(html, outDir, hrefs);
    if (!css.includes("{")) {
      problems.push(`[critical-css] ${file}: no rule of ${hrefs.join(", ")} matched the page`);
      continue;
    }
    // What the loader adds instead of each whole sheet (deferredRules), and the payload names it
    // too: React, hydrating, adds a stylesheet of the payload's that <head> does not have.
    const rest = {};
    for (const href of hrefs) {
      const rules = deferredRules(readFileSync(path.join(outDir, href), "utf8"), css, html) + STYLED;
      rest[href] = restHref(href, rules);
      writeFileSync(path.join(outDir, rest[href]), rules);
    }
    const payload = path.join(outDir, page.replace(/\.html$/, ".txt"));
    if (existsSync(payload)) writeFileSync(payload, withSheets(readFileSync(payload, "utf8"), rest));
    const next = inlineStyles(withSheets(html, rest, INLINE_PAYLOAD), css, rest);
    const left = linkedStylesheets(next);
    if (left.length) problems.push(`[critical-css] ${file} still links ${left[0]}`);
    else {
      writeFileSync(file, next);
      changed++;
    }
  }
  if (problems.length) throw new Error(`${problems.join("\n")}\nNext's markup changed: update STYLESHEET in scripts/critical-css.mjs.`);
  // The font faces are inline on every page that uses these stylesheets. Declared again in the
  // stylesheet, each would be a second face for the same font: where the first missed its moment
  // (`optional`, a slow connection) and the page kept the fallback, the second loads from the cache
  // when the stylesheet arrives and the text jumps into the web font: the shift `optional` avoids.
  for (const href of sheets) {
    const file = path.join(outDir, href);
    writeFileSync(file, readFileSync(file, "utf8").replace(/@font-face\{[^}]*\}/g, "") + STYLED);
  }
  return changed;
}
