import type { Page } from "@playwright/test";
import { copyFor } from "../content";
import { site } from "../content/site";
import { OFFER_DISMISSED_KEY } from "../lib/language-offer";
import { perHour } from "../lib/market";
import { formatUsd } from "../lib/money";
import { expectNoViolations } from "./axe";
import { expect, letFragmentsScroll, recordLayoutShifts, routes, spanishRoutes, test } from "./fixtures";
import { forms, seedThreeRecentSubmits, toast } from "./form-helpers";
import { forTier } from "./tiers";

// Dementia care on the pages, where Spanish is spoken, the line
// offering the Spanish page to a Spanish-preferring browser, and /costs's market figures per hour.
// Both projects run it: phone (390 px) and desktop (1280 px).

const en = copyFor("en");
const es = copyFor("es");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const offer = (page: Page) => page.getByRole("region", { name: es.languages.offer.label });
const offerLink = (page: Page) => offer(page).getByRole("link", { name: es.languages.offer.link });
const closeOffer = (page: Page) => offer(page).getByRole("button", { name: es.languages.offer.close });
const spanishNote = (page: Page, copy = es) => page.getByText(copy.languages.spanishSpoken.places);

test.describe("where Spanish is spoken", () => {
  // The shared footer, live, on one route of each template in the fast tier; every Spanish page's HTML
  // carries the line (e2e/spanish.spec.ts).
  for (const route of forTier(spanishRoutes)) {
    test(`${route.path}: the footer says we speak Spanish, and where`, async ({ page }) => {
      await page.goto(route.path);
      const note = page.getByRole("contentinfo").getByText(es.languages.spanishSpoken.places);
      await note.scrollIntoViewIfNeeded();
      await expect(note).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(`${es.languages.spanishSpoken.lead}: ${es.languages.spanishSpoken.places}.`);
    });
  }

  test("/es/contact: beside the phone number, and axe-clean", async ({ page }) => {
    await page.goto("/es/contact");
    const details = page.getByRole("region", { name: es.contact.details.heading });
    await expect(details.getByText(es.languages.spanishSpoken.places)).toBeVisible();
    // Right under the main number, before the emergency line.
    const below = await details.evaluate((el, [phone, places]) => {
      const links = [...el.querySelectorAll("a")].filter((a) => a.textContent === phone);
      const note = [...el.querySelectorAll("p")].find((p) => p.textContent?.includes(places));
      return Boolean(links[0] && note && links[0].compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING);
    }, [es.phones.main.display, es.languages.spanishSpoken.places] as const);
    expect(below).toBe(true);
    await expectNoViolations(page);
  });

  test("the English pages say it in English", async ({ page }) => {
    await page.goto("/contact");
    await expect(spanishNote(page, en).first()).toBeVisible();
  });
});

test.describe("a browser that prefers Spanish, on an English page", () => {
  test.use({ locale: "es-ES" });

  for (const route of [routes[0], routes.find((r) => r.route === "/services")!, routes.find((r) => r.route === "/costs")!]) {
    test(`${route.path}: one line offers the same page in Spanish, and nothing moves`, async ({ page }) => {
      const shifts = await recordLayoutShifts(page);
      await page.goto(route.path);
      await expect(offer(page)).toBeVisible();
      await expect(page).toHaveURL(route.path); // offered, never redirected
      await expect(offer(page)).toHaveAttribute("lang", "es");
      await expect(offerLink(page)).toHaveAttribute("href", spanishRoutes.find((r) => r.route === route.route)!.path);
      await expect(offerLink(page)).toHaveAttribute("hreflang", "es");
      await page.waitForTimeout(300);
      expect(await shifts()).toBeLessThan(0.01);

      // Large enough to read and to tap.
      for (const target of [offerLink(page), closeOffer(page)]) {
        const box = (await target.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }
      const fontSize = await offerLink(page).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(fontSize).toBeGreaterThanOrEqual(16);

      // One line, fixed to the bottom of the window.
      const bar = (await offer(page).boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(Math.round(bar.y + bar.height)).toBe(viewport.height);
      expect(bar.height).toBeLessThan(80);
    });
  }

  test("the end of the page scrolls clear of the line", async ({ page }) => {
    await page.goto("/about");
    await expect(offer(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole("contentinfo");
    await expect(async () => {
      const [f, bar] = [(await footer.boundingBox())!, (await offer(page).boundingBox())!];
      expect(f.y + f.height).toBeLessThanOrEqual(bar.y + 1);
    }).toPass();
  });

  test("the link opens the same page in Spanish", async ({ page }) => {
    await page.goto("/services");
    await offerLink(page).click();
    await expect(page).toHaveURL("/es/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanishRoutes.find((r) => r.route === "/services")!.heading);
    await expect(offer(page)).toHaveCount(0); // the Spanish pages offer nothing
  });

  test("the English 404 offers the Spanish home", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(offerLink(page)).toHaveAttribute("href", "/es");
  });

  test("by keyboard: second after the skip link, closed with Enter, and closed it stays (reload, other pages)", async ({ page }) => {
    await page.goto("/faq");
    await expect(offer(page)).toBeVisible();
    await page.getByRole("link", { name: en.ui.skipLink }).focus();
    await page.keyboard.press("Tab");
    await expect(offerLink(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(closeOffer(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(offer(page)).toHaveCount(0);
    // Focus goes on to the page's content, not to the top of the document.
    await expect(page.locator("#main")).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), OFFER_DISMISSED_KEY)).not.toBeNull();
    // The room it took is given back.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).paddingBottom)).toBe("0px");

    await page.reload();
    await page.waitForTimeout(300);
    await expect(offer(page)).toHaveCount(0);
    await page.goto("/about");
    await page.waitForTimeout(300);
    await expect(offer(page)).toHaveCount(0);
  });

  test("closed by pointer, it stays closed on reload", async ({ page }) => {
    await page.goto("/services");
    await closeOffer(page).click();
    await expect(offer(page)).toHaveCount(0);
    await page.reload();
    await page.waitForTimeout(300);
    await expect(offer(page)).toHaveCount(0);
  });

  test("a toast takes the line's place for the rest of the page", async ({ page, isMobile }) => {
    test.skip(isMobile, "the toast's place does not depend on the device");
    await seedThreeRecentSubmits(page);
    await page.goto(forms.consultation.path);
    await expect(offer(page)).toBeVisible();
    await forms.consultation.fill(page);
    await page.getByRole("button", { name: forms.consultation.submit }).click();
    await expect(toast(page, en.forms.toasts.rateLimited.title)).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    // Not a dismissal: the next page offers it again.
    await page.goto("/about");
    await expect(offer(page)).toBeVisible();
  });

  test("axe: an English page with the line", async ({ page }) => {
    await page.goto("/contact");
    await expect(offer(page)).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe("a browser that prefers English", () => {
  test.use({ locale: "en-US" });

  for (const route of forTier(routes)) {
    test(`${route.path}: no offer`, async ({ page }) => {
      await page.goto(route.path);
      await page.waitForTimeout(300);
      await expect(offer(page)).toHaveCount(0);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).paddingBottom)).toBe("0px");
    });
  }
});

test.describe("dementia and Alzheimer's care", () => {
  for (const [path, copy] of [["/services", en], ["/es/services", es]] as const) {
    test(`${path}: a service card with its features, axe-clean`, async ({ page }) => {
      await page.goto(path);
      const service = copy.services.services.find((s) => s.slug === "memory-care")!;
      const card = page.locator("#memory-care");
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole("heading", { name: service.title })).toBeVisible();
      await expect(card).toContainText(service.description);
      for (const feature of service.features) await expect(card.getByText(feature)).toBeVisible();
      await expectNoViolations(page);
    });
  }

  for (const [path, copy] of [["/faq", en], ["/es/faq", es]] as const) {
    test(`${path}: the FAQ answers it and leads to the service`, async ({ page }) => {
      await page.goto(path);
      const item = copy.faq.groups.flatMap((g) => g.items).find((i) => i.id === "dementia")!;
      const question = page.locator("#dementia summary");
      await expect(question).toHaveText(item.question);
      await question.click();
      for (const p of item.answer) await expect(page.locator("#dementia").getByText(p)).toBeVisible();
      await expectNoViolations(page);
      await letFragmentsScroll(page);
      await page.locator("#dementia").getByRole("link", { name: item.link!.label }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(path.replace("faq", "services"))}#memory-care$`));
      await expect(page.locator("#memory-care h3")).toBeInViewport();
    });
  }
});

test.describe("/costs: the market figures per hour, beside our rate", () => {
  for (const [path, copy] of [["/costs", en], ["/es/costs", es]] as const) {
    test(`${path}: our rate, then each figure an hour (the yearly ones divided by their hours)`, async ({ page }) => {
      await page.goto(path);
      const compare = copy.costs.compare;
      const table = page.getByRole("table", { name: compare.perHour.caption });
      await table.scrollIntoViewIfNeeded();
      await expect(table.getByRole("row", { name: new RegExp(escape(compare.perHour.ours)) })).toContainText(formatUsd(site.rates.hourly));
      const yearly = compare.figures.filter((f) => "hoursBasis" in f && f.hoursBasis);
      expect(yearly.length).toBeGreaterThan(0);
      for (const f of compare.figures) {
        const row = table.getByRole("row", { name: new RegExp(escape(compare.perHour.figure(f))) });
        await expect(row).toContainText(formatUsd(perHour(f)));
      }
      for (const f of yearly) {
        await expect(page.getByText(compare.hourly(perHour(f))).first()).toBeVisible();
        await expect(page.getByText(compare.perHour.note(f.hoursBasis!))).toBeVisible();
      }
      await expect(page.getByText(copy.costs.payers.intro)).toBeVisible();
      await expect(page.locator("main")).not.toContainText("talk yours through");
      await expectNoViolations(page);
    });
  }
});
