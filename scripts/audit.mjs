#!/usr/bin/env node
/**
 * `npm run audit`: build, serve out/ like `npm start`, run Lighthouse (mobile, default simulated
 * throttling, Debian's Chromium) on every route, print per route the four category scores, LCP,
 * TBT, CLS and the first-load JS/CSS/font bytes (gzip), write reports/audit.json, and with
 * --budgets exit non-zero when a budget is missed (TBT only with --enforce-tbt, see below). Scores
 * are the median of RUNS runs (default 3).
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync, existsSync, readFileSync, readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstLoad, pages } from "./first-load.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.AUDIT_PORT ?? 3200);
const runsFlag = process.argv.find((a) => a.startsWith("--runs="));
/** Runs per route; the median counts. `--runs=N` or RUNS=N. */
const RUNS = Number(runsFlag?.slice("--runs=".length) ?? process.env.RUNS ?? 3);
const enforce = process.argv.includes("--budgets");
/**
 * TBT is checked only with --enforce-tbt. On the 2-core CI machine one page's TBT strays between
 * about 15 and 360 ms from run to run, and form pages' medians sit at 70-170 ms, so a TBT gate there
 * would fail by chance. It is always measured, printed and written to the report.
 */
const enforceTbt = process.argv.includes("--enforce-tbt");
/** Debian's Chromium (CI), else Playwright's own (a developer laptop), else whatever Chrome chrome-launcher finds. */
const CHROME_PATH = process.env.CHROME_PATH ?? ["/usr/bin/chromium", playwrightChromium()].find((p) => p && existsSync(p));

export const budgets = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0.01,
  tbtMs: 150,
  /** A bare Next 16.4 static-export page measures 132 KB gzip here (scripts/first-load.mjs); +10 %. */
  contentJsBytes: 148 * 1024,
  /** Form pages may add react-hook-form and the flow, not more. */
  formJsOverContentBytes: 45 * 1024,
};
/** supabase-js names itself in every request (X-Client-Info), so its code carries this string. */
const SUPABASE_MARKER = "supabase-js/";
const BOOKING_HOSTS = ["assets.calendly.com", "calendly.com"];
const formRoutes = new Set(["/referrals", "/contact", "/careers"]);
const contentRoutes = ["/about", "/why-vitalhealth", "/privacy"];

const server = spawn(process.execPath, [path.join(root, "scripts/serve.mjs")], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: "localhost", FUNCTION_PORT: String(PORT + 1000) },
  stdio: ["ignore", "inherit", "inherit"],
});
process.on("exit", () => server.kill());
await waitFor(`http://localhost:${PORT}/`, 300_000);

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = [];
try {
  for (const [route, file] of Object.entries(pages)) {
    // Lighthouse refuses to score a document answered with 404, so the 404 page is audited by its file.
    const url = `http://localhost:${PORT}${route === "/404" ? "/404.html" : route}`;
    const runs = [];
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        // The full-page screenshot resizes the viewport, which would bring the booking widget into
        // view and fetch its (unreachable here) script: not what a visitor's first paint does.
        disableFullPageScreenshot: true,
      });
      // A run Lighthouse itself could not finish (its runtimeError) is repeated, not scored as 0.
      if (lhr.runtimeError) console.warn(`[audit] ${route}: ${lhr.runtimeError.code}, running again`);
      else runs.push(lhr);
    }
    if (runs.length === 0) throw new Error(`Lighthouse could not audit ${route}`);
    const score = (id) => median(runs.map((r) => Math.round((r.categories[id].score ?? 0) * 100)));
    const metric = (id) => median(runs.map((r) => r.audits[id].numericValue ?? 0));
    const bytes = firstLoad(path.join(root, "out"), file);
    const outFile = (url) => path.join(root, "out", url.split("?")[0]);
    // Third-party booking requests that started before the page's first contentful paint (any run).
    const bookingBeforePaint = runs.flatMap((r) => {
      const fcp = r.audits.metrics.details?.items?.[0]?.observedFirstContentfulPaint ?? Infinity;
      return (r.audits["network-requests"].details?.items ?? [])
        .filter((req) => BOOKING_HOSTS.includes(new URL(req.url).hostname) && req.networkRequestTime < fcp)
        .map((req) => req.url);
    });
    const row = {
      route,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      tbtMs: Math.round(metric("total-blocking-time")),
      cls: Number(metric("cumulative-layout-shift").toFixed(3)),
      jsBytes: bytes.js,
      cssBytes: bytes.css,
      fontBytes: bytes.font,
      supabaseInFirstLoad: bytes.scripts.some((url) => readFileSync(outFile(url), "utf8").includes(SUPABASE_MARKER)),
      bookingBeforePaint,
      // Every run's figures too, so a median near a budget can be told from a noisy one.
      perRun: runs.map((r) => ({
        performance: Math.round((r.categories.performance.score ?? 0) * 100),
        tbtMs: Math.round(r.audits["total-blocking-time"].numericValue ?? 0),
        lcpMs: Math.round(r.audits["largest-contentful-paint"].numericValue ?? 0),
        benchmarkIndex: r.environment.benchmarkIndex,
      })),
      failedAudits: [...new Set(runs.flatMap((r) => Object.values(r.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary").map((a) => a.id)))],
    };
    results.push(row);
    const kb = (n) => (n / 1024).toFixed(1);
    console.log(
      `${route.padEnd(17)} perf ${row.performance} a11y ${row.accessibility} bp ${row["best-practices"]} seo ${row.seo}` +
        `  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  JS ${kb(row.jsBytes)} KB  CSS ${kb(row.cssBytes)} KB  font ${kb(row.fontBytes)} KB` +
        (row.failedAudits.length ? `  failing: ${row.failedAudits.join(", ")}` : ""),
    );
  }
} finally {
  await chrome.kill();
  server.kill();
}

const problems = [];
const warnings = [];
// The supabase-js check must be able to fail: its code has to be somewhere in the build.
const chunksDir = path.join(root, "out/_next/static/chunks");
if (!readdirSync(chunksDir).some((f) => f.endsWith(".js") && readFileSync(path.join(chunksDir, f), "utf8").includes(SUPABASE_MARKER))) {
  problems.push(`no chunk contains "${SUPABASE_MARKER}": update SUPABASE_MARKER in scripts/audit.mjs`);
}
const contentJs = Math.max(...results.filter((r) => contentRoutes.includes(r.route)).map((r) => r.jsBytes));
for (const r of results) {
  // The 404 page is noindex on purpose, so Lighthouse's SEO "is-crawlable" cannot pass there.
  for (const cat of ["performance", "accessibility", "best-practices", ...(r.route === "/404" ? [] : ["seo"])]) {
    if (r[cat] < budgets[cat]) problems.push(`${r.route}: ${cat} ${r[cat]} < ${budgets[cat]}`);
  }
  if (r.supabaseInFirstLoad) problems.push(`${r.route}: supabase-js is in the first load`);
  if (r.bookingBeforePaint.length) problems.push(`${r.route}: booking widget requested before first paint (${r.bookingBeforePaint[0]})`);
  if (r.cls > budgets.cls) problems.push(`${r.route}: CLS ${r.cls} > ${budgets.cls}`);
  if (r.tbtMs > budgets.tbtMs) (enforceTbt ? problems : warnings).push(`${r.route}: TBT ${r.tbtMs} ms > ${budgets.tbtMs} ms`);
  if (!formRoutes.has(r.route) && r.jsBytes > budgets.contentJsBytes) problems.push(`${r.route}: first-load JS ${r.jsBytes} B > ${budgets.contentJsBytes} B`);
  if (formRoutes.has(r.route) && r.jsBytes - contentJs > budgets.formJsOverContentBytes) problems.push(`${r.route}: first-load JS ${r.jsBytes - contentJs} B over content pages > ${budgets.formJsOverContentBytes} B`);
}
mkdirSync(path.join(root, "reports"), { recursive: true });
writeFileSync(path.join(root, "reports/audit.json"), JSON.stringify({ runs: RUNS, budgets, enforceTbt, results, problems, warnings }, null, 2) + "\n");
if (warnings.length) console.log(`\nOver budget, not enforced (run with --enforce-tbt to fail on it):\n- ${warnings.join("\n- ")}`);
console.log(problems.length ? `\nBudgets missed:\n- ${problems.join("\n- ")}` : `\nAll enforced budgets met${enforceTbt ? "" : " (TBT reported, not enforced)"}.`);
if (enforce && problems.length) process.exit(1);
process.exit(0);

function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    // No Playwright browser installed: chrome-launcher looks for an installed Chrome.
    return undefined;
  }
}

function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () =>
      http
        .get(url, (res) => (res.resume(), resolve()))
        .on("error", () => (Date.now() > deadline ? reject(new Error(`${url} did not answer`)) : setTimeout(attempt, 500)));
    attempt();
  });
}
