import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { costs } from "../content/costs";
import { estimatorWordsIn, resultWordsOf } from "../content/estimator-copies";
import { site } from "../content/site";
import { estimate, type Schedule } from "../lib/estimate";
import { localeHref } from "../lib/routes.mjs";
import { formatUsd } from "../lib/money";
import { pages } from "../scripts/first-load.mjs";
import { expect, pageBeforeLive, pageData, pageIsLive, RUNTIME_CHUNKS, test } from "./fixtures";

const words = estimatorWordsIn("en");
const copy = { ...words, result: resultWordsOf(words.result, "en") };

// The /costs estimator. Expected prices are worked out from the owner's rates
// (content/site.ts) with the same arithmetic lib/estimate.test.ts checks by hand.

const price = (schedule: Schedule) => estimate(site.rates, schedule);
const hoursField = (page: Page) => page.getByLabel(copy.labels.hoursPerDay);
const daysField = (page: Page) => page.getByLabel(copy.labels.daysPerWeek);
const submit = (page: Page) => page.getByRole("button", { name: copy.submit });
const result = (page: Page) => page.locator("#estimator").getByRole("status");

async function work(page: Page, hours: string, days: string) {
  await hoursField(page).fill(hours);
  await daysField(page).fill(days);
  await submit(page).click();
}

test.describe("the table of common schedules", () => {
  test("is in the page before any script runs", async ({ context }) => {
    await context.route(RUNTIME_CHUNKS, (route) => route.abort());
    const page = await context.newPage();
    await page.goto("/costs", { waitUntil: "domcontentloaded" });
    const table = page.getByRole("table", { name: /common schedules/ });
    const e = price({ hoursPerDay: 4, daysPerWeek: 3 });
    const row = table.getByRole("row", { name: new RegExp(copy.result.schedule(e)) });
    await expect(row).toContainText(formatUsd(e.weekly));
    await expect(row).toContainText(formatUsd(e.monthly));
    const roundTheClock = price({ hoursPerDay: 24, daysPerWeek: 7 });
    await expect(table).toContainText(formatUsd(roundTheClock.weekly));
    await expect(table).toContainText(formatUsd(roundTheClock.liveIn!.weekly));
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  });

  test("with JavaScript off, the table answers and the calculator says it needs JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/costs");
    await expect(page.getByRole("table", { name: /common schedules/ })).toBeVisible();
    await expect(page.getByText(costs.estimator.noScript)).toBeVisible();
    await expect(page.locator("#estimator").getByRole("link", { name: /^Call/ })).toBeVisible();
    await expect(submit(page)).toBeHidden();
    await expect(hoursField(page)).toBeHidden();
    await context.close();
  });

  test("with JavaScript on, the no-JavaScript note stays hidden", async ({ page }) => {
    await page.goto("/costs");
    await expect(page.getByText(costs.estimator.noScript)).toBeHidden();
    await expect(submit(page)).toBeVisible();
  });
});

test.describe("the estimator", () => {
  test("prices a custom schedule at the weekday rate", async ({ page }) => {
    await page.goto("/costs");
    await expect(result(page)).not.toContainText("$");
    await work(page, "6", "3");
    const e = price({ hoursPerDay: 6, daysPerWeek: 3 });
    await expect(result(page)).toContainText(copy.result.weekly(e.weekly));
    await expect(result(page)).toContainText(copy.result.monthly(e.monthly));
    await expect(result(page)).toContainText(copy.result.schedule(e));
  });

  test("says how it priced a short visit, a weekend and round-the-clock care", async ({ page }) => {
    await page.goto("/costs");
    await work(page, "2", "3");
    const short = price({ hoursPerDay: 2, daysPerWeek: 3 });
    await expect(result(page)).toContainText(copy.result.weekly(short.weekly));
    await expect(result(page)).toContainText(copy.result.minimum(site.rates.minimumVisitHours));

    await work(page, "8", "7");
    const week = price({ hoursPerDay: 8, daysPerWeek: 7 });
    await expect(result(page)).toContainText(copy.result.weekly(week.weekly));
    await expect(result(page)).toContainText(copy.result.weekend(2, site.rates.weekendHolidayHourly));
    await expect(result(page)).not.toContainText(copy.result.minimum(site.rates.minimumVisitHours));

    await work(page, "24", "7");
    const allDay = price({ hoursPerDay: 24, daysPerWeek: 7 });
    await expect(result(page)).toContainText(copy.result.weekly(allDay.weekly));
    await expect(result(page)).toContainText(copy.result.liveIn(allDay.liveIn!.weekly, allDay.liveIn!.monthly));
  });

  const bad = [
    { hours: "", days: "", wrong: { hoursPerDay: "empty", daysPerWeek: "empty" } },
    { hours: "0", days: "5", wrong: { hoursPerDay: "tooFew" } },
    { hours: "four", days: "5", wrong: { hoursPerDay: "notNumber" } },
    { hours: "25", days: "5", wrong: { hoursPerDay: "tooMany" } },
    { hours: "4.5", days: "3", wrong: { hoursPerDay: "notWhole" } },
    { hours: "4", days: "8", wrong: { daysPerWeek: "tooMany" } },
    { hours: "4", days: "0", wrong: { daysPerWeek: "tooFew" } },
    { hours: "4", days: "x", wrong: { daysPerWeek: "notNumber" } },
  ] as const;

  for (const { hours, days, wrong } of bad) {
    test(`hours ${JSON.stringify(hours)}, days ${JSON.stringify(days)}: a clear message, read out, and no figure`, async ({ page }) => {
      await page.goto("/costs");
      await work(page, "4", "5"); // an estimate first: a wrong answer must not leave it standing
      await expect(result(page)).toContainText("$");
      await work(page, hours, days);
      const fields = { hoursPerDay: hoursField(page), daysPerWeek: daysField(page) };
      for (const [name, field] of Object.entries(fields) as [keyof typeof fields, (typeof fields)[keyof typeof fields]][]) {
        const problem = (wrong as Partial<Record<keyof typeof fields, keyof typeof copy.problems.hoursPerDay>>)[name];
        if (problem) {
          const message = copy.problems[name][problem];
          await expect(field).toHaveAttribute("aria-invalid", "true");
          await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
          await expect(page.getByText(message)).toBeVisible();
        } else {
          await expect(field).toHaveAttribute("aria-invalid", "false");
        }
      }
      // The first wrong field has focus: a screen reader reads its label, hint and message at once.
      await expect("hoursPerDay" in wrong ? fields.hoursPerDay : fields.daysPerWeek).toBeFocused();
      await expect(result(page)).toHaveText(copy.noEstimate);
      const text = await page.locator("main").innerText();
      expect(text).not.toContain("NaN");
      expect(text).not.toMatch(/\$0(?![\d,])/);
    });
  }

  test("works by keyboard alone", async ({ page }) => {
    await page.goto("/costs");
    await hoursField(page).focus();
    await page.keyboard.type("5");
    await page.keyboard.press("Tab");
    await expect(daysField(page)).toBeFocused();
    await page.keyboard.type("4");
    await page.keyboard.press("Tab");
    await expect(submit(page)).toBeFocused();
    await page.keyboard.press("Enter");
    const e = price({ hoursPerDay: 5, daysPerWeek: 4 });
    await expect(result(page)).toContainText(copy.result.weekly(e.weekly));
    // Enter in a field works out the cost too, and a fixed answer clears its error.
    await daysField(page).fill("9");
    await page.keyboard.press("Enter");
    await expect(daysField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(daysField(page)).toBeFocused();
    await page.keyboard.press("Backspace");
    await page.keyboard.type("2");
    await page.keyboard.press("Enter");
    await expect(daysField(page)).toHaveAttribute("aria-invalid", "false");
    await expect(result(page)).toContainText(copy.result.weekly(price({ hoursPerDay: 5, daysPerWeek: 2 }).weekly));
  });

  test("asked before the page is live, it answers once it is", async ({ context }) => {
    const { page, release } = await pageBeforeLive(context);
    await page.goto("/costs", { waitUntil: "domcontentloaded" });
    await work(page, "8", "5");
    // The loader holds the submit (no reload, nothing in the URL) and the button says it is working.
    await expect(page.getByRole("button", { name: copy.working })).toBeVisible();
    await expect(page).toHaveURL(/\/costs$/);
    release();
    await pageIsLive(page);
    await expect(result(page)).toContainText(copy.result.weekly(price({ hoursPerDay: 8, daysPerWeek: 5 }).weekly));
    await expect(submit(page)).toBeVisible();
  });
});

test.describe("the estimator's words", () => {
  for (const [locale, other] of [["en", "es"], ["es", "en"]] as const) {
    const route = localeHref(locale, "/costs");
    test(`${route}: its language's words come in the page's data, in no script, and not the other's`, async () => {
      // Every script the site has: the page's first load and the estimator's own code, fetched once it is near.
      const chunks = path.join("out", "_next/static/chunks");
      const code = (await Promise.all((await readdir(chunks)).filter((f) => f.endsWith(".js")).map((f) => readFile(path.join(chunks, f), "utf8")))).join("\n");
      const html = await pageData(pages[route]);
      // Shown only once a visitor asks: in the page's data, for the island.
      for (const sample of [estimatorWordsIn(locale).noEstimate, estimatorWordsIn(locale).result.weekly]) {
        expect(html).toContain(sample);
        expect(code).not.toContain(sample);
      }
      for (const sample of [estimatorWordsIn(other).noEstimate, estimatorWordsIn(other).labels.hoursPerDay]) {
        expect(html).not.toContain(sample);
        expect(code).not.toContain(sample);
      }
    });
  }
});
