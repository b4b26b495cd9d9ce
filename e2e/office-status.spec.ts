/**
 * Beside every family Call button, and by the header's Call: whether the office is open, until
 * when, or when it opens, with the line answered at any hour. The browser's clock is fixed
 * (Playwright's clock) at office hours, a weekday evening, Saturday after closing and Sunday; with
 * JavaScript off the HTML states the office's hours. Both languages, phone and desktop (the projects).
 */
import type { Page } from "@playwright/test";
import { copyFor, localeHref } from "../content";
import { hoursLine } from "../content/office-week";
import { expectNoViolations } from "./axe";
import { expect, recordLayoutShifts, test } from "./fixtures";

type Locale = "en" | "es";
const AM_PM = String.raw`[ap]\.\s?m\.`;

/** Moments in San Diego and what the Call buttons say then (the Spanish AM/PM as Node's ICU writes it). */
const moments: { name: string; at: string; en: RegExp; es: RegExp }[] = [
  { name: "Wednesday 10 AM, the office open", at: "2026-11-25T18:00:00Z", en: /Open now · until 6\sPM/, es: new RegExp(`Abierto ahora · hasta las 6\\s${AM_PM}`) },
  { name: "Friday 8:40 PM", at: "2026-11-28T04:40:00Z", en: /Closed now · opens Saturday 9\sAM/, es: new RegExp(`Cerrado ahora · abre el sábado a las 9\\s${AM_PM}`) },
  { name: "Saturday 4:30 PM, after closing", at: "2026-11-29T00:30:00Z", en: /Closed now · opens Monday 8\sAM/, es: new RegExp(`Cerrado ahora · abre el lunes a las 8\\s${AM_PM}`) },
  { name: "Sunday noon", at: "2026-11-29T20:00:00Z", en: /Closed now · opens Monday 8\sAM/, es: new RegExp(`Cerrado ahora · abre el lunes a las 8\\s${AM_PM}`) },
];

/** The line under Home's hero Call button (the first one on the page). */
const heroLine = (page: Page, locale: Locale) => page.locator("main p").filter({ hasText: copyFor(locale).ui.officeStatus.urgent }).first();

for (const locale of ["en", "es"] as Locale[]) {
  const { ui, phones } = copyFor(locale);
  const words = ui.officeStatus;

  for (const moment of moments) {
    test(`${locale}: ${moment.name}: the Call buttons say whether the office is open`, async ({ page, isMobile }) => {
      await page.clock.setFixedTime(new Date(moment.at));
      const shifts = await recordLayoutShifts(page);
      await page.goto(localeHref(locale, "/"));
      const line = heroLine(page, locale);
      await expect(line).toBeVisible();
      // The live words take the hours' place: nothing on the first screen moves.
      await expect(line.locator("[data-live]")).not.toBeEmpty();
      expect(await shifts()).toBeLessThan(0.01);
      await expect(line.locator("[data-live]")).toHaveText(new RegExp(`^${moment[locale].source}$`));
      // The words show, and the hours they stand in for do not (one text, never two over each other).
      await expect(line.locator("[data-live]")).toBeVisible();
      await expect(line.locator(".office-stack > span").first()).toBeHidden();
      await expect(line.getByRole("link", { name: phones.emergency.display })).toHaveAttribute("href", `tel:${phones.emergency.tel}`);
      // The header: in the menu on a phone (under its Call, with no hours before it), in the top bar on a desktop.
      const nav = page.getByRole("navigation", { name: ui.mainNavLabel });
      if (isMobile) {
        await nav.getByRole("button", { name: ui.menuLabel }).click();
        await expect(nav.locator("[data-live]")).toHaveText(moment[locale]);
        await expect(nav.locator("[data-live]")).toBeVisible();
      } else await expect(nav.locator("span").filter({ hasText: moment[locale], visible: true }).first()).toBeVisible();
      // The booking section's Call, whose line states no hours (the hero's has): its words show.
      const card = page.locator("main p").filter({ hasText: words.urgent }).last();
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator("[data-live]")).toHaveText(moment[locale]);
      await expect(card.locator("[data-live]")).toBeVisible();
      if (moment.at === "2026-11-28T04:40:00Z") await expectNoViolations(page);
    });
  }

  test(`${locale}: a page left open past closing time says the office closed`, async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-28T01:58:30Z") }); // Friday 5:58:30 PM
    await page.goto(localeHref(locale, "/contact"));
    const line = page.locator("main p").filter({ hasText: words.urgent }).last();
    await expect(line).toContainText(locale === "en" ? "Open now" : "Abierto ahora");
    await page.clock.runFor(2 * 60_000);
    await expect(line).toContainText(locale === "en" ? "Closed now" : "Cerrado ahora");
  });

  test(`${locale}: with JavaScript off the Call buttons state the office's hours and the line answered at any hour`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(localeHref(locale, "/"));
    const line = heroLine(page, locale);
    await expect(line).toBeVisible();
    // A time never breaks from its AM/PM: "8\u00a0AM".
    expect(await line.locator(".office-stack > span").first().textContent()).toBe(words.hours.replace("{hours}", locale === "en" ? "Mon–Fri 8\u00a0AM–6\u00a0PM, Sat 9\u00a0AM–4\u00a0PM" : hoursLine("es")));
    await expect(line.getByRole("link", { name: phones.emergency.display })).toBeVisible();
    const box = await line.getByRole("link", { name: phones.emergency.display }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
}
