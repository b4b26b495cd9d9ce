#!/usr/bin/env node
/**
 * Runs last in `npm run build:deploy`: reads out/ as a host would publish it and fails the deploy on
 * anything that would go live broken. The environment was checked before the build
 * (scripts/check-deploy-env.mjs); this catches what only the output shows: a stale or local URL
 * that reached a page, a page without its headers, a generated file that is missing.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EDITOR } from "../lib/routes.mjs";
import { htmlFiles } from "./export-files.mjs";
import { routesOf } from "./security-headers.mjs";
import { fontGaps } from "./subset-font.mjs";

const LOCAL_URL = /[^\s"'<>()\\]*(?:localhost|127\.0\.0\.1)[^\s"'<>()\\]*/;
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|pdf|woff2?)$/;
const SIGNATURES = { ".pdf": "%PDF-", ".png": "\x89PNG" };
/** Metadata files of app/ and what the export names them. */
const METADATA = { "sitemap.ts": "sitemap.xml", "robots.ts": "robots.txt", "manifest.ts": "manifest.webmanifest" };
const CSP = "Content-Security-Policy";

/** Files the export must hold, read from app/: route handlers named like a file (app/icon.png/route.tsx → icon.png) and the metadata files. */
export function expectedFiles(appDir, prefix = "") {
  return readdirSync(appDir, { withFileTypes: true }).flatMap((e) => {
    if (!e.isDirectory()) return !prefix && METADATA[e.name] ? [METADATA[e.name]] : [];
    const dir = path.join(appDir, e.name);
    const own = e.name.includes(".") && readdirSync(dir).some((f) => /^route\.tsx?$/.test(f)) ? [`${prefix}${e.name}`] : [];
    // Route groups, "(home)", add no segment to the URL.
    return [...own, ...expectedFiles(dir, /^\(.*\)$/.test(e.name) ? prefix : `${prefix}${e.name}/`)];
  });
}

/** Every file of the export outside _next/ (hashed assets; Next's runtime mentions localhost for its dev mode). */
function siteFiles(dir, prefix = "") {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(prefix, e.name);
    if (e.isDirectory()) return rel === "_next" ? [] : siteFiles(dir, rel);
    return [rel];
  });
}

/** For each host's header file: does it give this route a CSP? (vercel.json and nginx name a page by its first route.) */
const HOST_FILES = {
  _headers: (text) => {
    const blocks = new Map(text.split(/\n(?=\S)/).map((b) => [b.split("\n")[0].trim(), b]));
    return (routes) => routes.filter((r) => !blocks.get(r)?.includes(`  ${CSP}: `));
  },
  "_headers.json": (text) => {
    const pages = JSON.parse(text).pages ?? {};
    return (routes) => routes.filter((r) => !pages[r]?.[CSP]);
  },
  "vercel.json": (text) => {
    const rules = JSON.parse(text).headers ?? [];
    return ([r]) => (rules.some((x) => x.source === r && x.headers.some((h) => h.key === CSP)) ? [] : [r]);
  },
  "nginx-headers.conf": (text) => ([r]) => (text.split(`location = ${r} {`)[1]?.split("}")[0].includes(CSP) ? [] : [r]),
};

const sameUrl = (a, b) => URL.canParse(a) && URL.canParse(b) && new URL(a).href === new URL(b).href;
const attr = (html, re) => [...html.matchAll(re)].map((m) => m[1]);
const SITE_LINKS = [/<link rel="canonical" href="([^"]*)"/g, /<meta property="og:(?:url|image)" content="([^"]*)"/g, /<meta name="twitter:image" content="([^"]*)"/g];

/** Everything that must not be published about the export in `outDir`, each naming its file; empty when it may go live. */
export function checkExport(outDir, { siteUrl, expected }) {
  const findings = [];
  const at = (file, message) => findings.push(`${path.join(outDir, file)}: ${message}`);
  const read = (file) => readFileSync(path.join(outDir, file), "utf8");
  const exists = (file) => existsSync(path.join(outDir, file));

  for (const file of expected) {
    if (!exists(file)) at(file, "missing (app/ defines it)");
    else if (statSync(path.join(outDir, file)).size === 0) at(file, "is empty");
    else if (SIGNATURES[path.extname(file)] && !readFileSync(path.join(outDir, file), "latin1").startsWith(SIGNATURES[path.extname(file)])) at(file, `is not a ${path.extname(file).slice(1).toUpperCase()} file`);
  }

  // The content editor's script is Sveltia's code as published (it asks whether it runs on
  // localhost, to offer the local workflow): none of this site's URLs is in it.
  for (const file of siteFiles(outDir).filter((f) => !BINARY.test(f) && `/${f}` !== EDITOR.script)) {
    const local = read(file).match(LOCAL_URL);
    if (local) at(file, `names ${local[0]}: built without NEXT_PUBLIC_SITE_URL, or with a local backend`);
  }

  const pages = htmlFiles(outDir);
  if (pages.length === 0) at("", "has no .html page");
  for (const [hostFile, parse] of Object.entries(HOST_FILES)) {
    if (!exists(hostFile)) {
      at(hostFile, "missing: scripts/security-headers.mjs did not run");
      continue;
    }
    const uncovered = parse(read(hostFile));
    for (const page of pages) for (const route of uncovered(routesOf(page))) at(hostFile, `no ${CSP} for ${route} (${path.join(outDir, page)})`);
  }

  for (const page of pages) {
    for (const url of new Set(SITE_LINKS.flatMap((re) => attr(read(page), re)))) {
      if (url !== siteUrl && !url.startsWith(`${siteUrl}/`)) at(page, `links ${url}, not on ${siteUrl}`);
    }
  }
  if (exists("robots.txt") && !read("robots.txt").includes(`Sitemap: ${siteUrl}/sitemap.xml`)) at("robots.txt", `does not point at ${siteUrl}/sitemap.xml`);
  if (exists("sitemap.xml")) {
    const locs = attr(read("sitemap.xml"), /<loc>([^<]*)<\/loc>/g);
    if (locs.length === 0) at("sitemap.xml", "lists no page");
    for (const loc of locs) {
      if (!loc.startsWith(`${siteUrl}/`)) {
        at("sitemap.xml", `lists ${loc}, not on ${siteUrl}`);
        continue;
      }
      const route = new URL(loc).pathname;
      const page = route === "/" ? "index.html" : `${route.slice(1)}.html`;
      if (!exists(page)) at("sitemap.xml", `lists ${loc}, but ${page} was not exported`);
      else if (!attr(read(page), SITE_LINKS[0]).some((c) => sameUrl(c, loc))) at(page, `its canonical link is not ${loc}, as the sitemap says`);
    }
  }
  return findings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? "out";
  const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "app");
  const siteUrl = process.env.NEXT_PUBLIC_SITE_URL;
  const findings = siteUrl ? checkExport(outDir, { siteUrl, expected: expectedFiles(appDir) }) : ["NEXT_PUBLIC_SITE_URL is not set: run npm run build:deploy, which checks it first"];
  // A character the copy gained that the site's font lacks would be drawn in the fallback font.
  // (A promise, not top-level await: Jest loads this module as CommonJS.)
  fontGaps(outDir).then((gaps) => {
    for (const gap of gaps) findings.push(`${gap.file}: shows ${gap.character} (${gap.codePoint}), which the site's font lacks: add it to FONT_TEXT in scripts/subset-font.mjs and run npm run subset-font`);
    for (const finding of findings) console.error(`[check-export] ${finding}`);
    if (findings.length > 0) {
      console.error(`[check-export] ${findings.length} problem(s): ${outDir}/ must not be published.`);
      process.exit(1);
    }
    console.log(`[check-export] ${outDir}/ is ready for ${siteUrl}: ${htmlFiles(outDir).length} pages, their headers for every host, no local URL, every character in the site's font`);
  });
}
