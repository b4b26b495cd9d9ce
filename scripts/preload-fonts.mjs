#!/usr/bin/env node
/**
 * Runs first after `next build`, and mends what Next's export gets wrong about the not-found page.
 *
 * It gives every exported page the font preloads Home has. next/font preloads the site font on
 * every route except the not-found page (Next 16.4 leaves 404.html without it). There the text
 * first paints in the fallback font and then jumps when the web font arrives: a layout shift on
 * the page a lost visitor sees. The preload tags are copied from index.html, so the hashed font
 * URL is never typed by hand.
 *
 * Before that it deletes the second copy of the site-wide not-found page that the export writes
 * beside 404.html: _not-found.html, with its RSC payloads _not-found.txt and _not-found/. Every
 * static host serves that copy at /_not-found with status 200 (a "page" a crawler may index, and
 * one more file for the later steps to process). Hosts answer misses with 404.html and
 * es/404.html (lib/routes.mjs NOT_FOUND_ROUTES), and nothing links to or fetches the copy.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EDITOR, NOT_FOUND_ROUTES, pageFile } from "../lib/routes.mjs";
import { htmlFiles } from "./export-files.mjs";

/** Next's copy of the not-found page, the page first: what `dropNotFoundCopy` deletes from out/. */
export const NOT_FOUND_COPY = ["_not-found.html", "_not-found.txt", "_not-found"];

/**
 * Deletes the copy from `outDir` and returns what it deleted. Throws, deleting nothing, when a
 * not-found page the hosts serve is missing (the copy may be all there is), or when there is no
 * _not-found.html to delete: Next no longer writes it (then this can go) or writes it elsewhere.
 */
export function dropNotFoundCopy(outDir) {
  const missing = NOT_FOUND_ROUTES.map(pageFile).filter((file) => !existsSync(path.join(outDir, file)));
  if (missing.length > 0) throw new Error(`[preload-fonts] no ${missing.map((f) => path.join(outDir, f)).join(", ")}: the not-found pages the hosts serve are missing, so ${NOT_FOUND_COPY[0]} is left in place; see lib/routes.mjs NOT_FOUND_ROUTES`);
  const found = NOT_FOUND_COPY.filter((file) => existsSync(path.join(outDir, file)));
  if (!found.includes(NOT_FOUND_COPY[0])) throw new Error(`[preload-fonts] no ${path.join(outDir, NOT_FOUND_COPY[0])} to delete: Next's export changed (or this step already ran on ${outDir}); update dropNotFoundCopy in scripts/preload-fonts.mjs`);
  for (const file of found) rmSync(path.join(outDir, file), { recursive: true });
  return found;
}

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
  // The content editor's page is Sveltia's, not Next's: it has neither the site's font nor its stylesheet.
  for (const page of htmlFiles(outDir).filter((p) => p !== EDITOR.page)) {
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
    const outDir = process.argv[2] ?? "out";
    const dropped = dropNotFoundCopy(outDir);
    console.log(`[preload-fonts] deleted Next's copy of the not-found page, which hosts would serve with 200: ${dropped.join(", ")}`);
    const fixed = preloadFontsIn(outDir);
    // Next may one day preload the font on every page itself: then there is nothing left to add.
    console.log(`[preload-fonts] font preload added to ${fixed.length ? fixed.join(", ") : "no page (every page has it already)"}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
