import { allRoutes as routes, expect, test } from "./fixtures";
import { forTier } from "./tiers";

const notFound = { path: "/no-such-page", heading: "Oops! Page not found" };

test.describe("every route", () => {
  // Live, on one route of each template in the fast tier (every route reads with JavaScript off and
  // has its headline and title in its HTML: the tests below).
  for (const route of forTier(routes)) {
    test(`${route.path} shows its headline`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
      await expect(page).toHaveTitle(/VitalHealth/);
    });
  }

  for (const route of routes) {
    test(`${route.path} has its main text in the HTML before any script`, async ({ request }) => {
      const res = await request.get(route.path);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toContain("text/html");
      const html = await res.text();
      const text = html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'");
      expect(text).toContain(route.heading);
      expect(html).toMatch(/<title>[^<]*VitalHealth[^<]*<\/title>/);
      expect(html).toContain('id="main"');
      expect(text).toContain("Suite 200, San Diego, CA 92123");
      // No Suspense content streamed out of order (hidden, for a script to move into place).
      expect(html).not.toMatch(/<template id="B:|hidden id="S:/);
    });
  }

  test("every route reads with JavaScript off: the main content is shown as prerendered, not swapped in by a script", async ({ browser }) => {
    // Out-of-order streaming (a Suspense boundary whose content Next emits after the footer, hidden,
    // for an inline script to move into place) would pass the HTML test above and fail this one.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of [...routes, notFound]) {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
      await expect(page.locator("main > :not(script, template)").first()).toBeVisible();
      await expect(page.locator("main > :not(script, template)").last()).toBeVisible();
    }
    await context.close();
  });

  test("/about and /about/ both answer", async ({ request }) => {
    for (const p of ["/about", "/about/", "/careers/"]) expect((await request.get(p)).status()).toBe(200);
  });
});

test("the skip link is the first focusable element and moves to main", async ({ page }) => {
  await page.goto("/services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});

test("the current page is marked in the navigation", async ({ page, isMobile }) => {
  await page.goto("/why-vitalhealth");
  if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
  const nav = page.getByRole("navigation", { name: "Main" });
  const current = nav.locator('a[aria-current="page"]').filter({ visible: true });
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText("Why VitalHealth");
  await expect(nav.getByRole("link", { name: "Contact", exact: true })).not.toHaveAttribute("aria-current", "page");
});

test("shell: phone, referral mail link, footer", async ({ page }) => {
  // The mail link with the spec's subject lives on /referrals, beside the form.
  await page.goto("/referrals");
  await expect(page.locator('a[href^="mailto:"][href*="subject=New%20Referral%20Submission"]').first()).toBeAttached();
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  for (const name of ["About", "Services", "Why VitalHealth", "Careers", "Privacy Policy", "Terms of Service"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(footer.locator('a[href^="tel:+1858555"]')).toBeVisible();
});

test("the brochure link downloads a real PDF", async ({ page, request }) => {
  await page.goto("/services");
  const link = page.getByRole("link", { name: /Download Our Care Brochure/ });
  const href = await link.getAttribute("href");
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  const body = await res.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  expect(body.length).toBeGreaterThan(2000);
  const download = page.waitForEvent("download");
  await link.click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});

test("the 404 page answers 404 and logs the missing path", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  const res = await page.goto(notFound.path);
  expect(res?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(notFound.heading);
  await expect.poll(() => warnings.some((e) => e.includes(notFound.path))).toBe(true);
  await page.getByRole("link", { name: "Go back home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
