/**
 * The site's font is the cut one (scripts/subset-font.mjs), and it draws every character a page
 * shows: no browser needed, so it runs once, in the "server" project, on the export the run built.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { FONT_TEXT, FONT_WEIGHT, SOURCE_FONT, SUBSET_FONT, fontCoverage, fontGaps, subsetFont } from "../scripts/subset-font.mjs";

const out = path.join(process.cwd(), process.env.SITE_OUT_DIR || "out");

type FallbackMetrics = { fallbackFont: string; ascentOverride: string; descentOverride: string; lineGapOverride: string; sizeAdjust: string };

/** What next/font/local's `adjustFontFallback: "Arial"` would set for this font: its loader's own calculation. */
function nextFallbackMetrics(font: Buffer): FallbackMetrics {
  const require = createRequire(import.meta.url);
  const fontkit = require("next/dist/compiled/@next/font/dist/fontkit").default;
  const { getFallbackMetricsFromFontFile } = require("next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file");
  return getFallbackMetricsFromFontFile((fontkit.default || fontkit)(font), "sans-serif");
}

test("the committed font is exactly the cut that scripts/subset-font.mjs makes of the package's file", async () => {
  const committed = readFileSync(SUBSET_FONT);
  const { characters, weight } = await fontCoverage(committed);
  expect([...characters].sort().join("")).toBe([...new Set(FONT_TEXT)].sort().join(""));
  expect(weight).toEqual(FONT_WEIGHT);
  // Edited FONT_TEXT or FONT_WEIGHT without running `npm run subset-font`, or a new package version.
  expect(Buffer.from(await subsetFont(readFileSync(SOURCE_FONT))).equals(committed), "run npm run subset-font and commit its file").toBe(true);
});

test("every character the exported pages and their payloads show is in the font", async () => {
  expect(await fontGaps(out)).toEqual([]);
});

test("the guard sees a character the font lacks", async () => {
  // The package's full Latin file has ç; the cut one does not: a page with it must be reported.
  const gaps = await fontGaps(fileURLToPath(new URL("fixtures/font-gap", import.meta.url)));
  expect(gaps).toEqual([{ character: "ç", codePoint: "U+00E7", file: "page.html" }]);
});

test("each page declares that font once, inline, optional and at its weights, with a metric-matched fallback", () => {
  const chunks = path.join(out, "_next/static/chunks");
  // Declared in the stylesheet too, a face would be a second one, loaded when the stylesheet arrives (scripts/critical-css.mjs).
  for (const sheet of readdirSync(chunks).filter((f) => f.endsWith(".css"))) expect(readFileSync(path.join(chunks, sheet), "utf8"), sheet).not.toContain("@font-face");
  const css = readFileSync(path.join(out, "index.html"), "utf8").match(/<style>([\s\S]*?)<\/style>/)![1];
  const faces = [...css.matchAll(/@font-face\{[^}]*\}/g)].map((m) => m[0]);
  const own = faces.filter((f) => f.includes(".woff2"));
  expect(own.length).toBeGreaterThan(0);
  for (const face of own) {
    expect(face).toContain("font-display:optional");
    expect(face).toContain(`font-weight:${FONT_WEIGHT.min} ${FONT_WEIGHT.max}`);
    const url = face.match(/url\(\/_next\/static\/media\/([^)]+)\)/)?.[1];
    expect(readFileSync(path.join(out, "_next/static/media", url!)).equals(readFileSync(SUBSET_FONT))).toBe(true);
  }
  // The fallback (app/theme.css): a regular and a bold face of Arial or a font of its metrics,
  // scaled and spaced for this font by Next's own calculation.
  const fallback = faces.filter((f) => f.includes("font-family:Atkinson Fallback;"));
  expect(fallback.map((f) => f.match(/font-weight:([^;]+);/)?.[1])).toEqual(["100 500", "600 900"]);
  const metrics = nextFallbackMetrics(readFileSync(SUBSET_FONT));
  expect(metrics.fallbackFont).toBe("Arial");
  const figure = (value: string) => Number.parseFloat(value);
  for (const face of fallback) {
    for (const name of ["Arial", "Liberation Sans", "Arimo"]) expect(face).toContain(`local(${name}`);
    const set = (descriptor: string) => figure(face.match(new RegExp(`${descriptor}:([\\d.]+)%`))?.[1] ?? "NaN");
    expect(
      { ascent: set("ascent-override"), descent: set("descent-override"), lineGap: set("line-gap-override"), size: set("size-adjust") },
      "app/theme.css's Atkinson Fallback, as Next calculates it for the committed font",
    ).toEqual({ ascent: figure(metrics.ascentOverride), descent: figure(metrics.descentOverride), lineGap: figure(metrics.lineGapOverride), size: figure(metrics.sizeAdjust) });
  }
});
