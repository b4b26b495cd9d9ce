#!/usr/bin/env node
/**
 * `npm run audit`: build, serve out/ like `npm start`, run Lighthouse (mobile, default simulated
 * throttling, Debian's Chromium) on every route, print per route the four category scores, LCP,
 * TBT, CLS and the first-load JS/CSS/font bytes (gzip), write reports/audit.json, and with
 * --budgets exit non-zero when a budget is missed.
 *
 * How the medians are taken (Lighthouse's scores move from run to run, and on a shared 2-core VM a
 * lot: docs/performance.md):
 * - RUNS rounds (default 3), every route once per round, so a burst of load spoils one run of
 *   several routes, which their medians absorb, rather than every run of one route;
 * - a run taken while the machine was disturbed is measured again (see disturbance());
 * - a route whose verdict on the Performance or TBT budget two more runs could change gets two more
 *   runs, again while that holds, up to MAX_RUNS (9 by default), and the median of all of them
 *   counts (see undecidedVerdict()): the verdict rests on more runs where one run decides it.
 *   (With --runs=1 two more runs can always change a verdict, so every route gets at least 3.)
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { firstLoad, pages } from "./first-load.mjs";
import { localizedTemplateRoutes, NOT_FOUND_ROUTES, pageFile, routeOf } from "../lib/routes.mjs";
import { twoMoreRunsCouldChange } from "./median-verdict.mjs";
import { bareNextPageJs } from "./bare-next.mjs";
import { contentJsBudget, FORM_OVER_CONTENT_BYTES, jsBudgetProblems } from "./js-budget.mjs";
import { cpuTimes, launchChrome, lighthouseRun, stealShare, waitFor } from "./lighthouse-env.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.AUDIT_PORT ?? 3200);
const runsFlag = process.argv.find((a) => a.startsWith("--runs="));
/** Runs per route; the median counts. `--runs=N` or RUNS=N: an odd number, so the median is a run. */
const RUNS = Number(runsFlag?.slice("--runs=".length) ?? process.env.RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS % 2 === 0) throw new Error(`--runs / RUNS must be a positive odd number, not ${RUNS}`);
/** Runs added at a time to a route whose verdict two more runs could change, up to MAX_RUNS. */
const TIE_BREAK_RUNS = 2;
const MAX_RUNS = RUNS + 3 * TIE_BREAK_RUNS;
const enforce = process.argv.includes("--budgets");
/**
 * `--templates`: one route of each template in each language (lib/routes.mjs), as `npm test`
 * measures; without it every route and both 404 pages, as `npm run test:full` does.
 */
const templatesOnly = process.argv.includes("--templates");

/**
 * First-load JS of a bare Next page (gzip), built with the installed Next (scripts/bare-next.mjs):
 * the content pages' reference. Built before the server starts, so it never runs beside a measure.
 */
const BARE_NEXT_PAGE_JS_BYTES = bareNextPageJs(root);

export const budgets = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0.01,
  tbtMs: 150,
  /**
   * A bare Next page built with the same Next, measured with scripts/first-load.mjs, and the
   * site's own code ≤ 7 KB (scripts/js-budget.mjs), for every page without a form: Home's and
   * /costs' islands fetch their code only when they come near (components/near-island.tsx;
   * e2e/islands.spec.ts checks the first load is what first-load.mjs counts).
   */
  contentJsBytes: contentJsBudget(BARE_NEXT_PAGE_JS_BYTES),
  /** Form pages may add react-hook-form and the flow, not more. */
  formJsOverContentBytes: FORM_OVER_CONTENT_BYTES,
};
/** supabase-js names itself in every request (X-Client-Info), so its code carries this string. */
const SUPABASE_MARKER = "supabase-js/";
const BOOKING_HOSTS = ["assets.calendly.com", "calendly.com"];
// In either language (routeOf: /es/contact is /contact).
const formRoutes = new Set(["/referrals", "/contact", "/careers"]);
const contentRoutes = ["/about", "/why-vitalhealth", "/privacy"];
const isForm = (route) => formRoutes.has(routeOf(route));

/**
 * A run measured while the machine was not itself is measured again. Two signs, both read per run:
 * - Lighthouse's own slow-host line: at a benchmarkIndex of 1000 or less it warns that "the tested
 *   device appears to have a slower CPU than Lighthouse expects" and that scores suffer
 *   (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD in lighthouse/core/gather/driver/environment.js);
 * - steal time: the share of the VM's CPU time the hypervisor gave to other guests during the run
 *   (/proc/stat). Quiet it is near 0; in bursts a static page's first paint and TBT grow several
 *   times over (docs/performance.md).
 * Each run gets at most MAX_ATTEMPTS tries; a run still disturbed at its last try is scored as it
 * is and flagged (in the log and the report), never dropped: a busy machine is measured busy, not
 * waved through. A run Lighthouse cannot finish (its runtimeError) is never scored; after
 * MAX_ATTEMPTS such errors in one run the audit stops with that error.
 */
const SLOW_HOST_BENCHMARK_INDEX = 1000;
const MAX_STEAL = 0.03;
const MAX_ATTEMPTS = 3;
/** Longest wait for a quiet moment before one run, and in all. */
const QUIET_WAIT_PER_RUN_S = 60;
const QUIET_WAIT_TOTAL_S = 600;
let quietWaitedS = 0;

const server = spawn(process.execPath, [path.join(root, "scripts/serve.mjs")], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: "localhost", FUNCTION_PORT: String(PORT + 1000) },
  stdio: ["ignore", "inherit", "inherit"],
});
process.on("exit", () => server.kill());
await waitFor(`http://localhost:${PORT}/`, 300_000);

const chrome = await launchChrome();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** One run's category score (0-100) and metric value, as the budgets read them. */
const scoreOf = (lhr, category) => Math.round((lhr.categories[category].score ?? 0) * 100);
const metricOf = (lhr, audit) => lhr.audits[audit].numericValue ?? 0;
/** One run's figures for the log and the report. */
const runFigures = ({ lhr, steal }) => ({
  performance: scoreOf(lhr, "performance"),
  tbtMs: Math.round(metricOf(lhr, "total-blocking-time")),
  lcpMs: Math.round(metricOf(lhr, "largest-contentful-paint")),
  benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  stealPercent: Math.round(steal * 100),
});
const routes = Object.keys(pages).filter((route) => !templatesOnly || localizedTemplateRoutes.includes(route));
if (templatesOnly && routes.length !== localizedTemplateRoutes.length) throw new Error(`--templates: ${localizedTemplateRoutes.filter((r) => !routes.includes(r)).join(", ")} not among the exported pages`);
/** Every scored run per route, and the runs that were measured again (with why). */
const scored = new Map(routes.map((r) => [r, []]));
const remeasured = [];
/** Runs still to take: a route and how many tries this run has had. */
// A route's first run scores every category; the others, Performance alone. Accessibility, Best
// Practices and SEO read the page as it is, not how fast the machine was, so one run tells them;
// the Performance score and TBT move from run to run and take the median.
const queue = Array.from({ length: RUNS }, (_, i) => routes.map((route) => ({ route, tries: 0, allCategories: i === 0 }))).flat();
let lastRunDisturbed = true;
try {
  while (queue.length) {
    const slot = queue.shift();
    const { route } = slot;
    slot.tries++;
    // Lighthouse refuses to score a document answered with 404, so the 404 pages are audited by their files.
    const url = `http://localhost:${PORT}${NOT_FOUND_ROUTES.includes(route) ? `/${pageFile(route)}` : route}`;
    // After a quiet run the machine is likely still quiet; after a disturbed one, wait for calm.
    if (lastRunDisturbed) await quietMachine();
    const before = cpuTimes();
    const lhr = await lighthouseRun(url, chrome.port, slot.allCategories ? {} : { onlyCategories: ["performance"] });
    const steal = stealShare(before, cpuTimes());
    const why = lhr.runtimeError
      ? lhr.runtimeError.code // a run Lighthouse itself could not finish
      : disturbance(lhr.environment.benchmarkIndex, steal);
    lastRunDisturbed = Boolean(why);
    // A spoiled run is measured again (at the end of the queue, after other routes), never scored
    // as 0 nor silently dropped.
    if (lhr.runtimeError && slot.tries >= MAX_ATTEMPTS) throw new Error(`Lighthouse could not audit ${route}: ${why}`);
    if (why && (lhr.runtimeError || slot.tries < MAX_ATTEMPTS)) {
      remeasured.push({ route, why });
      console.warn(`[audit] ${route}: ${why}; measuring again`);
      queue.push(slot);
    } else {
      scored.get(route).push({ lhr, steal, disturbed: why });
      const run = runFigures({ lhr, steal });
      console.log(
        `[audit] ${route} run ${scored.get(route).length}: perf ${run.performance} TBT ${run.tbtMs} ms` +
          ` (benchmarkIndex ${run.benchmarkIndex}, steal ${run.stealPercent} %${why ? `, counted although ${why}` : ""})`,
      );
    }
    if (queue.length === 0) {
      const undecided = routes.filter((r) => scored.get(r).length < MAX_RUNS && undecidedVerdict(scored.get(r).map((m) => m.lhr)));
      for (const r of undecided) console.log(`[audit] ${r}: ${TIE_BREAK_RUNS} more runs could change its verdict; taking them`);
      // In rounds too, so one burst does not take both deciding runs of a route.
      for (let i = 0; i < TIE_BREAK_RUNS; i++) queue.push(...undecided.map((route) => ({ route, tries: 0 })));
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}

const results = [];
for (const route of routes) {
  const file = pages[route];
  const measured = scored.get(route);
  const runs = measured.map((m) => m.lhr);
  // Each category over the runs that scored it (Performance: every run; the others: the first).
  const score = (id) => median(runs.filter((r) => r.categories[id]).map((r) => scoreOf(r, id)));
  const metric = (id) => median(runs.map((r) => metricOf(r, id)));
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
    perRun: measured.map(({ lhr: r, steal, disturbed }) => ({
      ...runFigures({ lhr: r, steal }),
      // Where the blocking time came from: [script or document, start ms, duration ms] (simulated).
      longTasks: (r.audits["long-tasks"].details?.items ?? []).slice(0, 6).map((t) => [String(t.url ?? "").split("/").pop(), Math.round(t.startTime ?? 0), Math.round(t.duration ?? 0)]),
      ...(disturbed ? { disturbed } : {}),
    })),
    remeasured: remeasured.filter((m) => m.route === route).map((m) => m.why),
    failedAudits: [...new Set(runs.flatMap((r) => Object.values(r.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary").map((a) => a.id)))],
  };
  results.push(row);
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(
    `${route.padEnd(17)} perf ${row.performance} a11y ${row.accessibility} bp ${row["best-practices"]} seo ${row.seo}` +
      `  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms (${row.perRun.map((r) => r.tbtMs).join("/")})  CLS ${row.cls}` +
      `  JS ${kb(row.jsBytes)} KB  CSS ${kb(row.cssBytes)} KB  font ${kb(row.fontBytes)} KB` +
      (row.failedAudits.length ? `  failing: ${row.failedAudits.join(", ")}` : ""),
  );
}

const problems = [];
// The supabase-js check must be able to fail: its code has to be somewhere in the build.
const chunksDir = path.join(root, "out/_next/static/chunks");
if (!readdirSync(chunksDir).some((f) => f.endsWith(".js") && readFileSync(path.join(chunksDir, f), "utf8").includes(SUPABASE_MARKER))) {
  problems.push(`no chunk contains "${SUPABASE_MARKER}": update SUPABASE_MARKER in scripts/audit.mjs`);
}
// First-load JS is read from the export, so every page is held to its budget, measured by Lighthouse or not.
const allPages = Object.entries(pages).map(([route, file]) => ({ route, jsBytes: firstLoad(path.join(root, "out"), file).js, form: isForm(route), content: contentRoutes.includes(routeOf(route)) }));
problems.push(...jsBudgetProblems(allPages, BARE_NEXT_PAGE_JS_BYTES));
console.log(`\nFirst-load JS: a bare Next page ${BARE_NEXT_PAGE_JS_BYTES} B, so ${budgets.contentJsBytes} B for a page without a form; the heaviest such page ${Math.max(...allPages.filter((p) => !p.form).map((p) => p.jsBytes))} B`);
for (const r of results) {
  // The 404 pages are noindex on purpose, so Lighthouse's SEO "is-crawlable" cannot pass there.
  for (const cat of ["performance", "accessibility", "best-practices", ...(NOT_FOUND_ROUTES.includes(r.route) ? [] : ["seo"])]) {
    // (No run that scored the category: undefined, which no comparison lets through.)
    if (!(r[cat] >= budgets[cat])) problems.push(`${r.route}: ${cat} ${r[cat] ?? "not scored"} < ${budgets[cat]}`);
  }
  if (r.supabaseInFirstLoad) problems.push(`${r.route}: supabase-js is in the first load`);
  if (r.bookingBeforePaint.length) problems.push(`${r.route}: booking widget requested before first paint (${r.bookingBeforePaint[0]})`);
  if (r.cls > budgets.cls) problems.push(`${r.route}: CLS ${r.cls} > ${budgets.cls}`);
  if (r.tbtMs > budgets.tbtMs) problems.push(`${r.route}: TBT ${r.tbtMs} ms > ${budgets.tbtMs} ms`);
}
mkdirSync(path.join(root, "reports"), { recursive: true });
writeFileSync(
  path.join(root, "reports/audit.json"),
  JSON.stringify({ runs: RUNS, tieBreakRuns: TIE_BREAK_RUNS, maxRuns: MAX_RUNS, budgets, remeasure: { benchmarkIndexAtMost: SLOW_HOST_BENCHMARK_INDEX, stealAbove: MAX_STEAL, maxAttemptsPerRun: MAX_ATTEMPTS, remeasured, quietWaitedS }, results, problems }, null, 2) + "\n",
);
console.log(problems.length ? `\nBudgets missed:\n- ${problems.join("\n- ")}` : "\nAll budgets met.");
if (enforce && problems.length) process.exit(1);
process.exit(0);

/** Whether two more runs could change a route's verdict on the Performance or the TBT budget. */
function undecidedVerdict(runs) {
  const misses = (miss) => runs.filter(miss).length;
  return (
    twoMoreRunsCouldChange(misses((r) => scoreOf(r, "performance") < budgets.performance), runs.length) ||
    twoMoreRunsCouldChange(misses((r) => Math.round(metricOf(r, "total-blocking-time")) > budgets.tbtMs), runs.length)
  );
}

/** Why a run does not tell how the page performs, or undefined when it does. */
function disturbance(benchmarkIndex, steal) {
  if (benchmarkIndex <= SLOW_HOST_BENCHMARK_INDEX) return `host CPU too slow for Lighthouse (benchmarkIndex ${Math.round(benchmarkIndex)})`;
  if (steal > MAX_STEAL) return `${Math.round(steal * 100)} % of CPU time stolen by the hypervisor`;
  return undefined;
}

/**
 * Before the first run and after a disturbed one: wait for a second in which the hypervisor takes
 * no more than MAX_STEAL, up to QUIET_WAIT_PER_RUN_S (and QUIET_WAIT_TOTAL_S over the audit, so a
 * busy machine slows CI down by minutes, not hours). Off Linux there is nothing to read, no wait.
 */
async function quietMachine() {
  for (let waited = 0; waited < QUIET_WAIT_PER_RUN_S && quietWaitedS < QUIET_WAIT_TOTAL_S; waited++) {
    const before = cpuTimes();
    if (!before) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (stealShare(before, cpuTimes()) <= MAX_STEAL) return;
    quietWaitedS++;
  }
}
