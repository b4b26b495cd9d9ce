import type { Route } from "@playwright/test";
import { BOOKING_FALLBACK_MS } from "../lib/booking";
import { BOOKING_SCRIPT, expect, pageIsLive, pauseClock, scrollSettled, test } from "./fixtures";

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

test("Book Virtual Consultation and Free Consultation on / scroll to the booking section", async ({ page, isMobile }) => {
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Book Virtual Consultation" }).click();
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

test("Schedule Online in Contact's closing band lands on the booking section", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("main").getByRole("link", { name: "Schedule Online" }).click();
  await expectBookingAtTop(page);
});

test("reduced motion: the jump is instant", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Book Virtual Consultation" }).click();
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

  test("its script starts only after the page's first paint, even with the calendar in view at load", async ({ page }) => {
    await page.route(BOOKING_SCRIPT, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
    // A window tall enough to show the calendar at load (below the call-back form on a phone), however long Home grows.
    const calendar = page.locator("#calendly-section .calendly-inline-widget");
    await page.goto("/");
    const top = await calendar.evaluate((el) => el.getBoundingClientRect().top + scrollY);
    await page.setViewportSize({ width: page.viewportSize()!.width, height: Math.ceil(top) + 400 });
    await page.goto("/");
    const inView = await calendar.evaluate((el) => el.getBoundingClientRect().top < innerHeight);
    expect(inView, "precondition: the booking calendar is in the first viewport").toBe(true);
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
    ["stopped by a content blocker", (route: Route) => route.abort("blockedbyclient")],
    ["answering 500", (route: Route) => route.fulfill({ status: 500, contentType: "text/plain", body: "down" })],
  ] as const) {
    test(`with the widget's script ${failure}, no frame: one message at once, and the call-back form and the phone stay`, async ({ page }) => {
      let failedAt = 0;
      await page.route(BOOKING_SCRIPT, async (route) => {
        await answer(route);
        failedAt = Date.now();
      });
      // The page's clock, moved past the fallback's deadline below rather than waited out.
      await page.clock.install();
      await page.goto("/");
      await page.locator("#calendly-section").scrollIntoViewIfNeeded();
      await expect.poll(() => failedAt, { message: "the script was asked for and failed" }).toBeGreaterThan(0);
      const section = page.locator("#calendly-section");
      const message = section.getByRole("status").filter({ hasText: "The booking calendar can't load" });
      // Well before the 5 s a silent failure waits.
      await expect(message).toBeVisible({ timeout: 1500 });
      expect(Date.now() - failedAt).toBeLessThan(2500);
      // Said once: not also "Calendar not loading?" under it.
      await expect(section.getByText(/can't load|not loading/i).filter({ visible: true })).toHaveCount(1);
      await expect(section.getByTestId("booking-widget")).toHaveCount(0);
      // Past the 5 s: still no frame (it would show a grey box where the script could not load).
      await page.clock.runFor(BOOKING_FALLBACK_MS + 500);
      await expect(section.locator("iframe")).toHaveCount(0);
      await expect(message).toHaveCount(1);
      await expect(message.getByRole("link", { name: "Open the booking page in a new tab" })).toBeVisible();
      await expect(section.getByRole("link", { name: "Call (858) 555-0100" })).toBeVisible();
      await message.getByRole("link", { name: "Ask us to call you" }).click();
      await expect(page).toHaveURL(/\/#callback-request$/);
      await expect(section.getByRole("heading", { name: "Ask us to call you" })).toBeInViewport();
      await expect(section.getByRole("button", { name: "Request a Call Back" })).toBeVisible();
    });
  }

  test("with the widget's script hanging, the fallback frame appears after 5 s and not before", async ({ page }) => {
    let requested = 0;
    // Never answered: a host that neither loads nor fails.
    await page.route(BOOKING_SCRIPT, () => void (requested = Date.now()));
    await page.clock.install();
    await page.goto("/");
    // From here the page's time moves only as the test says: the deadline starts as the script is
    // asked for (the section near); a millisecond short of it, nothing; at it, the frame.
    await pauseClock(page);
    await page.locator("#calendly-section").scrollIntoViewIfNeeded();
    await expect.poll(() => requested).toBeGreaterThan(0);
    const frame = page.locator("#calendly-section iframe");
    await page.clock.runFor(BOOKING_FALLBACK_MS - 1);
    await expect(frame).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("title", /consultation/i);
    await expect(frame).toHaveAttribute("height", "700");
    await expect(frame).toHaveAttribute("src", /calendly\.com/);
    await expect(page.locator("#calendly-section").getByRole("status").getByRole("link", { name: "Ask us to call you" })).toHaveAttribute("href", "#callback-request");
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
    await page.clock.install();
    await page.goto("/");
    await page.locator("#calendly-section").scrollIntoViewIfNeeded();
    await expect(page.locator(".calendly-inline-widget iframe")).toHaveCount(1);
    await page.clock.runFor(BOOKING_FALLBACK_MS + 500);
    await expect(page.locator("#calendly-section iframe")).toHaveCount(1);
    await expect(page.locator(".calendly-inline-widget iframe")).toHaveAttribute("title", "Stand-in booking");
  });

  test("with JavaScript off, no empty calendar box and no dead form: one notice with the phone, and the booking page link", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const section = page.locator("#calendly-section");
    await expect(section.locator(".calendly-inline-widget")).toBeHidden();
    await expect(section.locator("iframe")).toHaveCount(0);
    await expect(section.getByText("The call-back form and the booking calendar need JavaScript")).toBeVisible();
    await expect(section.getByText("The call-back form and the booking calendar need JavaScript")).toContainText("(858) 555-0100");
    await expect(section.getByRole("button", { name: "Request a Call Back" })).toBeHidden();
    await expect(section.getByRole("link", { name: "Call (858) 555-0100" })).toBeVisible();
    await expect(section.getByRole("link", { name: "Open the booking page in a new tab" })).toHaveAttribute("href", /^https:\/\/calendly\.com\//);
    await context.close();
  });

});
