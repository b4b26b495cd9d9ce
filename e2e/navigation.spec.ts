import type { Route } from "@playwright/test";
import { BOOKING_SCRIPT, expect, pageIsLive, scrollSettled, test } from "./fixtures";

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the toggle exists on small screens");

  test("opens by click, closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    for (const name of ["Home", "About Us", "Our Services", "Costs", "Why VitalHealth", "FAQ", "Join Our Team", "Contact", "Submit a Referral", "Free Consultation"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: /^Call/ })).toBeVisible();
    await menu.getByRole("link", { name: "Our Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes it and returns focus to the toggle", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test.describe("mobile menu in a browser without popovers (Safari before 17)", () => {
  test.skip(({ isMobile }) => !isMobile, "the toggle exists on small screens");
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ["showPopover", "hidePopover", "togglePopover"]) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    });
  });

  test("once live, it opens, closes on Escape with focus back, and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu).not.toHaveAttribute("popover");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "About Us", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole("link", { name: "Our Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

async function expectBookingAtTop(page: import("@playwright/test").Page) {
  await expect(page).toHaveURL(/\/(#calendly-section)?$/);
  // Arriving from another page, Home scrolls once React is live (the runtime loads after first paint).
  await pageIsLive(page);
  await scrollSettled(page);
  const box = await page.evaluate(() => {
    const section = document.getElementById("calendly-section")!.getBoundingClientRect();
    const heading = document.getElementById("calendly-section-heading")!.getBoundingClientRect();
    const header = document.querySelector("header")!.getBoundingClientRect();
    return { section: section.top, heading: heading.top, headerBottom: header.bottom };
  });
  // The section starts right under the fixed header, and the header never covers its heading.
  expect(box.section).toBeGreaterThanOrEqual(0);
  expect(box.section).toBeLessThan(box.headerBottom + 40);
  expect(box.heading).toBeGreaterThanOrEqual(box.headerBottom);
}

test("Free Consultation on / scrolls to the booking section", async ({ page, isMobile }) => {
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Free Consultation" }).first().click();
  await expectBookingAtTop(page);
  if (!isMobile) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Free Consultation" }).click();
    await expectBookingAtTop(page);
  }
});

test("Free Consultation from another page goes home and lands on the booking section", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("main").getByRole("link", { name: "Free Consultation" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectBookingAtTop(page);
});

test("Free Consultation from Contact's closing band lands on the booking section", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("main").getByRole("link", { name: "Free Consultation" }).last().click();
  await expectBookingAtTop(page);
});

test("reduced motion: the jump is instant", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Free Consultation" }).first().click();
  const top = await page.evaluate(() => document.getElementById("calendly-section")!.getBoundingClientRect().top);
  expect(top).toBeLessThan(200);
});

test.describe("booking widget", () => {
  test("its script is not loaded before the section nears the viewport", async ({ page, thirdParty }) => {
    await page.goto("/");
    await page.waitForLoadState("load");
    await page.waitForTimeout(500);
    expect(thirdParty.filter((u) => u.startsWith(BOOKING_SCRIPT))).toEqual([]);
  });

  test("its script starts only after the page's first paint, even with the section in view at load", async ({ page }) => {
    await page.route(BOOKING_SCRIPT, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
    // A window tall enough to show the section at load, however long Home grows.
    await page.goto("/");
    const sectionTop = await page.evaluate(() => document.getElementById("calendly-section")!.getBoundingClientRect().top + scrollY);
    await page.setViewportSize({ width: page.viewportSize()!.width, height: Math.ceil(sectionTop) + 400 });
    await page.goto("/");
    const inView = await page.evaluate(() => document.getElementById("calendly-section")!.getBoundingClientRect().top < innerHeight);
    expect(inView, "precondition: the booking section is in the first viewport").toBe(true);
    const times = await page.waitForFunction((src) => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const script = performance.getEntriesByType("resource").find((e) => e.name.startsWith(src));
      return paint && script ? { paint: paint.startTime, script: script.startTime } : null;
    }, BOOKING_SCRIPT);
    const { paint, script } = (await times.jsonValue())!;
    expect(script).toBeGreaterThan(paint);
  });

  for (const [failure, answer] of [
    ["unreachable", (route: Route) => route.abort("internetdisconnected")],
    ["answering 500", (route: Route) => route.fulfill({ status: 500, contentType: "text/plain", body: "down" })],
  ] as const) {
    test(`with the widget's script ${failure}, the fallback and a way to ask for a call appear at once`, async ({ page }) => {
      let failedAt = 0;
      await page.route(BOOKING_SCRIPT, async (route) => {
        await answer(route);
        failedAt = Date.now();
      });
      await page.goto("/");
      await page.locator("#calendly-section").scrollIntoViewIfNeeded();
      await expect.poll(() => failedAt, { message: "the script was asked for and failed" }).toBeGreaterThan(0);
      const section = page.locator("#calendly-section");
      const ask = section.getByRole("status").getByRole("link", { name: "Request a consultation call" });
      // Well before the 5 s a silent failure waits.
      await expect(ask).toBeVisible({ timeout: 1500 });
      await expect(section.locator("iframe")).toHaveCount(1, { timeout: 100 });
      expect(Date.now() - failedAt).toBeLessThan(2500);
      await expect(section.getByTestId("booking-widget")).toHaveCount(0);
      await expect(section.locator("iframe")).toHaveAttribute("title", /consultation/i);
      await expect(section.locator("iframe")).toHaveAttribute("src", /calendly\.com/);
      await expect(page.getByRole("link", { name: "Open the booking page in a new tab" })).toBeVisible();
      await ask.click();
      await expect(page).toHaveURL(/\/contact#consultation-form$/);
      await expect(page.getByRole("heading", { name: "Request a Free Consultation" })).toBeInViewport();
    });
  }

  test("with the widget's script hanging, the fallback frame appears after 5 s and not before", async ({ page }) => {
    let requested = 0;
    // Never answered: a host that neither loads nor fails.
    await page.route(BOOKING_SCRIPT, () => void (requested = Date.now()));
    await page.goto("/");
    await page.locator("#calendly-section").scrollIntoViewIfNeeded();
    await expect.poll(() => requested).toBeGreaterThan(0);
    const frame = page.locator("#calendly-section iframe");
    await page.waitForTimeout(4000);
    await expect(frame).toHaveCount(0);
    await expect(frame).toHaveCount(1, { timeout: 4000 });
    expect(Date.now() - requested).toBeGreaterThanOrEqual(4000);
    await expect(frame).toHaveAttribute("title", /consultation/i);
    await expect(frame).toHaveAttribute("height", "700");
    await expect(frame).toHaveAttribute("src", /calendly\.com/);
    await expect(page.locator("#calendly-section").getByRole("link", { name: "Request a consultation call" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the booking page in a new tab" })).toBeVisible();
  });

  test("when the widget embeds its frame, no fallback appears", async ({ page }) => {
    await page.route(BOOKING_SCRIPT, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `document.querySelectorAll('.calendly-inline-widget').forEach(function (el) {
          var f = document.createElement('iframe'); f.title = 'Stand-in booking'; f.src = 'about:blank'; f.style.height = '100%';
          el.appendChild(f);
        });`,
      }),
    );
    await page.goto("/");
    await page.locator("#calendly-section").scrollIntoViewIfNeeded();
    await expect(page.locator(".calendly-inline-widget iframe")).toHaveCount(1);
    await page.waitForTimeout(5500);
    await expect(page.locator("#calendly-section iframe")).toHaveCount(1);
    await expect(page.locator(".calendly-inline-widget iframe")).toHaveAttribute("title", "Stand-in booking");
  });

  test("with JavaScript off, no empty calendar box: the offer of a call and the booking page link instead", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const section = page.locator("#calendly-section");
    await expect(section.locator(".calendly-inline-widget")).toBeHidden();
    await expect(section.getByText("The booking calendar needs JavaScript")).toBeVisible();
    await section.getByRole("link", { name: "Request a consultation call" }).click();
    await expect(page).toHaveURL(/\/contact#consultation-form$/);
    await context.close();
  });
});
