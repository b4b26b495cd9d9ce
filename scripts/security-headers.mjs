/**
 * The one definition of the site's HTTP headers. `generateHeaders()` runs after each build and
 * writes the same rules for every host: out/_headers (Netlify, Cloudflare Pages),
 * out/vercel.json (Vercel, deploying out/), out/nginx-headers.conf, and out/_headers.json, which
 * `npm start` (scripts/serve.mjs) reads, so the local server sends exactly what production sends.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { BOOKING_WIDGET_ATTR } from "../lib/booking-widget.mjs";
import { EDITOR, pageFile, STAFF_ROUTES } from "../lib/routes.mjs";
import path from "node:path";
import { htmlFiles } from "./export-files.mjs";
import { startTags } from "./html-tags.mjs";

const BOOKING_ORIGIN = "https://assets.calendly.com";
const BOOKING_FRAME = "https://calendly.com";

export const baseHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** The files this step writes for the hosts: build artefacts that no server may serve as pages. */
export const HOST_FILES = new Set(["/_headers", "/_headers.json", "/vercel.json", "/nginx-headers.conf"]);

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * SHA-256 sources for every inline <script> in a page that the browser runs. Data blocks (JSON-LD)
 * are never run, so they need no hash: one less source in each page's policy, whose header counts
 * towards the bytes of the page's first round trip.
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\btype="application\/(?:ld\+)?json"/i.test(m[1]))
    .map((m) => m[2])
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
}

/**
 * SHA-256 sources for every <style> element in a page: its critical CSS, inline since
 * scripts/critical-css.mjs (the text of raw-text elements is read as a browser reads it, so a
 * "<style>" inside a script's string is not one).
 */
export function inlineStyleHashes(html) {
  const hashes = [];
  for (const { name, end } of startTags(html)) {
    if (name !== "style") continue;
    const close = html.slice(end).search(/<\/style[\t\n\f\r />]/i);
    const body = html.slice(end, close === -1 ? html.length : end + close);
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/**
 * What each page's policy would block in its markup, as phrases: a style attribute (style-src
 * hashes only <style> elements, and 'unsafe-hashes' is not allowed), an event-handler attribute
 * (script-src allows only the hashed <script> blocks). The browser drops them without a word to the visitor, so the build
 * fails on them instead. Tags are parsed: text in a script (Next's JSON payload) is not markup.
 */
export function inlineCodeFindings(html) {
  const found = [];
  for (const { name, attrs } of startTags(html)) {
    for (const [attr] of attrs) {
      if (attr === "style") found.push(`a style attribute on <${name}>`);
      else if (/^on[a-z]+$/.test(attr)) found.push(`an ${attr} attribute on <${name}>`);
    }
  }
  return [...new Set(found)];
}

/** The Content-Security-Policy of one page. */
export function contentSecurityPolicy({ hashes, styleHashes = [], booking, backendOrigin }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(" ")}${booking ? ` ${BOOKING_ORIGIN}` : ""}`.trim(),
    `style-src 'self'${styleSources(styleHashes)}${booking ? ` ${BOOKING_ORIGIN}` : ""}`,
    `connect-src 'self'${backendOrigin ? ` ${backendOrigin}` : ""}`,
    `frame-src ${BOOKING_FRAME}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * A staff page's policy (the intake desk): its own scripts and the backend only; no frame, no
 * third party; images from itself and data: (the authenticator app's QR code that Supabase Auth
 * returns as a data URI).
 */
export function staffContentSecurityPolicy({ hashes, styleHashes = [], backendOrigin }) {
  return [
    "default-src 'none'",
    `script-src 'self' ${[...new Set(hashes)].join(" ")}`.trim(),
    `style-src 'self'${styleSources(styleHashes)}`,
    `connect-src 'self'${backendOrigin ? ` ${backendOrigin}` : ""}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const styleSources = (styleHashes) => [...new Set(styleHashes)].map((h) => ` ${h}`).join("");

/** What a staff page adds: never indexed, never cached. */
export const staffHeaders = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };

/** The GitHub API, which the editor reads and commits the content through once signed in. */
export const EDITOR_API = "https://api.github.com";
/** Where GitHub serves the signed-in person's picture, which the editor shows. */
export const EDITOR_AVATARS = "https://avatars.githubusercontent.com";

/**
 * The content editor's policy (/admin/, Sveltia CMS, a third-party application; app/admin/). Its
 * one script comes from this site (copied from node_modules at build), never a CDN, and no inline
 * script runs. What Sveltia needs beyond that, and nothing else:
 * - style-src 'unsafe-inline': Svelte adds each component's CSS as a <style> element and sets
 *   style attributes at run time, so neither can be hashed at build; styles cannot run code.
 * - connect-src the GitHub API (REST and GraphQL) for the GitHub sign-in; blob: and data: for the
 *   files it reads back from memory (its own assets, images picked for upload).
 * - img-src data: and blob: (previews of images, its own icons), GitHub's avatars (who is signed in).
 * Its fonts, which its stylesheet would take from a CDN, are served from this site too
 * (app/admin/editor-assets.ts).
 * The local workflow ("Work with Local Repository") reads the folder through the browser's File
 * System Access API and needs no host at all. Sveltia's optional helpers (translation services,
 * stock photos, maps, code highlighting loaded from a CDN) are not configured and stay blocked, and
 * so do two calls it makes on its own: its check for a newer version (the version is pinned in
 * package.json and updated there) and GitHub's status page (a notice when GitHub is down).
 */
export function editorContentSecurityPolicy() {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' blob: data: ${EDITOR_API}`,
    `img-src 'self' data: blob: ${EDITOR_AVATARS}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * What the editor's page adds: never indexed or cached, and a popup it opens keeps its way back.
 * The GitHub sign-in opens the owner's authorisation service in a popup, which hands the token
 * back through `window.opener`; under `same-origin` (every other page) the browser cuts that link.
 */
export const editorHeaders = { ...staffHeaders, "Cross-Origin-Opener-Policy": "same-origin-allow-popups" };

/**
 * Every URL path a page answers on, canonical first: `/about.html` → `/about`, `/about/`,
 * `/about.html`; `/index.html` → `/`, `/index`, `/index/`, `/index.html` (a directory's index
 * answers for the directory too). Each gets the page's headers, on every host.
 */
export function routesOf(file) {
  const route = file.replace(/\.html$/, "");
  const dir = route.endsWith("/index") ? route.slice(0, -"index".length) : undefined;
  const aliases = dir === undefined ? [] : dir === "/" ? ["/"] : [dir.slice(0, -1), dir];
  return [...aliases, route, `${route}/`, file];
}

/**
 * Whether a page holds the booking calendar (lib/booking-widget.mjs): only such a page's policy
 * allows the calendar's third-party script and styles (Home in each language, today).
 */
export function holdsBookingWidget(html) {
  for (const { attrs } of startTags(html)) if (attrs.some(([name]) => name === BOOKING_WIDGET_ATTR)) return true;
  return false;
}
const staffFiles = new Set(STAFF_ROUTES.map((r) => `/${pageFile(r)}`));

/** The headers of one exported page, by what it is: the editor, a staff page or a public page. */
function pageHeaders(file, html, { backendOrigin, where }) {
  if (file === EDITOR.page) return { ...baseHeaders, "Content-Security-Policy": editorContentSecurityPolicy(), ...editorHeaders };
  const hashes = inlineScriptHashes(html);
  // Every page Next exports carries Next's inline payload and defer-runtime's loader: a page with
  // no inline script to hash means the markup changed under the pattern, and its scripts would be blocked.
  if (hashes.length === 0) throw new Error(`[headers] ${where} has no inline <script> to hash: Next's markup changed, update inlineScriptHashes in scripts/security-headers.mjs`);
  const styleHashes = inlineStyleHashes(html);
  return staffFiles.has(file)
    ? { ...baseHeaders, "Content-Security-Policy": staffContentSecurityPolicy({ hashes, styleHashes, backendOrigin }), ...staffHeaders }
    : { ...baseHeaders, "Content-Security-Policy": contentSecurityPolicy({ hashes, styleHashes, booking: holdsBookingWidget(html), backendOrigin }), "Cache-Control": REVALIDATE };
}

export function generateHeaders(outDir, { backendUrl = process.env.NEXT_PUBLIC_SUPABASE_URL } = {}) {
  const backendOrigin = backendUrl ? new URL(backendUrl).origin : undefined;
  const rules = [];
  const blocked = [];
  const pages = htmlFiles(outDir);
  if (pages.length === 0) throw new Error(`[headers] no .html page under ${outDir}: nothing to write headers for`);
  for (const file of pages) {
    const html = readFileSync(path.join(outDir, file), "utf8");
    const inline = inlineCodeFindings(html);
    if (inline.length > 0) blocked.push(`  ${path.join(outDir, file)}: ${inline.join(", ")}`);
    const headers = pageHeaders(file, html, { backendOrigin, where: path.join(outDir, file) });
    rules.push({ file, routes: routesOf(file), headers });
  }
  if (blocked.length > 0) {
    throw new Error(
      `[headers] inline style or script that the Content-Security-Policy blocks (style-src and script-src with hashes of <style> and <script> blocks only):\n${blocked.join("\n")}\n` +
        "Move the CSS into the stylesheet (Tailwind classes) and the handler into a component; or, if Next or React writes it, allow it here by hash ('unsafe-hashes' for attributes), never 'unsafe-inline'.",
    );
  }
  const staticRule = { routes: ["/_next/static/*"], headers: { ...baseHeaders, "Cache-Control": IMMUTABLE } };
  const fallback = { ...baseHeaders, "Cache-Control": REVALIDATE };
  const json = { fallback, static: staticRule.headers, pages: Object.fromEntries(rules.flatMap((r) => r.routes.map((route) => [route, r.headers]))) };
  writeFileSync(path.join(outDir, "_headers.json"), JSON.stringify(json, null, 2));

  // Netlify / Cloudflare Pages join the values of every matching block, so each header is named in
  // one block only: the common ones for /*, then caching and the CSP per route (short blocks, as
  // the hosts limit a header's size). A common header that a page sets otherwise (the editor's
  // opener policy) leaves /* and is named in each route's block and the static block instead; on
  // these hosts the files that are not pages (the brochure, the icons) then go without it, which
  // guards a page's window from the window that opened it and matters where the site's scripts run.
  const block = (route, h) => `${route}\n${Object.entries(h).map(([k, v]) => `  ${k}: ${v}`).join("\n")}\n`;
  const common = commonHeaders(rules.map((r) => r.headers));
  const own = (h) => Object.fromEntries(Object.entries(h).filter(([k]) => !(k in common)));
  const headersFile = [
    block("/*", common),
    block("/_next/static/*", own(staticRule.headers)),
    ...rules.flatMap((r) => r.routes.map((route) => block(route, own(r.headers)))),
  ];
  writeFileSync(path.join(outDir, "_headers"), headersFile.join("\n"));

  const vercel = {
    cleanUrls: true,
    headers: [
      { source: "/(.*)", headers: toList(common) },
      { source: "/_next/static/(.*)", headers: toList(own(staticRule.headers)) },
      ...rules.flatMap((r) => r.routes.map((route) => ({ source: route, headers: toList(own(r.headers)) }))),
    ],
  };
  writeFileSync(path.join(outDir, "vercel.json"), JSON.stringify(vercel, null, 2) + "\n");

  const nginx = [
    "# Generated by scripts/security-headers.mjs: include inside your server { } block.",
    ...rules.flatMap((r) => r.routes.map((route) => `location = ${route} {\n${Object.entries(r.headers).map(([k, v]) => `  add_header ${k} "${v}" always;`).join("\n")}\n  try_files ${r.file} =404;\n}`)),
    `location /_next/static/ {\n${Object.entries(staticRule.headers).map(([k, v]) => `  add_header ${k} "${v}" always;`).join("\n")}\n}`,
  ].join("\n");
  writeFileSync(path.join(outDir, "nginx-headers.conf"), nginx + "\n");
  return json;
}

/** The base headers every page sends with the same value: what the hosts' catch-all rule may carry. */
export function commonHeaders(pageHeaderSets) {
  return Object.fromEntries(Object.entries(baseHeaders).filter(([k, v]) => pageHeaderSets.every((h) => h[k] === v)));
}

const toList = (h) => Object.entries(h).map(([key, value]) => ({ key, value }));

let cache;
/** Headers for one response of the local server, from out/_headers.json (same as production). */
export function securityHeaders(pathname, outDir = "out") {
  if (!cache) {
    const file = path.join(outDir, "_headers.json");
    cache = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : { fallback: baseHeaders, static: baseHeaders, pages: {} };
  }
  if (pathname.startsWith("/_next/static/")) return cache.static;
  return cache.pages[pathname] ?? cache.fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? "out";
  try {
    const json = generateHeaders(outDir);
    console.log(`[headers] ${Object.keys(json.pages).length} page routes with their own CSP → ${outDir}/_headers, vercel.json, nginx-headers.conf`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
