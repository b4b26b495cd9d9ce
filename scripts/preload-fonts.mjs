#!/usr/bin/env node
/**
 * Runs after `next build`: gives every exported page the font preloads Home has.
 *
 * next/font preloads the site font on every route except the not-found page (Next 16.4 leaves
 * 404.html without it). There the text first paints in the fallback font and then jumps when the
 * web font arrives: a layout shift (CLS 0.058) on the page a lost visitor sees. The preload tags
 * are copied from index.html, so the hashed font URL is never typed by hand.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles } from "./security-headers.mjs";

const FONT_PRELOAD = /<link rel="preload"[^>]*as="font"[^>]*\/>/g;

/** The page with the reference page's font preloads before its first stylesheet, when it has none. */
export function copyFontPreloads(html, reference) {
  const preloads = reference.match(FONT_PRELOAD) ?? [];
  const at = html.indexOf('<link rel="stylesheet"');
  if (preloads.length === 0 || html.match(FONT_PRELOAD) || at === -1) return html;
  return html.slice(0, at) + preloads.join("") + html.slice(at);
}

/**
 * Gives every page under `outDir` Home's font preloads; returns the pages it changed. Throws, naming
 * the file, when Home has no preload to copy or a page is left without one (Next's markup changed:
 * no `<link rel="stylesheet"` to insert before), rather than shipping a page whose text jumps.
 */
export function preloadFontsIn(outDir) {
  const home = path.join(outDir, "index.html");
  const reference = readFileSync(home, "utf8");
  if (!reference.match(FONT_PRELOAD)) throw new Error(`[preload-fonts] ${home} has no <link rel="preload" as="font"> to copy: Next's markup changed, update FONT_PRELOAD in scripts/preload-fonts.mjs`);
  const fixed = [];
  const missing = [];
  for (const page of htmlFiles(outDir)) {
    const file = path.join(outDir, page);
    const html = readFileSync(file, "utf8");
    const next = copyFontPreloads(html, reference);
    if (next !== html) {
      writeFileSync(file, next);
      fixed.push(page);
    }
    if (!next.match(FONT_PRELOAD)) missing.push(file);
  }
  if (missing.length > 0) throw new Error(`[preload-fonts] no font preload, and no <link rel="stylesheet"> to put one before, in ${missing.join(", ")}: Next's markup changed, update scripts/preload-fonts.mjs`);
  return fixed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const fixed = preloadFontsIn(process.argv[2] ?? "out");
    // Next may one day preload the font on every page itself: then there is nothing left to add.
    console.log(`[preload-fonts] font preload added to ${fixed.length ? fixed.join(", ") : "no page (every page has it already)"}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
