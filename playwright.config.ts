import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { DATA_DIR, OUTBOX_DIR } from "./e2e/outbox-dir";
import { FULL_TIER, PHONE_FAST_GREP } from "./e2e/tiers";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SERVER_SPEC = /(server|intake|font|build-steps|first-response)\.spec\.ts$/;
/** The site built with sample photos has its own run and servers (playwright.photos.config.ts). */
const PHOTOS_SPEC = /photos\.spec\.ts$/;
/**
 * `E2E_PART=server`: only the tests that open no browser (the server project), without the site's
 * server, one at a time; `E2E_PART=browsers`: the desktop and phone projects alone. `npm test` runs
 * the two side by side (`npm run test:e2e:server` and `test:e2e:browsers`, scripts/parallel.mjs):
 * much of the server tests' time is waiting on deadlines (idle sockets, the watchdog), which the
 * browsers' cores can spare. The server part has its own output and report folders, since each run
 * empties its own at the start. Unset: every project in one run (`npm run test:e2e`).
 */
const PART = process.env.E2E_PART;
if (PART !== undefined && PART !== "server" && PART !== "browsers") throw new Error(`E2E_PART is "server", "browsers" or unset, not "${PART}"`);
const SERVER_PART = PART === "server";

// Chromium's headless shell, which is what Playwright itself runs headless tests in: the same Blink
// without the full browser around it, about a third less CPU a page here (docs/performance.md).
// Debian's package of it where installed (CI, this machine), else Debian's Chromium, else
// Playwright's own browser. Lighthouse measures in the full browser (scripts/lighthouse-env.mjs).
const systemChromium = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => existsSync(p));
const launchOptions = {
  executablePath: systemChromium && existsSync(systemChromium) ? systemChromium : undefined,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

// The local server under attack, the font file, build steps: no browser, no device, so once rather than per device.
const serverProject = { name: "server", testMatch: SERVER_SPEC };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // A run that has already failed this often stops: a broken build fails in minutes, not after every test.
  maxFailures: process.env.CI ? 10 : undefined,
  workers: SERVER_PART ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never", outputFolder: SERVER_PART ? "playwright-report-server" : "playwright-report" }]] : "list",
  outputDir: SERVER_PART ? "test-results-server" : "test-results",
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs every test its DOM snapshots and screencast (about a quarter of the
    // suite's time here: docs/performance.md). On CI a failed test runs again, with its trace; a
    // local run, without retries, keeps the trace of each test that failed.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions,
  },
  projects: SERVER_PART ? [serverProject] : [
    { name: "desktop", testIgnore: [SERVER_SPEC, PHOTOS_SPEC], use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } },
    // The fast tier (`npm test`) runs on the phone only what a phone's width can change (e2e/tiers.ts); `npm run test:full`, everything.
    { name: "phone", testIgnore: [SERVER_SPEC, PHOTOS_SPEC], ...(FULL_TIER ? {} : { grep: PHONE_FAST_GREP }), use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions } },
    ...(PART === "browsers" ? [] : [serverProject]),
  ],
  webServer: SERVER_PART ? undefined : {
    // The same server as `npm start`: builds out/ when stale, serves it, runs the real form function.
    command: "node scripts/serve.mjs",
    url: `http://localhost:${PORT}/`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "localhost",
      OUTBOX_DIR,
      FORM_DATA_DIR: DATA_DIR,
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  },
});
