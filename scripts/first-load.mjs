#!/usr/bin/env node
// @ts-self-types="./first-load.d.mts"
/**
 * First-load JS, CSS and font bytes (gzip) of each exported page, as a modern browser downloads
 * them: every <script src> except `nomodule` ones, the chunks loaded after first paint (scripts/defer-runtime.mjs), every stylesheet, every preloaded font;
 * and the HTML itself and the RSC payload fetched after first paint (`payloadUrl`), which is data, not script.
 * Usage: node scripts/first-load.mjs [outDir]  → prints a table and writes JSON to stdout with --json.
 */
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { localizedRoutes, NOT_FOUND_ROUTES, pageFile } from "../lib/routes.mjs";
import { deferredChunks, deferredPayload } from "./defer-runtime.mjs";

/** Every page measured (and audited by scripts/audit.mjs): the public routes and the 404 page. */
export const pages = Object.fromEntries([...localizedRoutes, ...NOT_FOUND_ROUTES].map((route) => [route, pageFile(route)]));

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * What a page's first response may weigh compressed: a new connection's first round trip carries
 * about 14.6 kB (ten packets), less the response's headers. Every page fits it with gzip at zlib's
 * default level (GitHub Pages, a stock nginx) as well as with brotli (e2e/first-response.spec.ts).
 */
export const FIRST_RESPONSE_MAX_BYTES = 14_000;
/** The longest page title: search results cut a title near 60 characters. */
export const TITLE_MAX_CHARS = 60;

/** A page's HTML compressed as hosts compress it: gzip at zlib's default level 6, brotli at its default quality. */
export function firstResponse(outDir, htmlFile) {
  const html = readFileSync(path.join(outDir, htmlFile));
  return { gzip: gzipSync(html, { level: 6 }).length, brotli: brotliCompressSync(html).length };
}

export function firstLoad(outDir, htmlFile) {
  const html = readFileSync(path.join(outDir, htmlFile), "utf8");
  const tags = (re) => [...html.matchAll(re)].map((m) => m[0]);
  const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
  const local = (url) => path.join(outDir, url.split("?")[0]);
  const scripts = tags(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g).filter((t) => !/\bnomodule\b/i.test(t)).map((t) => attr(t, "src")).concat(deferredChunks(html));
  const styles = tags(/<link\b[^>]*rel="stylesheet"[^>]*>/g).map((t) => attr(t, "href"));
  const fonts = tags(/<link\b[^>]*as="font"[^>]*>/g).map((t) => attr(t, "href"));
  const sum = (urls) => [...new Set(urls)].filter((u) => u && existsSync(local(u))).reduce((n, u) => n + gz(local(u)), 0);
  const payloadUrl = deferredPayload(html);
  return { js: sum(scripts), css: sum(styles), font: sum(fonts), html: gz(path.join(outDir, htmlFile)), payload: payloadUrl ? sum([payloadUrl]) : 0, payloadUrl, scripts: [...new Set(scripts)] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv.slice(2).find((a) => !a.startsWith("--")) ?? "out";
  const kb = (n) => (n / 1024).toFixed(1);
  const rows = Object.entries(pages).map(([route, file]) => ({ route, ...firstLoad(outDir, file) }));
  if (process.argv.includes("--json")) console.log(JSON.stringify(rows.map((r) => ({ route: r.route, html: r.html, js: r.js, css: r.css, font: r.font, payload: r.payload }))));
  else for (const r of rows) console.log(`${r.route.padEnd(19)} HTML ${kb(r.html).padStart(5)} KB  JS ${kb(r.js).padStart(6)} KB  CSS ${kb(r.css).padStart(5)} KB  font ${kb(r.font).padStart(5)} KB  payload ${kb(r.payload).padStart(5)} KB`);
}
