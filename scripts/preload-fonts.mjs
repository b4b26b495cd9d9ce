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

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? "out";
  const reference = readFileSync(path.join(outDir, "index.html"), "utf8");
  const fixed = htmlFiles(outDir).filter((page) => {
    const file = path.join(outDir, page);
    const html = readFileSync(file, "utf8");
    const next = copyFontPreloads(html, reference);
    if (next !== html) writeFileSync(file, next);
    return next !== html;
  });
  console.log(`[preload-fonts] font preload added to ${fixed.length ? fixed.join(", ") : "no page"}`);
}
