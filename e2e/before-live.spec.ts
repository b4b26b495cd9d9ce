import type { Locator, Page } from "@playwright/test";
import { expect, holdRuntime, pageBeforeLive, pageIsLive, test } from "./fixtures";
import { logoSvg } from "../lib/logo-circles";
import { answerFunction, forms, ok, panel, toast, UUID } from "./form-helpers";

// Between the first paint and the page going live (a second or more on a slow phone),
// no control may be dead. Links and the menu work without JavaScript; a form submitted then is
// sent once React has it.

const referral = forms.referral;
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

  test("opened before, once live it is stated open, and closes on a link: the next page and Back show it closed", async ({ context }) => {
    const { page, release } = await pageBeforeLive(context);
    await page.goto("/services", { waitUntil: "domcontentloaded" });
    const toggle = toggleOf(page);
    await toggle.tap();
    release();
    await pageIsLive(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menuOf(page)).toBeVisible();
    await menuOf(page).getByRole("link", { name: "About Us" }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await pageIsLive(page);
    await expect(menuOf(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Back may bring /services from the browser's cache as it was left: with the menu closed.
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await pageIsLive(page);
    await expect(menuOf(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("a referral submitted before the page is live", () => {
  test("is sent once it is, exactly once, with the exact payload", async ({ context, isMobile }) => {
    const { page, release } = await pageBeforeLive(context);
    const bodies = await answerFunction(page, ok);
    await page.goto(referral.path, { waitUntil: "domcontentloaded" });
    await referral.fill(page);
    await press(page.getByRole("button", { name: referral.submit }), isMobile);
    const waiting = page.getByRole("button", { name: "Submitting..." });
    await expect(waiting).toBeVisible();
    await press(waiting, isMobile); // an impatient second tap queues nothing
    expect(bodies).toHaveLength(0);
    release();
    await expect(toast(page, referral.success)).toBeVisible();
    await expect(panel(page)).toBeVisible();
    await page.waitForTimeout(500);
    expect(bodies).toHaveLength(1);
    const { submissionId, ...rest } = bodies[0];
    expect(rest).toEqual(referral.expected);
    expect(submissionId).toMatch(UUID);
    expect(new URL(page.url()).search).toBe("");
    await panel(page).getByRole("button", { name: referral.sendAnother }).click();
    await expect(page.getByLabel(referral.nextField)).toHaveValue("");
  });

  test("empty, shows each mistake once it is live and sends nothing", async ({ context, isMobile }) => {
    const { page, release } = await pageBeforeLive(context);
    const bodies = await answerFunction(page, ok);
    await page.goto(referral.path, { waitUntil: "domcontentloaded" });
    await press(page.getByRole("button", { name: referral.submit }), isMobile);
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeVisible();
    release();
    await expectMistakes(page);
    expect(bodies).toHaveLength(0);
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
    const release = await holdRuntime(page);
    await page.goto("/services", { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    await toggleOf(page).tap();
    await expect(menuOf(page)).toBeVisible();
    expect(await seen(page, "clicks"), "the tap came before the page was live").toEqual([false]);
    release();
    await menuOf(page).getByRole("link", { name: "About Us" }).tap();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a filled referral is sent once, with the exact payload", async ({ context, isMobile }) => {
    const page = await slowPage(context);
    const release = await holdRuntime(page);
    const bodies = await answerFunction(page, ok);
    await page.goto(referral.path, { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    // In one go, as the browser's autofill does: typed key by key, the first keystroke in the form
    // would make React hydrate it at once, and the submit would no longer come before.
    await autofill(page);
    await press(page.getByRole("button", { name: referral.submit }), isMobile);
    release();
    await expect(toast(page, referral.success)).toBeVisible({ timeout: 20_000 });
    expect(await seen(page, "submits"), "the submit came before the form was live").toEqual([false]);
    expect(bodies).toHaveLength(1);
    const { submissionId, ...rest } = bodies[0];
    expect(rest).toEqual(referral.expected);
    expect(submissionId).toMatch(UUID);
  });

  test("an empty referral shows each mistake", async ({ context, isMobile }) => {
    const page = await slowPage(context);
    const release = await holdRuntime(page);
    const bodies = await answerFunction(page, ok);
    await page.goto(referral.path, { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    await press(page.getByRole("button", { name: referral.submit }), isMobile);
    release();
    await expectMistakes(page, 20_000);
    expect(await seen(page, "submits"), "the submit came before the form was live").toEqual([false]);
    expect(bodies).toHaveLength(0);
  });
});

/** The referral's fields as forms.referral.fill leaves them, set without a keystroke. */
async function autofill(page: Page) {
  const { clientNeeds, familyContact, ...text } = referral.expected;
  await page.evaluate(
    ({ text, clientNeeds, familyContact }) => {
      const set = (name: string, value: string) => (document.querySelector<HTMLInputElement>(`main form [name="${name}"]`)!.value = value);
      // `type`, `honeypot` and `locale` are added by the flow, not typed.
      for (const [name, value] of Object.entries(text).filter(([name]) => !["type", "honeypot", "locale"].includes(name))) set(name, value);
      for (const [part, value] of Object.entries(familyContact)) set(`familyContact.${part}`, value);
      for (const need of clientNeeds) document.querySelector<HTMLInputElement>(`main form [name="clientNeeds"][value="${need}"]`)!.checked = true;
    },
    { text, clientNeeds: [...clientNeeds], familyContact },
  );
}

async function expectMistakes(page: Page, timeout?: number) {
  const first = page.getByLabel(referral.firstField);
  await expect(first).toHaveAttribute("aria-invalid", "true", { timeout });
  await expect(first).toBeFocused();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(page.getByText("Please select at least one care need.")).toBeVisible();
  await expect(page.getByRole("button", { name: referral.submit })).toBeVisible();
}

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

test("before it is live a page links nothing the browser fetches on its own: the favicon is in the page, React adds the manifest link", async ({ context }) => {
  const { page, release } = await pageBeforeLive(context);
  // The browser fetches a linked icon or manifest while it parses the page, beside the font the first paint waits for.
  const response = await page.goto("/about", { waitUntil: "domcontentloaded" });
  const html = await response!.text();
  expect(html).not.toContain('rel="manifest"');
  const icons = [...html.matchAll(/<link rel="icon" href="([^"]*)"/g)].map((m) => m[1].replaceAll("&#x27;", "'"));
  expect(icons).toHaveLength(1);
  expect(decodeURIComponent(icons[0].replace(/^data:image\/svg\+xml,/, "")).replaceAll("'", '"')).toBe(logoSvg());
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  release();
  await pageIsLive(page);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const manifest = await page.request.get("/manifest.webmanifest");
  expect((await manifest.json()).icons).toContainEqual({ src: "/icon.svg", sizes: "any", type: "image/svg+xml" });
});

test("once live, each of the page's scripts was fetched and run once", async ({ page }) => {
  for (const route of ["/", "/es/referrals", "/about"]) {
    const fetched: string[] = [];
    const listen = (r: { url(): string }) => void (r.url().endsWith(".js") && fetched.push(new URL(r.url()).pathname));
    page.on("request", listen);
    await page.goto(route);
    await pageIsLive(page);
    // React, as it hydrates, adds a script for any of the page's chunks it does not find as
    // script[async]: a second fetch and a second run, inside hydration.
    await page.waitForLoadState("networkidle");
    page.off("request", listen);
    // Every chunk the loader adds, once each (the `nomodule` polyfills stay in the HTML as Next wrote them).
    const scripts = await page.evaluate(() => [...document.scripts].filter((s) => s.src && !s.noModule).map((s) => new URL(s.src).pathname));
    const chunks = (await page.locator("script[data-chunks]").getAttribute("data-chunks"))!.split(" ");
    expect([...fetched].sort(), route).toEqual([...new Set(fetched)].sort());
    expect(scripts.filter((s) => s.startsWith("/_next/")).sort(), route).toEqual([...chunks].sort());
  }
});
