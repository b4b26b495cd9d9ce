import { copyFor } from "../content";
import type { Page } from "@playwright/test";
import { axe, expectNoViolations, NAMED_RULES, SET_ASIDE, TAGS } from "./axe";
import { localizedTemplateRoutes } from "../lib/routes.mjs";
import { allRoutes, BOOKING_SCRIPT, expect, pageBeforeLive, pageIsLive, routes, spanishRoutes, test } from "./fixtures";
import { LAYOUT_TAG } from "./tiers";
import { BOOKING_FALLBACK_MS } from "../lib/booking";
import { answerFunction, forms, panel, toast } from "./form-helpers";

for (const route of [...allRoutes.map((r) => r.path), "/no-such-page", "/es/no-such-page"]) {
  // One route of each template runs at both widths in `npm test` (LAYOUT_TAG); every route does in `npm run test:full`.
  test(`axe: ${route} has no WCAG 2.2 AA violations`, { tag: localizedTemplateRoutes.includes(route) ? LAYOUT_TAG : [] }, async ({ page }) => {
    await page.goto(route);
    await expectNoViolations(page);
  });
}

test("axe: every rule with the suite's tags runs, or is set aside with its reason", async ({ page, isMobile }) => {
  test.skip(isMobile, "the rule set does not depend on the screen");
  await page.goto("/careers");
  const results = await axe(page).analyze();
  const ran = new Set([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id));
  // The axe that AxeBuilder has just put in the page: its rule list is the installed version's.
  const known = await page.evaluate((tags) => (window as unknown as { axe: { getRules(t: string[]): { ruleId: string }[] } }).axe.getRules(tags).map((r) => r.ruleId), TAGS);
  expect(known.filter((id) => !ran.has(id) && !(id in SET_ASIDE)), "rules skipped by the tag filter: name them in NAMED_RULES or set them aside").toEqual([]);
  expect([...NAMED_RULES, ...Object.keys(SET_ASIDE)].filter((id) => !known.includes(id)), "rules this axe no longer has").toEqual([]);
  expect(Object.keys(SET_ASIDE).filter((id) => ran.has(id)), "set aside, yet the tag filter runs them now: decide again").toEqual([]);
});

test("axe: the mobile menu open", { tag: LAYOUT_TAG }, async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu toggle exists on small screens");
  await page.goto("/contact");
  await page.getByRole("button", { name: "Menu" }).click();
  await expectNoViolations(page);
});

test("axe: the mobile menu opened before the page is live, then once it is", { tag: LAYOUT_TAG }, async ({ context, isMobile }) => {
  test.skip(!isMobile, "the menu toggle exists on small screens");
  const { page, release } = await pageBeforeLive(context);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await expectNoViolations(page);
  release();
  await pageIsLive(page);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expectNoViolations(page);
});

test("axe: the booking fallback frame, with the way to ask for a call", async ({ page }) => {
  // The script loads but embeds nothing: the 5 s fallback frame (a blocked script shows none: e2e/booking-destination.spec.ts).
  let asked = false;
  await page.route(BOOKING_SCRIPT, (route) => ((asked = true), route.fulfill({ contentType: "text/javascript", body: "" })));
  // The page's clock, moved past the fallback's deadline (counted from the script's request) rather than waited out.
  await page.clock.install();
  await page.goto("/");
  await page.locator("#calendly-section").scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toBe(true);
  await page.clock.runFor(BOOKING_FALLBACK_MS + 500);
  await expect(page.locator("#calendly-section iframe")).toHaveCount(1);
  await expect(page.locator("#calendly-section").getByRole("link", { name: "Ask us to call you" })).toBeVisible();
  await expectNoViolations(page);
});

for (const path of ["/", "/contact"]) {
  test(`axe: the ZIP check's three answers on ${path}`, async ({ page }) => {
    await page.goto(path);
    const zip = page.locator("#service-area").getByRole("textbox", { name: "Your ZIP code" });
    for (const [input, text] of [["92123", "Kearny Mesa"], ["90210", "outside the area"], ["921234", "5-digit ZIP code"]]) {
      await zip.fill(input);
      await zip.press("Enter");
      await expect(page.locator("#service-area").getByRole("status")).toContainText(text);
      await expectNoViolations(page);
    }
  });
}

test("axe: careers with a position chosen by Apply", async ({ page }) => {
  await page.goto("/careers");
  await page.getByRole("link", { name: "Apply for Certified Caregiver" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Applying for" })).toBeVisible();
  await expectNoViolations(page);
});

test("axe: a referral for care needed today, with the 24/7 line beside the choice", async ({ page }) => {
  await page.goto("/referrals");
  await page.getByRole("combobox", { name: "How soon is care needed?" }).selectOption("today");
  const note = page.getByRole("note");
  await expect(note.getByRole("link", { name: /^Call \(858\)/ })).toHaveAttribute("href", /^tel:\+1/);
  const box = await note.getByRole("link").boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await expectNoViolations(page);
});

test("axe: /faq with every question open", async ({ page }) => {
  await page.goto("/faq");
  const items = page.getByRole("main").locator("details");
  for (const item of await items.all()) await item.locator("summary").click();
  await expect(page.getByRole("main").locator("details:not([open])")).toHaveCount(0);
  await expectNoViolations(page);
});

test("axe: the verify section of /why-vitalhealth", async ({ page }) => {
  await page.goto("/why-vitalhealth#verify");
  const { violations } = await axe(page).include("#verify").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

for (const name of Object.keys(forms) as (keyof typeof forms)[]) {
  test(`axe: ${name} form with its errors, then with its toasts`, async ({ page }) => {
    const f = forms[name];
    let answer: "fail" | "ok" = "fail";
    await answerFunction(page, (route) =>
      route.fulfill({ status: answer === "ok" ? 200 : 500, contentType: "application/json", body: answer === "ok" ? '{"ok":true}' : '{"error":"Try again."}' }),
    );
    await page.goto(f.path);
    await page.getByRole("button", { name: f.submit }).click();
    await expect(page.getByLabel(f.firstField)).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page);
    await f.fill(page);
    await page.getByRole("button", { name: f.submit }).click();
    await expect(toast(page, "Submission Failed")).toBeVisible();
    await expectNoViolations(page);
    answer = "ok";
    await page.getByRole("button", { name: f.submit }).click();
    await expect(toast(page, f.success)).toBeVisible();
    await expectNoViolations(page);
  });
}

for (const name of Object.keys(forms) as (keyof typeof forms)[]) {
  test(`axe: ${name} confirmation panel, with and without a reference`, async ({ page }) => {
    const f = forms[name];
    let reply: object = { ok: true, reference: "VH-7K3Q9F" };
    await answerFunction(page, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(reply) }));
    await page.goto(f.path);
    await f.fill(page);
    await page.getByRole("button", { name: f.submit }).click();
    await expect(panel(page).getByText("VH-7K3Q9F")).toBeVisible();
    await expect(toast(page, f.success)).toBeVisible();
    await expectNoViolations(page);
    expect(await panelProblems(page)).toEqual([]);
    // The honeypot's answer (and a function not yet storing): the panel without its reference line.
    reply = { ok: true };
    await panel(page).getByRole("button", { name: f.sendAnother }).click();
    await f.fill(page);
    await page.getByRole("button", { name: f.submit }).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText("VH-7K3Q9F")).toHaveCount(0);
    await expectNoViolations(page);
  });
}

/** Text under 16 px in the panel, and its call link or button under 44 × 44 px. */
function panelProblems(page: Page) {
  return panel(page).evaluate((root) => {
    const out: string[] = [];
    for (const el of [root, ...Array.from(root.querySelectorAll("*"))]) {
      const hasText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (hasText && size < 16) out.push(`text ${size}px: ${el.textContent!.trim().slice(0, 40)}`);
    }
    for (const el of Array.from(root.querySelectorAll('a[href^="tel:"], button'))) {
      const r = el.getBoundingClientRect();
      if (r.height < 44 || r.width < 44) out.push(`target ${Math.round(r.width)}×${Math.round(r.height)}: ${el.textContent!.trim()}`);
    }
    if (root.scrollWidth > root.clientWidth) out.push(`scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    return out;
  });
}

// One test per language: each visits every page of its language (one test for both outlasts the timeout).
for (const [language, pages, menu] of [["English", routes, copyFor("en").ui.menuLabel], ["Spanish", spanishRoutes, copyFor("es").ui.menuLabel]] as const) {
  test(`reflow: at 320 CSS px no ${language} page scrolls sideways`, async ({ page, isMobile }) => {
    test.skip(isMobile, "one width is enough");
    await page.setViewportSize({ width: 320, height: 640 });
    for (const route of pages) {
      await page.goto(route.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, route.path).toBeLessThanOrEqual(0);
    }
    await page.getByRole("button", { name: menu }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
}

for (const [language, pages] of [["English", routes], ["Spanish", spanishRoutes]] as const) {
  test(`${language}: text is at least 16 px and call, booking and submit targets at least 44 × 44 px`, { tag: LAYOUT_TAG }, async ({ page }) => {
    for (const route of pages) {
      await page.goto(route.path);
      const problems = await page.evaluate(() => {
        const out: string[] = [];
        const visible = (el: Element) => {
          const r = el.getBoundingClientRect();
          const s = getComputedStyle(el);
          return r.width > 1 && r.height > 1 && s.visibility !== "hidden" && s.display !== "none";
        };
        for (const el of Array.from(document.querySelectorAll("body *"))) {
          const hasText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
          if (!hasText || !visible(el) || el.closest("svg, .sr-only, [aria-hidden=true]")) continue;
          const size = parseFloat(getComputedStyle(el).fontSize);
          if (size < 16) out.push(`text ${size}px: ${el.textContent!.trim().slice(0, 40)}`);
        }
        const targets = document.querySelectorAll('a[href^="tel:"], a[href*="#calendly-section"], button[type=submit], main a.btn-accent, main a.btn-outline, main a.btn-primary');
        for (const el of Array.from(targets)) {
          if (!visible(el)) continue;
          const r = el.getBoundingClientRect();
          if (r.height < 44 || r.width < 44) out.push(`target ${Math.round(r.width)}×${Math.round(r.height)}: ${el.textContent!.trim().slice(0, 40)}`);
        }
        return out;
      });
      expect(problems, route.path).toEqual([]);
    }
  });
}

test("reduced motion: no smooth scrolling or transitions", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/referrals");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  await page.getByRole("link", { name: "Submit a Referral Now" }).click();
  // The jump is immediate: the section is in place without waiting.
  const top = await page.evaluate(() => document.getElementById("referral-form")!.getBoundingClientRect().top);
  expect(Math.abs(top)).toBeLessThan(200);
});

test("every control shows a visible focus indicator", async ({ page, isMobile }) => {
  test.skip(isMobile, "keyboard focus is checked on desktop");
  await page.goto("/contact");
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const s = getComputedStyle(el);
      return { tag: el.tagName, style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    expect(outline.style, `${i}: ${outline.tag}`).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  }
});

test("axe: the /costs estimator with its errors, then with an estimate", async ({ page }) => {
  await page.goto("/costs");
  const hours = page.getByLabel("Hours of care a day");
  await page.getByRole("button", { name: "Work out the cost" }).click();
  await expect(hours).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page);
  await hours.fill("24");
  await page.getByLabel("Days of care a week").fill("7");
  await page.getByRole("button", { name: "Work out the cost" }).click();
  await expect(page.locator("#estimator").getByRole("status")).toContainText("a week");
  await expectNoViolations(page);
});
