import type { Locator, Page } from "@playwright/test";
import { expect, pageBeforeLive, pageIsLive, test } from "./fixtures";

// Issue #15: between the first paint and the page going live (a second or more on a slow phone),
// no control may be dead. Links and the menu work without JavaScript.

const menuOf = (page: Page) => page.locator("#mobile-menu");
const toggleOf = (page: Page) => page.getByRole("button", { name: "Menu" });
/** A tap on the phone, a click on the desktop. */
const press = (locator: Locator, isMobile: boolean) => (isMobile ? locator.tap() : locator.click());

test.describe("mobile menu before the page is live", () => {
  test.skip(({ isMobile }) => !isMobile, "the toggle exists on small screens");

  test("opens on the first tap, and a link in it navigates", async ({ context }) => {
    const { page } = await pageBeforeLive(context);
    await page.goto("/services", { waitUntil: "domcontentloaded" });
    await toggleOf(page).tap();
    await expect(menuOf(page)).toBeVisible();
    await menuOf(page).getByRole("link", { name: "About Us" }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About VitalHealth");
    await expect(menuOf(page)).toBeHidden();
    await expect(page.locator("html"), "the runtime never arrived").not.toHaveAttribute("data-hydrated");
  });

  test("opened before, once live it is stated open and closes on a link and on Back", async ({ context }) => {
    const { page, release } = await pageBeforeLive(context);
    await page.goto("/services", { waitUntil: "domcontentloaded" });
    const toggle = toggleOf(page);
    await toggle.tap();
    release();
    await pageIsLive(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menuOf(page)).toBeVisible();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await menuOf(page).getByRole("link", { name: "About Us" }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menuOf(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Open again, then Back: a client-side navigation that no link in the menu started.
    await toggle.tap();
    await expect(menuOf(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menuOf(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), "client-side navigations").toBe(true);
  });
});

test("Apply before the page is live goes to the form, which has the position once live", async ({ context, isMobile }) => {
  const { page, release } = await pageBeforeLive(context);
  await page.goto("/careers", { waitUntil: "domcontentloaded" });
  await press(page.getByRole("link", { name: "Apply for Care Coordinator" }), isMobile);
  await expect(page).toHaveURL(/\/careers\?position=coordinator#application$/);
  release();
  await pageIsLive(page);
  const position = page.getByRole("combobox", { name: "Position" });
  await expect(position).toHaveValue("coordinator");
  // react-hook-form has it too, not only the select: a submit does not flag it.
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(position).toHaveAttribute("aria-invalid", "false");
});

test.describe("on a slow phone (4x CPU, slow 4G), tapping the moment the text appears", () => {
  test.skip(({ browserName }) => browserName !== "chromium", "throttling goes through the Chrome DevTools Protocol");

  test("Menu opens and its link navigates", async ({ context, isMobile }) => {
    test.skip(!isMobile, "the toggle exists on small screens");
    const page = await slowPage(context);
    await page.goto("/services", { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    await toggleOf(page).tap();
    await expect(menuOf(page)).toBeVisible();
    expect(await seen(page, "clicks"), "the tap came before the page was live").toEqual([false]);
    await menuOf(page).getByRole("link", { name: "About Us" }).tap();
    await expect(page).toHaveURL(/\/about$/);
  });
});

/**
 * A page on an emulated mid-range phone on slow 4G (Lighthouse's mobile settings: 150 ms, 1.6 Mbit/s,
 * 4x CPU slowdown) that records, for each click, whether the page was live, and for each submit,
 * whether its form was.
 */
async function slowPage(context: import("@playwright/test").BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    const record = { clicks: [] as boolean[], submits: [] as boolean[] };
    (window as unknown as { seen: typeof record }).seen = record;
    // Capture listeners added before the page's own: they see the moment the visitor acted.
    document.addEventListener("click", () => record.clicks.push(document.documentElement.hasAttribute("data-hydrated")), true);
    document.addEventListener("submit", (e) => record.submits.push((e.target as Element).hasAttribute("data-live")), true);
  });
  return page;
}

const seen = (page: Page, what: "clicks" | "submits") => page.evaluate((w) => (window as unknown as { seen: Record<string, boolean[]> }).seen[w], what);
