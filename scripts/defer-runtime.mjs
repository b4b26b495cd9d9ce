#!/usr/bin/env node
/**
 * Runs after `next build`: every exported page paints before it downloads the Next/React runtime.
 *
 * Next writes its chunks as `<script src async>` in <head>, so a phone on a slow connection spends
 * its bandwidth on the whole runtime while the prerendered text, the stylesheet and the font
 * wait. This step takes those tags (and the entry's preload) out and puts one small inline loader
 * in their place. The loader adds the same scripts, and their preloads, one per task (starting a
 * request costs the main thread a few milliseconds each), once the browser reports its
 * first contentful paint; where the Paint Timing API is missing, after the first frame; and in any
 * case after FALLBACK_MS, so a page opened in a background tab still comes alive.
 *
 * Until React has hydrated a form (<form data-live>, set through lib/held-submit.mjs by
 * components/form/form-frame.tsx, the ZIP check and the estimator) the
 * loader also stops it from submitting natively: the forms have no action, so the browser would GET
 * the same page with every field, notes and health details included, in the URL, and clear the
 * form. Forms hydrate after the rest of the page (components/hydrate-later.tsx), and React hydrates
 * one early for a click or a keystroke in it but not for a submit with neither (requestSubmit()),
 * nor before its code has come (the parts below the fold fetch it when near: components/near-island.tsx).
 * The submit is not lost: the loader marks the form <form data-pending> (its button then reads
 * "Submitting...", in CSS) and the form sends it once React has it, through the usual flow; a
 * second submit meanwhile only marks it again.
 *
 * The scripts run in the order Next wrote them (`async = false` on an inserted script: fetched in
 * parallel, run in insertion order), not as they arrive. Next's last chunk is small, and the
 * Turbopack runtime boots React in the task of the last chunk to run; when the big React DOM chunk
 * happened to arrive last, its compilation and the boot made one long task; in order, the boot
 * task is much shorter (figures: docs/performance.md). Each script then gets the `async` attribute
 * Next wrote on it: React, as it hydrates, looks for the chunks of the page's client components
 * as `script[async][src]` and adds a script of its own for any it does not find, so without the
 * attribute those chunks were fetched and run a second time, inside hydration's commit. Set after
 * insertion, the attribute changes nothing else (a script's order is fixed when it is inserted).
 *
 * The page's RSC payload (the tree React hydrates from) leaves the HTML too. Next writes it inline,
 * as `self.__next_f.push([1, "..."])` scripts after the content: about half of a page's bytes, and
 * on Home more than a new connection's first round trip carries, so the first paint waited a round
 * trip for text that no reader sees. Next exports the same text as the route's .txt (for client
 * navigations; the not-found page gets one written here), and the loader fetches it after first
 * paint, pushes it where Next's runtime reads it, and only then adds the chunks, which it has
 * preloaded meanwhile: React boots with its whole payload, as before. The payload is pushed after
 * Next's bootstrap push ([0], at the end of the body, where the inline payload used to follow it),
 * so not before the document is parsed. It also waits for the
 * page's whole stylesheet (the page paints with its critical CSS inline: scripts/critical-css.mjs),
 * or FALLBACK_MS, so nothing React shows (a notice, a form's errors) appears unstyled and then moves. If the payload cannot be
 * fetched (PAYLOAD_TRIES, each with a timeout), the page stays what its HTML is: readable, links
 * working, forms held; it tries again when the browser says it is back online.
 *
 * A page opened at an anchor (/#calendly-section, /services#respite) is the exception: its inline
 * CSS covers only its first window (scripts/critical-css.mjs), and the browser scrolls to the anchor
 * as it paints, so the loader adds the deferred rules at once, render-blocking (`blocking="render"`,
 * allowed while <body> is not yet parsed): such a page paints a round trip later, styled where it
 * lands. Chromium may scroll to the anchor as it parses it, before the rules have come, and then
 * stay at that place in the page without them (a phone following the footer's link to
 * /why-vitalhealth#verify landed 1,400 px too far one time in four): the loader scrolls to the
 * anchor again once they are in.
 *
 * The link to the web manifest leaves the HTML too (MANIFEST_LINK): React adds it from the payload.
 *
 * Nothing else changes: the HTML is complete without scripts, and `nomodule` scripts stay as they
 * are. The loader is the same on every page (its lists are in `data-chunks` and `data-payload`),
 * so the Content-Security-Policy needs one more hash, computed by scripts/security-headers.mjs,
 * which runs after this.
 *
 * The chunks every page loads (React DOM, Next's client) also get V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136+; a plain comment elsewhere): nearly every function
 * in them runs during hydration, and compiling them whole, on the streaming thread where Chrome
 * streams the script, beats compiling them one by one inside hydration's tasks. A page's own
 * chunks (the forms, react-hook-form) keep lazy compilation: most of their code runs only when a
 * visitor uses the form, and compiling it all up front was a main-thread task of its own per chunk.
 * Chunks loaded later (zod, the toaster, supabase-js) are not touched.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { HELD, LIVE } from "../lib/held-submit.mjs";
import { EDITOR } from "../lib/routes.mjs";
import { inlineCriticalCssIn } from "./critical-css.mjs";
import { htmlFiles } from "./export-files.mjs";

export const FALLBACK_MS = 3000;
/**
 * Tries at the page's payload, PAYLOAD_RETRY_MS apart, each given PAYLOAD_TIMEOUT_MS; then the page
 * stays as its HTML is (readable, links working, forms held) until the browser is back online.
 */
export const PAYLOAD_TRIES = 3;
export const PAYLOAD_RETRY_MS = 2000;
export const PAYLOAD_TIMEOUT_MS = 10000;

/** The loader, in ES5 so that it runs wherever the page is read. */
export const LOADER = `(function(w,d){var s=d.currentScript,u=s.getAttribute("data-chunks").split(" "),c=s.getAttribute("data-styles"),p=s.getAttribute("data-payload"),n=0,t=0,m=(c=c?c.split(" "):[]).length,q=0,y=0,wait=(m?1:0)+(p?1:0);function css(r){if(y)return;y=1;for(var j=0;j<c.length;j++){var k=d.createElement("link");k.rel="stylesheet";k.href=c[j];k.setAttribute("data-precedence","next");if(r){k.setAttribute("blocking","render");k.addEventListener("load",land)}k.onload=k.onerror=sheet;d.head.appendChild(k)}}function land(){var e=d.getElementById(decodeURIComponent(w.location.hash.slice(1)));if(e)e.scrollIntoView()}function go(){if(n)return;n=1;css();if(!wait)return add();if(m)setTimeout(styled,${FALLBACK_MS});if(p)get();each(0,function(h){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=h;d.head.appendChild(l)})}function each(i,f){if(i<u.length){f(u[i]);setTimeout(function(){each(i+1,f)},0)}}function sheet(){if(--m===0)styled()}function styled(){if(!q){q=1;done()}}function done(){if(--wait===0)add()}function get(){var x=new XMLHttpRequest();x.open("GET",p);x.timeout=${PAYLOAD_TIMEOUT_MS};x.onload=function(){if(x.status===200){var r=x.responseText;parsed(function(){(w.__next_f=w.__next_f||[]).push([1,r]);done()})}else again()};x.onerror=x.ontimeout=again;x.send()}function parsed(f){if(d.readyState!=="loading")f();else d.addEventListener("DOMContentLoaded",f)}function again(){if(++t<${PAYLOAD_TRIES})setTimeout(get,${PAYLOAD_RETRY_MS});else w.addEventListener("online",function o(){w.removeEventListener("online",o);t=0;get()})}function add(){each(0,function(h){var e=d.createElement("script");e.src=h;e.async=false;d.head.appendChild(e);e.setAttribute("async","")})}function soon(){setTimeout(go,0)}if(w.location.hash.length>1)css(1);var P=w.PerformanceObserver,o=P&&P.supportedEntryTypes;if(o&&o.indexOf("paint")>-1){var b=new P(function(l){var a=l.getEntries();for(var i=0;i<a.length;i++)if(a[i].name==="first-contentful-paint"){b.disconnect();soon()}});b.observe({type:"paint",buffered:true})}else if(w.requestAnimationFrame)requestAnimationFrame(soon);else soon();setTimeout(go,${FALLBACK_MS});d.addEventListener("submit",function(e){var f=e.target;if(f&&f.setAttribute&&!f.hasAttribute("${LIVE}")){e.preventDefault();f.setAttribute("${HELD}","")}},true)})(window,document)`;

/**
 * Next's link to the web manifest (app/manifest.ts). The browser fetches a manifest as soon as it
 * parses the link, before the page's first paint, on a connection of its own that shares a slow
 * phone's link with the font the headline waits for. The payload has the same link, and React adds
 * it to <head> when it hydrates: the manifest arrives after the first paint. (Without JavaScript a
 * page has no manifest: a home-screen shortcut still gets the page's title and icons.)
 */
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"\/>/;
const ASYNC_CHUNK = /<script src="(\/_next\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/[^"]+"[^>]*\/>/g;
/** Any tag that loads or preloads a Next chunk, whatever its markup: what the two patterns above must have taken out. */
const CHUNK_TAG = /<script\b[^>]*\bsrc="[^"]*\/_next\/[^>]*>|<link\b(?=[^>]*\bhref="[^"]*\/_next\/)(?=[^>]*(?:as="script"|rel="modulepreload"))[^>]*>/g;

/**
 * A stylesheet that only no-script readers load from the markup: the loader adds it for the others,
 * or the rules of it the page does not have inline, where the link names them (data-rest:
 * scripts/critical-css.mjs).
 */
const DEFERRED_STYLESHEET = /<noscript><link rel="stylesheet" href="([^"]+)"[^>]*?(?: data-rest="([^"]+)")?\/><\/noscript>/g;

/** One inline piece of the page's RSC payload, as Next writes it: a JSON array [1, "text"]. */
const PAYLOAD_PUSH = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;
/** Any other push of Next's (bootstrap [0] aside): a form this step does not know how to move. */
const OTHER_PUSH = /self\.__next_f\.push\(\[(?!0\])/;

/**
 * The page without its inline RSC payload, and that payload's text (what Next also exports as the
 * route's .txt for client navigations); `text` is "" when the page has none.
 */
export function takePayload(html) {
  let text = "";
  const rest = html.replace(PAYLOAD_PUSH, (_, array) => {
    text += JSON.parse(array)[1];
    return "";
  });
  return { html: rest, text, unknown: OTHER_PUSH.test(rest) };
}

/**
 * The page with its runtime scripts loaded after first paint; unchanged when it has none. With
 * `payloadUrl`, the inline payload is taken out too and the loader fetches it from there first.
 */
export function deferRuntime(html, payloadUrl) {
  const chunks = [...html.matchAll(ASYNC_CHUNK)].map((m) => m[1]);
  if (chunks.length === 0) return html;
  if (payloadUrl) html = takePayload(html).html;
  html = html.replace(MANIFEST_LINK, "");
  const first = html.search(ASYNC_CHUNK);
  const payload = payloadUrl ? ` data-payload="${escapeAttr(payloadUrl)}"` : "";
  // The whole stylesheets of a page whose critical CSS is inline (scripts/critical-css.mjs).
  const sheets = [...html.matchAll(DEFERRED_STYLESHEET)].map((m) => m[2] ?? m[1]);
  // Lists of URLs, space-separated (a URL has none): JSON's quotes would be six bytes each in an attribute.
  const styles = sheets.length ? ` data-styles="${escapeAttr(urlList(sheets))}"` : "";
  const loader = `<script data-chunks="${escapeAttr(urlList([...new Set(chunks)]))}"${styles}${payload}>${LOADER}</script>`;
  const before = html.slice(0, first).replace(SCRIPT_PRELOAD, "");
  const after = html.slice(first).replace(ASYNC_CHUNK, "").replace(SCRIPT_PRELOAD, "");
  return `${before}${loader}${after}`;
}

/** The URL of a page's payload file: the .txt Next exports beside the page (about.html → /about.txt). */
export function payloadUrlOf(page) {
  return `/${page.replace(/^\//, "").replace(/\.html$/, ".txt")}`;
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
    const payloadUrl = movePayload(outDir, page, html, problems);
    if (html.search(ASYNC_CHUNK) !== -1 && !MANIFEST_LINK.test(html)) problems.push(`[defer-runtime] ${file} has no manifest link this step recognises: update MANIFEST_LINK`);
    const next = deferRuntime(html, payloadUrl);
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

/**
 * Where a page's inline payload will be fetched from, or undefined when it has none to move. Next
 * exports the same text as the route's .txt (for client navigations); the not-found page has no
 * such file, so it is written. A .txt that differs from the page's own payload is a problem: the
 * page would hydrate from the wrong tree.
 */
function movePayload(outDir, page, html, problems) {
  if (html.search(ASYNC_CHUNK) === -1) return undefined;
  const { text, unknown } = takePayload(html);
  const where = path.join(outDir, page);
  const file = path.join(outDir, payloadUrlOf(page));
  if (unknown) return void problems.push(`[defer-runtime] ${where} pushes payload in a form this step does not move (self.__next_f.push other than [0] and [1, text]): update PAYLOAD_PUSH`);
  if (!text) return void problems.push(`[defer-runtime] ${where} has runtime chunks but no inline payload this step recognises: update PAYLOAD_PUSH`);
  if (!existsSync(file)) writeFileSync(file, text);
  else if (readFileSync(file, "utf8") !== text) return void problems.push(`[defer-runtime] ${file} is not ${where}'s own payload: the page cannot fetch it in place of its inline one`);
  return payloadUrlOf(page);
}

/** The URL a deferred page fetches its payload from, or undefined (scripts/first-load.mjs counts it). */
export function deferredPayload(html) {
  return html.match(/<script data-chunks="[^"]*"(?: data-styles="[^"]*")? data-payload="([^"]*)"/)?.[1]?.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

/** The chunk URLs a deferred page loads (scripts/first-load.mjs counts them). */
export function deferredChunks(html) {
  const attr = html.match(/<script data-chunks="([^"]*)"/)?.[1];
  return attr ? attr.replaceAll("&amp;", "&").split(" ") : [];
}

/** URLs as the loader reads them: space-separated. */
function urlList(urls) {
  const spaced = urls.find((u) => /\s/.test(u));
  if (spaced) throw new Error(`[defer-runtime] a URL with a space cannot be in the loader's list: ${spaced}`);
  return urls.join(" ");
}

function escapeAttr(text) {
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? "out";
  // A promise, not top-level await: Jest loads this module as CommonJS.
  inlineCriticalCssIn(outDir, htmlFiles(outDir).filter((page) => page !== EDITOR.page))
    .then((inlined) => {
      const { changed, frameworkChunks: hinted } = deferRuntimeIn(outDir);
      console.log(`[defer-runtime] ${inlined} pages carry their critical CSS inline; ${changed} pages load the stylesheet, the payload and the runtime after first paint; ${hinted} framework chunks compile eagerly`);
    })
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
