/**
 * What every Lighthouse run of the project shares (scripts/audit.mjs, scripts/side-by-side.mjs):
 * the browser, its flags, the run's options, and the machine's steal time (on this shared VM a run
 * taken while the hypervisor gives the CPU to other guests is not a measure of the page:
 * docs/performance.md).
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** Debian's Chromium (CI), else Playwright's own (a developer laptop), else whatever Chrome chrome-launcher finds. */
export const CHROME_PATH = process.env.CHROME_PATH ?? ["/usr/bin/chromium", playwrightChromium()].find((p) => p && existsSync(p));

export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/**
 * One Lighthouse run (mobile, simulated throttling, its defaults) of `url` in the launched Chrome:
 * every category, or only those named (`["performance"]` skips the accessibility, best-practices and
 * SEO gatherers, about a quarter of a run here).
 */
export async function lighthouseRun(url, chromePort, { onlyCategories } = {}) {
  const { lhr } = await lighthouse(url, {
    port: chromePort,
    ...(onlyCategories ? { onlyCategories } : {}),
    output: "json",
    logLevel: "error",
    // The full-page screenshot resizes the viewport, which would bring the booking widget into
    // view and fetch its (unreachable here) script: not what a visitor's first paint does.
    disableFullPageScreenshot: true,
  });
  return lhr;
}

function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    // No Playwright browser installed: chrome-launcher looks for an installed Chrome.
    return undefined;
  }
}

export function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () =>
      http
        .get(url, (res) => (res.resume(), resolve()))
        .on("error", () => (Date.now() > deadline ? reject(new Error(`${url} did not answer`)) : setTimeout(attempt, 500)));
    attempt();
  });
}

/** Cumulative CPU times of the whole machine (/proc/stat, in clock ticks), or null off Linux. */
export function cpuTimes() {
  try {
    const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n", 1)[0].trim().split(/\s+/);
    // user nice system idle iowait irq softirq steal (guest time is already counted in user).
    const ticks = fields.slice(0, 8).map(Number);
    return { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7] ?? 0 };
  } catch {
    return null;
  }
}

/** Share (0-1) of the CPU time between two readings that the hypervisor gave to other guests. */
export function stealShare(before, after) {
  if (!before || !after || after.total <= before.total) return 0;
  return (after.steal - before.steal) / (after.total - before.total);
}
