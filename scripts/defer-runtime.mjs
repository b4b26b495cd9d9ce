#!/usr/bin/env node
/**
 * Runs after `next build`: every exported page paints before it downloads the Next/React runtime.
 *
 * Next writes its chunks as `<script src async>` in <head>, so a phone on a slow connection spends
 * its bandwidth on the whole runtime while the prerendered text, the stylesheet and the font
 * wait. This step takes those tags (and the entry's preload) out and puts one small inline loader
 * in their place. The loader adds the same scripts (one per task: starting a request costs the
 * main thread a few milliseconds each), once the browser reports its
 * first contentful paint; where the Paint Timing API is missing, after the first frame; and in any
 * case after FALLBACK_MS, so a page opened in a background tab still comes alive.
 *
 * Until React has hydrated a form (<form data-live>, set by components/form/form-frame.tsx) the
 * loader also stops it from submitting natively: the forms have no action, so the browser would GET
 * the same page with every field, notes and health details included, in the URL, and clear the
 * form. Forms hydrate after the rest of the page (components/hydrate-later.tsx), and React hydrates
 * one early for a click or a keystroke in it but not for a submit with neither (requestSubmit()).
 * The submit is not lost: the loader marks the form <form data-pending> (its button then reads
 * "Submitting...", in CSS) and the form sends it once React has it, through the usual flow; a
 * second submit meanwhile only marks it again.
 *
 * The scripts run in the order Next wrote them (`async = false` on an inserted script: fetched in
 * parallel, run in insertion order), not as they arrive. Next's last chunk is small, and the
 * Turbopack runtime boots React in the task of the last chunk to run; when the big React DOM chunk
 * happened to arrive last, its compilation and the boot made one long task; in order, the boot
 * task is much shorter (figures: docs/performance.md).
 *
 * Nothing else changes: the HTML is complete without scripts, the inline RSC payload stays, and
 * `nomodule` scripts stay as they are. The loader is the same on every page (its list is in
 * `data-chunks`), so the Content-Security-Policy needs one more hash, computed by
 * scripts/security-headers.mjs, which runs after this.
 *
 * The chunks every page loads (React DOM, Next's client) also get V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136+; a plain comment elsewhere): nearly every function
 * in them runs during hydration, and compiling them whole, on the streaming thread where Chrome
 * streams the script, beats compiling them one by one inside hydration's tasks. A page's own
 * chunks (the forms, react-hook-form) keep lazy compilation: most of their code runs only when a
 * visitor uses the form, and compiling it all up front was a main-thread task of its own per chunk.
 * Chunks loaded later (zod, the toaster, supabase-js) are not touched.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { HELD, LIVE } from "../lib/held-submit.mjs";
import { htmlFiles } from "./security-headers.mjs";

export const FALLBACK_MS = 3000;

/** The loader, in ES5 so that it runs wherever the page is read. */
export const LOADER = `(function(w,d){var s=d.currentScript,u=JSON.parse(s.getAttribute("data-chunks")),n=0;function go(){if(n)return;n=1;add(0)}function add(i){if(i<u.length){var e=d.createElement("script");e.src=u[i];e.async=false;d.head.appendChild(e);setTimeout(function(){add(i+1)},0)}}function soon(){setTimeout(go,0)}var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;if(t&&t.indexOf("paint")>-1){var o=new P(function(l){var a=l.getEntries();for(var i=0;i<a.length;i++)if(a[i].name==="first-contentful-paint"){o.disconnect();soon()}});o.observe({type:"paint",buffered:true})}else if(w.requestAnimationFrame)requestAnimationFrame(soon);else soon();setTimeout(go,${FALLBACK_MS});d.addEventListener("submit",function(e){var f=e.target;if(f&&f.setAttribute&&!f.hasAttribute("${LIVE}")){e.preventDefault();f.setAttribute("${HELD}","")}},true)})(window,document)`;

const ASYNC_CHUNK = /<script src="(\/_next\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/[^"]+"[^>]*\/>/g;
/** Any tag that loads or preloads a Next chunk, whatever its markup: what the two patterns above must have taken out. */
const CHUNK_TAG = /<script\b[^>]*\bsrc="[^"]*\/_next\/[^>]*>|<link\b(?=[^>]*\bhref="[^"]*\/_next\/)(?=[^>]*(?:as="script"|rel="modulepreload"))[^>]*>/g;

/** The page with its runtime scripts loaded after first paint; unchanged when it has none. */
export function deferRuntime(html) {
  const chunks = [...html.matchAll(ASYNC_CHUNK)].map((m) => m[1]);
  if (chunks.length === 0) return html;
  const first = html.search(ASYNC_CHUNK);
  const loader = `<script data-chunks="${escapeAttr(JSON.stringify([...new Set(chunks)]))}">${LOADER}</script>`;
  const before = html.slice(0, first).replace(SCRIPT_PRELOAD, "");
  const after = html.slice(first).replace(ASYNC_CHUNK, "").replace(SCRIPT_PRELOAD, "");
  return `${before}${loader}${after}`;
}

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunk with the compile hint as its first line (once). */
export function withCompileHint(js) {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}

/** The chunks every page with a runtime loads (React DOM, Next's client), given each page's list. */
export function frameworkChunks(lists) {
  const withRuntime = lists.filter((list) => list.length > 0);
  if (withRuntime.length === 0) return [];
  return withRuntime.reduce((common, list) => common.filter((chunk) => list.includes(chunk)));
}

/**
 * Tags of Next's chunks still in a page after deferRuntime: Next wrote them in a form the patterns
 * do not match, and the page would load its runtime before first paint. `nomodule` scripts stay by design.
 */
export function unmatchedChunks(html) {
  return [...html.matchAll(CHUNK_TAG)].map((m) => m[0]).filter((tag) => !/\bnoModule\b/i.test(tag));
}

const CHANGED = "Next's markup changed: update ASYNC_CHUNK / SCRIPT_PRELOAD in scripts/defer-runtime.mjs (without this step every page paints later: docs/performance.md).";

/**
 * Defers the runtime of every page under `outDir` and hints the framework chunks. Throws, naming
 * the file, when a page loads chunks in a form this step does not recognise, or when no page at all
 * loads the runtime the way this step expects: shipping slower pages must fail the build.
 */
export function deferRuntimeIn(outDir) {
  let changed = 0;
  const lists = [];
  const problems = [];
  for (const page of htmlFiles(outDir)) {
    const file = path.join(outDir, page);
    const html = readFileSync(file, "utf8");
    const next = deferRuntime(html);
    const left = unmatchedChunks(next);
    if (left.length > 0) problems.push(`[defer-runtime] ${file} loads Next's chunks in markup this step does not recognise: ${left[0]}${left.length > 1 ? ` (and ${left.length - 1} more)` : ""}`);
    if (next !== html) {
      writeFileSync(file, next);
      changed++;
    }
    lists.push(deferredChunks(next));
  }
  if (problems.length > 0) throw new Error(`${problems.join("\n")}\n${CHANGED}`);
  if (lists.every((list) => list.length === 0)) throw new Error(`[defer-runtime] no page under ${outDir} loads Next's runtime through <script src async>. ${CHANGED}`);
  const chunks = frameworkChunks(lists);
  if (chunks.length === 0) throw new Error(`[defer-runtime] no chunk is common to every page under ${outDir} that loads the runtime: no framework chunk to hint. ${CHANGED}`);
  for (const chunk of chunks) {
    const file = path.join(outDir, chunk);
    writeFileSync(file, withCompileHint(readFileSync(file, "utf8")));
  }
  return { changed, frameworkChunks: chunks.length };
}

/** The chunk URLs a deferred page loads (scripts/first-load.mjs counts them). */
export function deferredChunks(html) {
  const attr = html.match(/<script data-chunks="([^"]*)">/)?.[1];
  return attr ? JSON.parse(attr.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) : [];
}

function escapeAttr(text) {
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { changed, frameworkChunks: hinted } = deferRuntimeIn(process.argv[2] ?? "out");
    console.log(`[defer-runtime] ${changed} pages load the runtime after first paint; ${hinted} framework chunks compile eagerly`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
