/**
 * The discharge planner, in both languages at phone and desktop widths, through
 * the real function behind `npm start`: her own reference for a referral is echoed in the panel and
 * the acknowledgment (with the time sent), never in a subject; "Remember my details on this
 * computer" keeps only her own four fields, by keyboard, and "Forget my details" clears them.
 */
import type { Page } from "@playwright/test";
import { formCopies, confirmationCopies } from "../content/form-copies";
import { localeHref } from "../content";
import { FUNCTION_PATH } from "../supabase/functions/_shared/endpoint.mjs";
import { messageKey } from "../supabase/functions/send-form-email/message-key.ts";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { outboxMessage } from "./outbox-dir";

type Locale = "en" | "es";
const MINE = { referrerName: "Dana Whitfield", referrerOrganization: "Sharp Memorial Hospital", referrerPhone: "(858) 555-0142", referrerEmail: "dana.whitfield@example.com" };
const KEY = "vh_referrer";

/** Fills the referral by the fields' names (the same in both languages). */
async function fill(page: Page, own = "") {
  for (const [name, value] of Object.entries({ ...MINE, clientName: "Harold Jensen", ownReference: own })) {
    await page.locator(`main form [name="${name}"]`).fill(value);
  }
  await page.locator('main form [name="clientNeeds"][value="companionship"]').check();
}

const sent = (page: Page) => page.waitForResponse((r) => r.url().endsWith(FUNCTION_PATH) && r.request().method() === "POST");

for (const locale of ["en", "es"] as Locale[]) {
  const path = localeHref(locale, "/referrals");
  const copy = formCopies[locale].referral;
  const confirmation = confirmationCopies[locale];

  test(`${locale}: her own reference in the panel and the acknowledgment with the time sent, never in a subject`, async ({ page }) => {
    await page.goto(path);
    const own = `Bed 4B / case #${Date.now() % 100000}`;
    await fill(page, own);
    const response = sent(page);
    await page.getByRole("button", { name: copy.submit }).click();
    const answer = await response;
    const { reference } = await answer.json();
    const { submissionId } = answer.request().postDataJSON();
    const panel = page.getByRole("main").getByRole("status").filter({ has: page.getByRole("button", { name: confirmation.sendAnother.referral }) });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(confirmation.ownReference);
    await expect(panel).toContainText(own);

    const ack = await outboxMessage(messageKey.acknowledgment(submissionId));
    expect(ack.text).toContain(own);
    expect(ack.text).toContain(reference);
    // "Sent Friday, November 27, 2026 at 5:15 PM": a line with a year and a time.
    expect(ack.text).toMatch(/\b20\d\d\b.*\d{1,2}:\d\d/);
    expect(ack.subject).not.toContain(own);
    const agency = await outboxMessage(messageKey.agency(submissionId));
    expect(agency.subject).not.toContain(own);
  });

  test(`${locale}: an own reference that could carry more than a number is refused next to its field, and nothing is sent`, async ({ page }) => {
    await page.goto(path);
    let posts = 0;
    page.on("request", (r) => void (r.url().endsWith(FUNCTION_PATH) && r.method() === "POST" && posts++));
    await fill(page, "Dx: CHF, Mrs. O'Neil (room 12)");
    await page.getByRole("button", { name: copy.submit }).click();
    const field = page.getByRole("textbox", { name: copy.labels.ownReference });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await page.waitForTimeout(500);
    expect(posts).toBe(0);
  });

  test(`${locale}: "Remember my details" by keyboard keeps only her four fields; "Forget my details" clears them`, async ({ page }) => {
    // A referral sent, the page reloaded, and axe twice on the long form: 34-38 s on a loaded 2-core machine.
    test.setTimeout(60_000);
    await page.goto(path);
    const remember = page.getByRole("checkbox", { name: copy.remember.label });
    await expect(remember).not.toBeChecked();
    await fill(page, "Case 77");
    await remember.focus();
    await page.keyboard.press("Space");
    await expect(remember).toBeChecked();
    const response = sent(page);
    await page.getByRole("button", { name: copy.submit }).click();
    await response;
    await expect(page.getByRole("button", { name: confirmation.sendAnother.referral })).toBeVisible();
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY)) ?? "null")).toEqual(MINE);

    await page.reload();
    for (const [name, value] of Object.entries(MINE)) await expect(page.locator(`main form [name="${name}"]`)).toHaveValue(value);
    await expect(page.locator('main form [name="clientName"]')).toHaveValue("");
    await expect(page.locator('main form [name="ownReference"]')).toHaveValue("");
    const forget = page.getByRole("button", { name: copy.remember.forget });
    await expect(forget).toBeVisible();
    await expectNoViolations(page);
    await forget.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(copy.remember.forgotten)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    await expect(remember).toBeFocused();
    await expectNoViolations(page);
  });
}
