import type { Page } from "@playwright/test";
import { addDays, agencyToday, messages } from "../supabase/functions/_shared/schemas.ts";
import { REFERENCE_PATTERN } from "../supabase/functions/_shared/reference.ts";
import { OUTBOX_DEFAULT_TO } from "../supabase/functions/send-form-email/config.ts";
import { messageKey } from "../supabase/functions/send-form-email/message-key.ts";
import { FUNCTION_PATH } from "../supabase/functions/_shared/endpoint.mjs";
import { TOAST_DURATION_MS } from "../lib/toast";
import { expect, test } from "./fixtures";
import { describedWith, forms, panel, toast, type FormName } from "./form-helpers";
import { outboxMessage } from "./outbox-dir";

// Against the real function behind `npm start`: the stored submission's reference, shown in a
// panel that replaces the form and stays until the sender asks for another form.

const sent = (page: Page) => page.waitForResponse((r) => r.url().endsWith(FUNCTION_PATH) && r.request().method() === "POST");

for (const name of Object.keys(forms) as FormName[]) {
  const f = forms[name];

  test(`${name}: the reference in a lasting panel with the focus, then an empty form on request`, async ({ page }) => {
    await page.goto(f.path);
    await f.fill(page);
    const response = sent(page);
    await page.getByRole("button", { name: f.submit }).click();
    const { reference } = await (await response).json();
    expect(reference).toMatch(REFERENCE_PATTERN);

    const confirmation = panel(page);
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByText(REFERENCE_PATTERN)).toHaveText(reference);
    expect(await confirmation.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(page.getByRole("button", { name: f.submit })).toHaveCount(0);

    // The spec's toast still comes, and goes; the panel stays.
    const success = toast(page, f.success);
    await expect(success).toBeVisible();
    await expect(success).toHaveCount(0, { timeout: TOAST_DURATION_MS + 5_000 });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByText(reference)).toBeVisible();

    await confirmation.getByRole("button", { name: f.sendAnother }).click();
    await expect(confirmation).toHaveCount(0);
    const first = page.getByLabel(f.nextField);
    await expect(first).toBeFocused();
    await expect(first).toHaveValue("");
    await expect(page.getByRole("button", { name: f.submit })).toBeVisible();
  });
}

test.describe("the referral's planning fields", () => {
  const planning = (page: Page) => page.getByRole("group", { name: "To help us plan (optional)" });

  test("a past date and a 4-digit ZIP show their messages and send nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => void (r.url().endsWith(FUNCTION_PATH) && posts.push(r.url())));
    await page.goto("/referrals");
    await forms.referral.fill(page);
    const date = planning(page).getByLabel("Expected discharge or start date");
    const zip = planning(page).getByLabel("Patient's ZIP code");
    // The picker's first day comes from the browser's clock, never from the day of the build, read
    // when the field is reached (not while the page loads).
    await expect(date).not.toHaveAttribute("min");
    await date.click();
    await expect(date).toHaveAttribute("min", agencyToday());
    await date.fill(addDays(agencyToday(), -1));
    await zip.fill("9212");
    await page.getByRole("button", { name: forms.referral.submit }).click();

    await expect(date).toBeFocused();
    for (const [field, message] of [[date, messages.datePast], [zip, messages.zip]] as const) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(describedWith(message));
      await expect(planning(page).getByText(message)).toBeVisible();
    }
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    await expect(panel(page)).toHaveCount(0);
  });

  test("valid planning fields reach the agency's e-mail", async ({ page, isMobile }) => {
    test.skip(isMobile, "one browser is enough to check delivery");
    await page.goto("/referrals");
    await forms.referral.fill(page);
    const group = planning(page);
    const startDate = addDays(agencyToday(), 2);
    await group.getByLabel("Expected discharge or start date").fill(startDate);
    await group.getByLabel("How soon is care needed?").selectOption({ label: "Within 48 hours" });
    await group.getByLabel("Who will pay for care?").selectOption({ label: "VA benefits" });
    await group.getByLabel("Patient's ZIP code").fill("92123");
    await group.getByLabel("Preferred language").fill("Tagalog");
    await group.getByLabel("Contact name").fill("Maria Jensen");
    await group.getByLabel("Contact phone").fill("(858) 555-0111");
    const request = page.waitForRequest((r) => r.url().endsWith(FUNCTION_PATH) && r.method() === "POST");
    await page.getByRole("button", { name: forms.referral.submit }).click();
    await expect(panel(page)).toBeVisible();

    const body = (await request).postDataJSON();
    expect(body).toMatchObject({
      startDate,
      urgency: "48h",
      payer: "va",
      clientZip: "92123",
      preferredLanguage: "Tagalog",
      familyContact: { name: "Maria Jensen", phone: "(858) 555-0111" },
    });
    const mail = await agencyMail(body.submissionId);
    for (const value of ["Within 48 hours", "VA benefits", "92123", "Tagalog", "Maria Jensen", "(858) 555-0111"]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
  });
});

/** The agency's e-mail about this submission, from the outbox (the acknowledgment to the sender is another file). */
async function agencyMail(submissionId: string) {
  const mail = await outboxMessage(messageKey.agency(submissionId));
  expect(mail.to).toBe(OUTBOX_DEFAULT_TO);
  return mail;
}
