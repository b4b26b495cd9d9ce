/**
 * `npm run test:photos`: the site built with sample photos (scripts/sample-photos.mjs, made for the
 * test, never committed) into out-photos/, served beside the site as it ships (out/, no photos), so
 * e2e/photos.spec.ts can check the published files, the markup, layout shift and accessibility with
 * photos in place, and measure Home side by side. Its own run, after the main suite: the two builds
 * share Next's .next folder and must not run at once.
 */
import { defineConfig, devices } from "@playwright/test";
import base from "./playwright.config";

export const PHOTOS_DIR = ".photos-e2e";
export const PHOTOS_OUT = "out-photos";
const PORT = Number(process.env.E2E_PHOTOS_PORT ?? 3150);
/** The site as it ships, without photos: Home's LCP is compared with it. */
export const PLAIN_PORT = PORT + 1;
const launchOptions = base.use?.launchOptions;
/** The Lighthouse test (e2e/photos.spec.ts): Home side by side, About and Services with photos. */
const LIGHTHOUSE = /Lighthouse's budgets hold/;
const serverEnv = { HOST: "localhost", FORM_RATE_LIMIT_PER_MINUTE: "0", NEXT_TELEMETRY_DISABLED: "1" };
/** Each server its own store and outbox: a store is held by one form function at a time. */
const storeOf = (name: string) => ({ OUTBOX_DIR: `.outbox-e2e-${name}`, FORM_DATA_DIR: `.data-e2e-${name}` });

/** The main suite's settings (workers, timeouts, retries, the browser), with its own tests, devices and servers. */
export default defineConfig({
  ...base,
  testMatch: /photos\.spec\.ts$/,
  // The main run's HTML report stays as it was written.
  reporter: "list",
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  projects: [
    { name: "desktop", grepInvert: LIGHTHOUSE, use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: "phone", grepInvert: LIGHTHOUSE, use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions } },
    // Lighthouse emulates the phone itself: once, alone, after the others, so no other test disturbs its runs.
    { name: "lighthouse", grep: LIGHTHOUSE, dependencies: ["desktop", "phone"], use: { launchOptions } },
  ],
  // In this order: out/ is built first when stale (as `npm start` does), then the build with photos.
  webServer: [
    {
      command: "node scripts/serve.mjs",
      url: `http://localhost:${PLAIN_PORT}/`,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI,
      stdout: "pipe",
      stderr: "pipe",
      env: { ...serverEnv, ...storeOf("plain"), PORT: String(PLAIN_PORT), FUNCTION_PORT: String(PLAIN_PORT + 1000) },
    },
    {
      // Always a fresh build: what is tested is the build step with photos.
      command: `node scripts/sample-photos.mjs ${PHOTOS_DIR} && node -e "require('fs').rmSync('${PHOTOS_OUT}', { recursive: true, force: true })" && node scripts/serve.mjs`,
      url: `http://localhost:${PORT}/`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: { ...serverEnv, ...storeOf("photos"), PORT: String(PORT), FUNCTION_PORT: String(PORT + 1000), PHOTOS_DIR, SITE_OUT_DIR: PHOTOS_OUT },
    },
  ],
});
