/**
 * Promises true at the hour they are made, in both languages at phone and desktop widths
 * (the two projects), with the browser's clock fixed (Playwright's clock) and the function's answer
 * as the function gives it for that moment (promiseAnswer, the function's own module; the function's
 * clock is fixed in supabase/functions/tests/promises_test.ts):
 * - the call-now box sits right under the urgency select and shows whenever it says "Immediately",
 *   a choice made before the form's script is live included; once live it names the line a person
 *   answers at that hour;
 * - the referral's "Today" note shows the same way;
 * - a "Today" referral sent at 8:40 PM on a Friday: the panel says the office was closed, when it
 *   opens and the 24-hour line first, and states the due time.
 */
import type { Page } from "@playwright/test";
import { formCopies, confirmationCopies } from "../content/form-copies";
import { copyFor, localeHref } from "../content";
import { site } from "../content/site";
import { promiseAnswer } from "../supabase/functions/_shared/reply-due.ts";
import { expectNoViolations } from "./axe";
import { expect, pageBeforeLive, pageIsLive, scrollSettled, test } from "./fixtures";
import { answerFunction } from "./form-helpers";

type Locale = "en" | "es";
const FRI_840 = new Date("2026-11-28T04:40:00Z"); // Friday 27 November 2026, 8:40 PM in San Diego
const WED_10 = new Date("2026-11-25T18:00:00Z"); // Wednesday 25 November 2026, 10:00 AM

const urgencyLabel = (locale: Locale, code: string) => formCopies[locale].options.urgencies.find((o) => o.value === code)!.label;
const referralUrgencyLabel = (locale: Locale, code: string) => formCopies[locale].options.referralUrgencies.find((o) => o.value === code)!.label;

/** The consultation form's urgency select and the call-now box (found by its 911 line). */
function callNow(page: Page, locale: Locale) {
  const words = copyFor(locale).contact.callNow;
  const select = page.getByRole("combobox", { name: formCopies[locale].consultation.labels.urgency });
  const box = page.locator("div").filter({ has: page.getByText(words.emergency, { exact: true }) }).last();
  return { words, select, box };
}

/** The box's top is right under the select's bottom: no field between them. */
async function rightUnder(page: Page, locale: Locale) {
  const { select, box } = callNow(page, locale);
  const [s, b] = [await select.boundingBox(), await box.boundingBox()];
  expect(s && b, "both on the page").toBeTruthy();
  expect(b!.y - (s!.y + s!.height)).toBeGreaterThanOrEqual(0);
  expect(b!.y - (s!.y + s!.height)).toBeLessThan(40);
}

for (const locale of ["en", "es"] as Locale[]) {
  const contact = localeHref(locale, "/contact");
  const referrals = localeHref(locale, "/referrals");

  test(`${locale}: "Immediately" chosen before the form's script is live shows the call-now box right under the select`, async ({ context }) => {
    const { page, release } = await pageBeforeLive(context);
    await page.clock.setFixedTime(FRI_840);
    await page.goto(contact, { waitUntil: "domcontentloaded" });
    const { words, select, box } = callNow(page, locale);
    await expect(box).toBeHidden();
    await select.selectOption({ label: urgencyLabel(locale, "immediate") });
    // The page's HTML cannot know the hour: the line answered around the clock.
    await expect(box).toBeVisible();
    await expect(box).toContainText(words.anyHour);
    await expect(box.getByRole("link")).toHaveAttribute("href", /tel:\+1858555010[0-9]/);
    await rightUnder(page, locale);
    await select.selectOption({ label: urgencyLabel(locale, "week") });
    await expect(box).toBeHidden();
    await select.selectOption({ label: urgencyLabel(locale, "immediate") });
    await expect(page.locator("html"), "the runtime is still held").not.toHaveAttribute("data-hydrated");
    release();
    await pageIsLive(page);
    // Live at 8:40 PM on a Friday: still shown (the choice was kept), now saying the office is closed.
    await expect(select).toHaveValue("immediate");
    await expect(box).toBeVisible();
    await expect(box).toContainText(words.closed);
    await rightUnder(page, locale);
  });

  test(`${locale}: once live, the call-now box names the line a person answers at that hour`, async ({ page }) => {
    for (const [at, open] of [[WED_10, true], [FRI_840, false]] as const) {
      await page.clock.setFixedTime(at);
      await page.goto(contact);
      const { words, select, box } = callNow(page, locale);
      await expect(box).toBeHidden();
      await select.selectOption({ label: urgencyLabel(locale, "immediate") });
      await expect(box).toBeVisible();
      await expect(box).toContainText(open ? words.open : words.closed);
      const lines = site.phones;
      await expect(box.getByRole("link")).toHaveAttribute("href", `tel:${(open ? lines.main : lines.emergency).tel}`);
      // Announced: the box is in a live region.
      await expect(page.getByRole("status").filter({ has: box })).toHaveCount(1);
      await rightUnder(page, locale);
      await expectNoViolations(page);
    }
  });

  test(`${locale}: the referral's "Today" note shows when chosen before the form's script is live`, async ({ context }) => {
    const { page, release } = await pageBeforeLive(context);
    await page.goto(referrals, { waitUntil: "domcontentloaded" });
    const note = page.getByRole("note").filter({ hasText: formCopies[locale].referral.todayNote.slice(0, 25) });
    const select = page.getByRole("combobox", { name: formCopies[locale].referral.labels.urgency });
    await expect(note).toBeHidden();
    await select.selectOption({ label: referralUrgencyLabel(locale, "today") });
    await expect(note).toBeVisible();
    release();
    await pageIsLive(page);
    await expect(note).toBeVisible();
    await select.selectOption({ label: referralUrgencyLabel(locale, "48h") });
    await expect(note).toBeHidden();
  });

  test(`${locale}: a "Today" referral sent at 8:40 PM on a Friday: closed, opens Saturday 9 AM, the 24-hour line first, the due time`, async ({ page }) => {
    await page.clock.setFixedTime(FRI_840);
    const promise = promiseAnswer({ type: "referral", urgency: "today" }, FRI_840);
    const bodies = await answerFunction(page, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ok: true, reference: "VH-7K3Q9F", promise }) }),
    );
    await page.goto(referrals);
    // By the fields' names: the same in both languages.
    for (const [name, value] of Object.entries({ referrerName: "Dana Whitfield", referrerOrganization: "Sharp Memorial Hospital", referrerPhone: "(858) 555-0142", referrerEmail: "dana.whitfield@example.com", clientName: "Harold Jensen" })) {
      await page.locator(`form [name="${name}"]`).fill(value);
    }
    await page.locator('form [name="clientNeeds"][value="companionship"]').check();
    await page.getByRole("combobox", { name: formCopies[locale].referral.labels.urgency }).selectOption({ label: referralUrgencyLabel(locale, "today") });
    await page.getByRole("button", { name: formCopies[locale].referral.submit }).click();
    const copy = confirmationCopies[locale];
    const shown = page.getByRole("main").getByRole("status").filter({ has: page.getByRole("button", { name: copy.sendAnother.referral }) });
    await expect(shown).toBeVisible();
    expect(bodies[0]).toMatchObject({ urgency: "today" });
    // The note: closed, when it opens (Saturday 9:00 AM), and the line answered around the clock, before the reference.
    const opens = locale === "en" ? /Saturday, November 28 at 9:00\sAM/ : /sábado, 28 de noviembre, 9:00\sa\.\s?m\./;
    const due = locale === "en" ? /Saturday, November 28 at 10:00\sAM/ : /sábado, 28 de noviembre, 10:00\sa\.\s?m\./;
    const note = shown.getByText(copy.todayClosed.split("{opens}")[0].trim().slice(0, 30));
    await expect(note).toContainText(opens);
    const line = copy.nextSteps.referral.phone;
    const firstCall = shown.getByRole("link", { name: `${copy.call} ${line.display}` }).first();
    await expect(firstCall).toHaveAttribute("href", `tel:${line.tel}`);
    await scrollSettled(page); // the panel is scrolled into view: both boxes measured at rest
    const referenceBox = await shown.getByText("VH-7K3Q9F").boundingBox();
    expect((await firstCall.boundingBox())!.y).toBeLessThan(referenceBox!.y);
    // The first step states the due time.
    await expect(shown.getByRole("listitem").first()).toContainText(due);
    await expectNoViolations(page);
  });
}
