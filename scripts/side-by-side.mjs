#!/usr/bin/env node
/**
 * `npm run side-by-side`: how close the shipped pages come to the same HTML without any script, and
 * how far they are from a plain `next build` of the same site, measured in one run so that the
 * machine's mood is the same for all three (docs/performance.md has the results).
 *
 * Three variants of every page, each served over the same server as `npm start` serves the site
 * (scripts/static-site.mjs, compressed), each on its own port:
 * - shipped:  out/, as `npm run build` writes it (built first when missing or stale);
 * - noscript: a copy of out/ with every <script> element and script preload taken out: the limit
 *             the shipped page can reach, since it is the same HTML, CSS and font;
 * - plain:    `next build` alone, into reports/side-by-side/plain (no post-build step).
 * Every file is requested once from each server before the first run (`warm`), so that no round
 * pays for the server's first compression of a file. Lighthouse (mobile, simulated throttling, as
 * scripts/audit.mjs runs it) measures every route in each variant once per round, the variants'
 * order turning from round to round, so a burst of load falls on all of them alike; a run taken
 * while the hypervisor stole more than MAX_STEAL of the CPU is taken again (up to MAX_ATTEMPTS).
 * Medians per route and variant, the shipped page's LCP as a share of the no-script one's, and the
 * verdict against the bar the pages are held to (VERDICT).
 *
 * Usage: node scripts/side-by-side.mjs [--rounds=3] [--routes=/,/about] [--reuse-plain] [--check]
 *   --reuse-plain  keep an earlier plain build (it takes a minute; the site must not have changed)
 *   --check        exit 1 when a route misses the bar
 * Writes reports/side-by-side.json and prints a Markdown table.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { NOT_FOUND_ROUTES, pageFile } from "../lib/routes.mjs";
import { pages } from "./first-load.mjs";
import { cpuTimes, launchChrome, lighthouseRun, stealShare } from "./lighthouse-env.mjs";
import { needsBuild } from "./needs-build.mjs";
import { htmlFiles } from "./export-files.mjs";
import { staticSite } from "./static-site.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const work = path.join(root, "reports/side-by-side");
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROUNDS = Number(arg("rounds") ?? 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`--rounds must be a positive whole number, not ${arg("rounds")}`);
const routes = arg("routes")?.split(",") ?? Object.keys(pages);
const unknown = routes.filter((r) => !(r in pages));
if (unknown.length) throw new Error(`not a measured route: ${unknown.join(", ")} (scripts/first-load.mjs pages)`);
const MAX_STEAL = 0.03;
const MAX_ATTEMPTS = 3;
/** The bar: LCP at or under 0.9 s and within 5 % of the no-script page's; TBT at or under 50 ms; no layout shift. */
export const VERDICT = { lcpMs: 900, lcpOverNoScript: 1.05, tbtMs: 50, cls: 0 };

/** The page with every script element and script preload taken out. */
export function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link\b(?=[^>]*(?:rel="modulepreload"|as="script"))[^>]*>/g, "");
}

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

function prepare() {
  const shipped = path.join(root, "out");
  if (needsBuild(root, shipped)) run("npm", ["run", "build"]);
  const plain = path.join(work, "plain");
  if (!process.argv.includes("--reuse-plain") || !existsSync(path.join(plain, "index.html"))) {
    rmSync(plain, { recursive: true, force: true });
    run("npx", ["next", "build"], { SITE_OUT_DIR: path.relative(root, plain) });
  }
  const noscript = path.join(work, "noscript");
  rmSync(noscript, { recursive: true, force: true });
  cpSync(shipped, noscript, { recursive: true });
  for (const page of htmlFiles(noscript)) {
    const file = path.join(noscript, page);
    writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
  }
  return { shipped, noscript, plain };
}

function serve(dir) {
  const { assets } = staticSite(dir);
  const server = http.createServer((req, res) => assets(req, res, () => ((res.statusCode = 404), res.end("Not found"))));
  return new Promise((resolve) => server.listen(0, "localhost", () => resolve(server)));
}

/**
 * Requests every file under `dir` once from `server`, as a browser does (brotli accepted), before
 * anything is measured: the server compresses a file on its first request and keeps the copy
 * (scripts/static-site.mjs), which a host serving precompressed files never does, and that work
 * otherwise fell on each variant's first round only.
 */
async function warm(server, dir) {
  const base = `http://localhost:${server.address().port}/`;
  const files = readdirSync(dir, { recursive: true }).filter((f) => statSync(path.join(dir, f)).isFile());
  for (const file of files) await (await fetch(base + file.split(path.sep).map(encodeURIComponent).join("/"), { headers: { "accept-encoding": "br, gzip" } })).arrayBuffer();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const metric = (lhr, id) => lhr.audits[id].numericValue ?? 0;

async function measure(dirs) {
  const variants = Object.keys(dirs);
  const servers = Object.fromEntries(await Promise.all(variants.map(async (v) => [v, await serve(dirs[v])])));
  for (const v of variants) await warm(servers[v], dirs[v]);
  const chrome = await launchChrome();
  const runs = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const route of routes) {
        const order = variants.map((_, i) => variants[(i + round) % variants.length]);
        for (const variant of order) {
          // Lighthouse refuses a document answered with 404, so the 404 pages are measured by their files.
          const url = `http://localhost:${servers[variant].address().port}${NOT_FOUND_ROUTES.includes(route) ? `/${pageFile(route)}` : route}`;
          for (let attempt = 1; ; attempt++) {
            const before = cpuTimes();
            const lhr = await lighthouseRun(url, chrome.port);
            const steal = stealShare(before, cpuTimes());
            if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${variant} ${route}: ${lhr.runtimeError.code}`);
            if (steal > MAX_STEAL && attempt < MAX_ATTEMPTS) continue;
            const html = (lhr.audits["network-requests"].details?.items ?? [])[0];
            runs.push({
              round,
              route,
              variant,
              fcpMs: Math.round(metric(lhr, "first-contentful-paint")),
              lcpMs: Math.round(metric(lhr, "largest-contentful-paint")),
              tbtMs: Math.round(metric(lhr, "total-blocking-time")),
              cls: Number(metric(lhr, "cumulative-layout-shift").toFixed(3)),
              performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
              htmlTransferBytes: html?.transferSize ?? 0,
              stealPercent: Math.round(steal * 100),
            });
            console.log(`[side-by-side] round ${round + 1} ${route} ${variant}: LCP ${runs.at(-1).lcpMs} ms FCP ${runs.at(-1).fcpMs} ms TBT ${runs.at(-1).tbtMs} ms`);
            break;
          }
        }
      }
    }
  } finally {
    await chrome.kill();
    for (const s of Object.values(servers)) s.close();
  }
  return runs;
}

/** Medians per route and variant, the shipped/no-script LCP ratio and the verdict. */
export function summarise(runs, routeList) {
  return routeList.map((route) => {
    const of = (variant) => {
      const mine = runs.filter((r) => r.route === route && r.variant === variant);
      const m = (key) => median(mine.map((r) => r[key]));
      return { fcpMs: m("fcpMs"), lcpMs: m("lcpMs"), tbtMs: m("tbtMs"), cls: m("cls"), htmlTransferBytes: m("htmlTransferBytes") };
    };
    const shipped = of("shipped");
    const noscript = of("noscript");
    const plain = of("plain");
    const ratio = Number((shipped.lcpMs / noscript.lcpMs).toFixed(3));
    const misses = [
      shipped.lcpMs > VERDICT.lcpMs && `LCP ${shipped.lcpMs} ms > ${VERDICT.lcpMs} ms`,
      ratio > VERDICT.lcpOverNoScript && `LCP ${ratio}× the no-script page's`,
      shipped.tbtMs > VERDICT.tbtMs && `TBT ${shipped.tbtMs} ms > ${VERDICT.tbtMs} ms`,
      shipped.cls > VERDICT.cls && `CLS ${shipped.cls}`,
    ].filter(Boolean);
    return { route, shipped, noscript, plain, lcpShippedOverNoScript: ratio, misses };
  });
}

export function table(rows) {
  const s = (ms) => (ms / 1000).toFixed(2);
  const lines = [
    "| Route | Shipped FCP / LCP | No script FCP / LCP | Plain `next build` FCP / LCP | Shipped ÷ no script (LCP) | Shipped TBT | Shipped CLS | HTML (transfer) shipped / no script | Bar |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.route} | ${s(r.shipped.fcpMs)} / ${s(r.shipped.lcpMs)} s | ${s(r.noscript.fcpMs)} / ${s(r.noscript.lcpMs)} s | ${s(r.plain.fcpMs)} / ${s(r.plain.lcpMs)} s | ${r.lcpShippedOverNoScript} | ${r.shipped.tbtMs} ms | ${r.shipped.cls} | ${(r.shipped.htmlTransferBytes / 1024).toFixed(1)} / ${(r.noscript.htmlTransferBytes / 1024).toFixed(1)} KB | ${r.misses.length ? r.misses.join("; ") : "met"} |`,
    );
  }
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(work, { recursive: true });
  const dirs = prepare();
  const runs = await measure(dirs);
  const rows = summarise(runs, routes);
  writeFileSync(path.join(root, "reports/side-by-side.json"), JSON.stringify({ rounds: ROUNDS, verdict: VERDICT, rows, runs }, null, 2) + "\n");
  console.log(`\n${ROUNDS} interleaved rounds, medians (reports/side-by-side.json):\n\n${table(rows)}`);
  const missed = rows.filter((r) => r.misses.length);
  console.log(missed.length ? `\n${missed.length} of ${rows.length} routes miss the bar.` : `\nEvery route meets the bar.`);
  process.exit(process.argv.includes("--check") && missed.length ? 1 : 0);
}
