#!/usr/bin/env node
// @ts-self-types="./subset-font.d.mts"
/**
 * The site's font, cut down to what the pages show: `npm run subset-font` writes
 * app/_fonts/atkinson-hyperlegible-next.woff2 (committed) from the npm package's Latin file.
 *
 * Why: the page's largest text waits for the font (it is the first paint's own font, preloaded, and
 * `font-display: optional` in app/fonts.ts never paints it twice), so the font is on the path to
 * the largest paint. The package's Latin file carries every weight from 200 to 800 and the whole
 * Latin-1 and punctuation blocks. The site uses 400, 600 and 700 (Tailwind's normal,
 * semibold and bold), English and Spanish, and a few typographic marks: FONT_TEXT and FONT_WEIGHT.
 * The cut font keeps the variable axis between those weights, the kerning and the letterforms that
 * make Atkinson Hyperlegible legible (its distinct I/l/1, 0/O); sizes in docs/performance.md.
 *
 * Guards: scripts/subset-font.test.ts checks that the committed file holds exactly FONT_TEXT and
 * FONT_WEIGHT (edit them, then run this again); fontGaps() lists any character an exported page
 * shows that the font lacks (e2e/font.spec.ts after every build, scripts/check-export.mjs before a
 * deploy), so a word the owner adds with a new letter is caught, not drawn in the fallback font.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SOURCE_FONT = "node_modules/@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2";
export const SUBSET_FONT = "app/_fonts/atkinson-hyperlegible-next.woff2";

const printableAscii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");
/**
 * Every character the font draws: printable ASCII; Spanish letters and marks; the typographic marks
 * the copy uses. Each further character costs bytes on every first visit, and the file should stay
 * within what a new connection delivers in its first round trip (docs/performance.md). Anything else falls back to
 * the metric-matched fallback (app/theme.css), and fontGaps() reports it: add it here when the copy needs it.
 */
export const FONT_TEXT = [printableAscii, "áéíóúüñÁÉÍÓÚÜÑ¿¡ºª", "\u00a0–—‘’“”…·•©€"].join("");
/** The weights the site's CSS asks for (font-normal, font-semibold, font-bold): the axis kept. */
export const FONT_WEIGHT = { min: 400, max: 700 };

/** The subset font's bytes (WOFF2) from the package's file. */
export async function subsetFont(source) {
  const { default: subset } = await import("subset-font");
  return subset(source, FONT_TEXT, { targetFormat: "woff2", variationAxes: { wght: FONT_WEIGHT } });
}

/** The characters a font file (WOFF2) maps, and its weight axis. */
export async function fontCoverage(woff2) {
  const { default: fontverter } = await import("fontverter");
  const hb = await import("harfbuzzjs");
  const sfnt = await fontverter.convert(woff2, "sfnt");
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt)));
  const axis = face.getAxisInfos().wght;
  return { characters: new Set([...face.collectUnicodes()].map((c) => String.fromCodePoint(c))), weight: axis ? { min: axis.min, max: axis.max } : undefined };
}

/** Text a page can show: everything but scripts, styles and markup (attribute values count: alt, placeholder, value). */
function shownText(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, " ")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, " ")
    // React escapes ">" in attribute values, so a tag ends at the first one.
    .replace(/<[^>]*>/g, (tag) => ` ${[...tag.matchAll(/"([^"]*)"/g)].map((m) => m[1]).join(" ")} `);
}

/**
 * Characters the exported pages (HTML, and the RSC payloads their scripts render from: form
 * messages, estimator words) show that `font` lacks, each with the first file it is in. The content
 * editor's page (Sveltia) is not the site's and has its own fonts.
 */
export async function fontGaps(outDir, font = readFileSync(path.join(root, SUBSET_FONT))) {
  const { characters } = await fontCoverage(font);
  const gaps = new Map();
  const walk = (dir) =>
    readdirSync(path.join(outDir, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = path.posix.join(dir, e.name);
      if (e.isDirectory()) return rel === "_next" || rel === "admin" ? [] : walk(rel);
      return /\.(html|txt)$/.test(e.name) && e.name !== "robots.txt" ? [rel] : [];
    });
  for (const file of walk("")) {
    const raw = readFileSync(path.join(outDir, file), "utf8");
    const text = file.endsWith(".html") ? shownText(raw) : raw;
    for (const ch of text) {
      if (ch.charCodeAt(0) < 32 || characters.has(ch) || gaps.has(ch)) continue;
      gaps.set(ch, file);
    }
  }
  return [...gaps].map(([character, file]) => ({ character, codePoint: `U+${character.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}`, file }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // No top-level await: Jest loads this module (through check-export.mjs) as CommonJS.
  subsetFont(readFileSync(path.join(root, SOURCE_FONT))).then((out) => {
    writeFileSync(path.join(root, SUBSET_FONT), out);
    console.log(`[subset-font] ${SUBSET_FONT}: ${[...FONT_TEXT].length} characters, weights ${FONT_WEIGHT.min}–${FONT_WEIGHT.max}, ${out.length} bytes`);
  });
}
