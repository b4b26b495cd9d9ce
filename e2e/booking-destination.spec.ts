import type { Page, Route } from "@playwright/test";
import { copyFor } from "../content";
import { fill } from "../content/copy";
import { confirmationCopies, formCopies } from "../content/form-copies";
import { site, telHref } from "../content/site";
import { BOOKING_FALLBACK_MS, BOOKING_FRAME_HEIGHT_PX } from "../lib/booking";
import { localeHref } from "../lib/routes.mjs";
import { BOOKING_SECTION_ID, CALLBACK_REQUEST_ID } from "../lib/anchors";
import { FUNCTION_PATH } from "../supabase/functions/_shared/endpoint.mjs";
import { REFERENCE_PATTERN } from "../supabase/functions/_shared/reference.ts";
import { expectNoViolations } from "./axe";
import { BOOKING_SCRIPT, expect, pageBeforeLive, pauseClock, test } from "./fixtures";
import { answerFunction } from "./form-helpers";

// The consultation's destination as a family meets it, in both languages, on a phone and a desktop
// (the two projects): the call-back request first, then the calendar, then the main line. When the
// calendar's script cannot load there is no frame, one message, and the call-back request works
// (sent to the real function behind `npm start`); when the script loads but embeds nothing, the
// spec's 700 px frame comes after 5 s.

const OUT_OF_AREA = "90210";
const served = site.serviceArea.zips[0];

const section = (page: Page) => page.locator(`#${BOOKING_SECTION_ID}`);
const sent = (page: Page) => page.waitForResponse((r) => r.url().endsWith(FUNCTION_PATH) && r.request().method() === "POST");

for (const locale of ["en", "es"] as const) {
  const { ui, phones } = copyFor(locale);
  const copy = ui.booking;
  const form = formCopies[locale].callback;
  const next = confirmationCopies[locale].nextSteps.callback;
  const blocked = fill(copy.blocked, { phone: phones.main.display });
  const blockedAfterCallback = fill(copy.afterCallback.blocked, { phone: phones.main.display });
  const callMain = `${ui.callPrefix} ${phones.main.display}`;
  const home = localeHref(locale, "/");

  /** The third option, the main line (the confirmation panel has a call link of its own). */
  const phoneOption = (page: Page) => section(page).locator("div", { has: page.getByRole("heading", { name: copy.phone.heading }) }).last();

  async function openSection(page: Page) {
    await page.goto(home);
    await section(page).scrollIntoViewIfNeeded();
  }

  test.describe(`${locale}: the booking section`, () => {
    test("offers the call-back request first, then the calendar, then the main line", async ({ page }) => {
      await openSection(page);
      const headings = await section(page).getByRole("heading", { level: 3 }).allTextContents();
      expect(headings).toEqual([copy.callback.heading, copy.calendar.heading, copy.phone.heading]);
      const call = phoneOption(page).getByRole("link", { name: callMain });
      await expect(call).toHaveAttribute("href", telHref(phones.main));
      await expect(call).toBeVisible();
    });

    for (const [failure, answer] of [
      ["a blocked host", (route: Route) => route.abort("internetdisconnected")],
      ["a content blocker", (route: Route) => route.abort("blockedbyclient")],
    ] as const) {
      test(`with the calendar's script stopped by ${failure}: no frame, one message, and a call-back request that goes through`, async ({ page }) => {
        // Three axe scans and a request through the real function: more than the default 30 s on a busy machine.
        test.slow();
        await page.route(BOOKING_SCRIPT, answer);
        await openSection(page);
        const message = section(page).getByRole("status").filter({ hasText: blocked });
        await expect(message).toBeVisible();
        await expect(section(page).getByText(blocked)).toHaveCount(1);
        await expect(section(page).getByText(copy.trouble)).toHaveCount(0);
        await expect(section(page).locator("iframe")).toHaveCount(0);
        await expectNoViolations(page);

        // ZIP as typed: ours, then one outside the area: a kind word and the main line, not a refusal.
        const zip = section(page).getByRole("textbox", { name: form.labels.zip });
        await zip.fill(served.zip);
        await expect(section(page).getByText(fill(form.zipNote.served, { zip: served.zip, town: served.town }))).toBeVisible();
        await zip.fill(OUT_OF_AREA);
        const kind = section(page).getByRole("status").filter({ hasText: fill(form.zipNote.outside, { zip: OUT_OF_AREA }) });
        await expect(kind).toBeVisible();
        await expect(kind.getByRole("link", { name: `${form.call} ${form.line.display}` })).toHaveAttribute("href", telHref(phones.main));
        await expectNoViolations(page);

        await section(page).getByRole("textbox", { name: form.labels.name }).fill("Rosa Díaz");
        await section(page).getByRole("textbox", { name: form.labels.phone }).fill("(858) 555-0177");
        await section(page).getByRole("combobox", { name: form.labels.bestTime }).selectOption({ label: formCopies[locale].options.bestTimes[0].label });
        const response = sent(page);
        await section(page).getByRole("button", { name: form.submit }).click();
        const answered = await response;
        expect(answered.status()).toBe(200);
        const { reference } = await answered.json();
        expect(reference).toMatch(REFERENCE_PATTERN);
        const panel = section(page).getByRole("status", { name: next.heading });
        await expect(panel).toBeVisible();
        await expect(panel.getByText(REFERENCE_PATTERN)).toHaveText(reference);
        expect(answered.request().postDataJSON()).toMatchObject({ type: "callback", name: "Rosa Díaz", zip: OUT_OF_AREA, bestTime: "morning", locale });
        // Still no frame, the message said once (now without the offer of a call back: it was sent), the phone still there.
        await expect(section(page).locator("iframe")).toHaveCount(0);
        await expect(section(page).getByText(blockedAfterCallback)).toHaveCount(1);
        await expect(section(page).getByText(blocked)).toHaveCount(0);
        await expect(section(page).getByRole("link", { name: copy.requestCall })).toHaveCount(0);
        await expect(phoneOption(page).getByRole("link", { name: callMain })).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test("a request with a mistake says so beside the field and keeps what was typed", async ({ page }) => {
      await openSection(page);
      const name = section(page).getByRole("textbox", { name: form.labels.name });
      const phone = section(page).getByRole("textbox", { name: form.labels.phone });
      await name.fill("Rosa Díaz");
      await phone.fill("555");
      await section(page).getByRole("button", { name: form.submit }).click();
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(phone).toBeFocused();
      await expect(name).toHaveValue("Rosa Díaz");
      await expect(phone).toHaveValue("555");
      await expectNoViolations(page);
    });

    test("filled and sent before the page is live: nothing typed is lost, and it is sent once, when the form is", async ({ context }) => {
      const { page, release } = await pageBeforeLive(context);
      const bodies = await answerFunction(page, (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ok: true, reference: "VH-7K3Q9F" }) }),
      );
      await page.goto(home, { waitUntil: "domcontentloaded" });
      await section(page).scrollIntoViewIfNeeded();
      await section(page).getByRole("textbox", { name: form.labels.name }).fill("Rosa Díaz");
      await section(page).getByRole("textbox", { name: form.labels.phone }).fill("(858) 555-0177");
      await section(page).getByRole("textbox", { name: form.labels.zip }).fill(served.zip);
      await section(page).getByRole("button", { name: form.submit }).click();
      await expect(section(page).getByRole("button", { name: formCopies[locale].submitting })).toBeVisible();
      expect(bodies).toHaveLength(0);
      release();
      await expect(section(page).getByRole("status", { name: next.heading })).toBeVisible();
      await expect(section(page).getByRole("status", { name: next.heading })).toContainText("VH-7K3Q9F");
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ type: "callback", name: "Rosa Díaz", phone: "(858) 555-0177", zip: served.zip, locale });
      expect(new URL(page.url()).search).toBe("");
    });

    test("with the script loaded but nothing embedded, the 700 px frame comes after 5 s and not before", async ({ page }) => {
      let loadedAt = 0;
      await page.route(BOOKING_SCRIPT, async (route) => {
        await route.fulfill({ contentType: "text/javascript", body: "" });
        loadedAt = Date.now();
      });
      // The page's time moves only as the test says once it is live: the deadline starts as the
      // script is asked for (the section near); a millisecond short of it, nothing; at it, the frame.
      await page.clock.install();
      await page.goto(home);
      await pauseClock(page);
      await section(page).scrollIntoViewIfNeeded();
      await expect.poll(() => loadedAt).toBeGreaterThan(0);
      const frame = section(page).locator("iframe");
      await page.clock.runFor(BOOKING_FALLBACK_MS - 1);
      await expect(frame).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute("height", String(BOOKING_FRAME_HEIGHT_PX));
      expect((await frame.boundingBox())!.height).toBe(BOOKING_FRAME_HEIGHT_PX);
      await expect(frame).toHaveAttribute("title", copy.frameTitle);
      await expect(frame).toHaveAttribute("src", site.booking.url);
      const notice = section(page).getByRole("status").filter({ hasText: copy.failed });
      await expect(notice.getByRole("link", { name: copy.requestCall })).toHaveAttribute("href", `#${CALLBACK_REQUEST_ID}`);
      await expect(section(page).getByText(blocked)).toHaveCount(0);
      // axe keeps time with timers of its own.
      await page.clock.resume();
      await expectNoViolations(page);
    });

    test("with JavaScript off: one notice with the main line, no frame, no form that cannot send", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(home);
      const notice = section(page).getByText(fill(copy.noScript, { phone: phones.main.display }));
      await expect(notice).toBeVisible();
      await expect(section(page).locator("iframe")).toHaveCount(0);
      await expect(section(page).getByTestId("booking-widget")).toBeHidden();
      await expect(section(page).getByRole("button", { name: form.submit })).toBeHidden();
      await expect(phoneOption(page).getByRole("link", { name: callMain })).toBeVisible();
      await expect(section(page).getByRole("link", { name: copy.openPage })).toHaveAttribute("href", site.booking.url);
      await context.close();
    });
  });
}

test("the call-back form's code loads only when the section comes near: the page's first load and hydration stay as they were", async ({ page }) => {
  await page.goto("/");
  const form = section(page).locator("form").filter({ has: page.getByRole("button", { name: formCopies.en.callback.submit }) });
  await page.waitForLoadState("load");
  await page.waitForTimeout(1500);
  // The server's form is there, and React has not taken it over (lib/held-submit.mjs's mark).
  await expect(form).toBeAttached();
  await expect(form).not.toHaveAttribute("data-live");
  await section(page).scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-live", "");
});

