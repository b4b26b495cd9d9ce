import type { Page } from "@playwright/test";
import { site } from "../content/site";
import { expect, pageBeforeLive, pageIsLive, RUNTIME_CHUNKS, test } from "./fixtures";

// "Do we come to you?" on Contact and Home answers a ZIP code at once, in a live region.

const section = (page: Page) => page.locator("#service-area");
const zipField = (page: Page) => section(page).getByRole("textbox", { name: "Your ZIP code" });
const answer = (page: Page) => section(page).getByRole("status");
const main = site.phones.main;

for (const path of ["/contact", "/"]) {
  test.describe(`ZIP check on ${path}`, () => {
    test("a served ZIP names its town and links to the free consultation, as soon as it is typed", async ({ page }) => {
      await page.goto(path);
      await zipField(page).pressSequentially("92123");
      await expect(answer(page)).toContainText("92123");
      await expect(answer(page)).toContainText("Kearny Mesa");
      const book = answer(page).getByRole("link", { name: "Free Consultation" });
      await expect(book).toBeVisible();
      await expect(book).toHaveAttribute("href", "/#calendly-section");
      await expect(zipField(page)).toHaveAttribute("aria-invalid", "false");
    });

    test("a ZIP outside the area is told so kindly, with the main phone number", async ({ page }) => {
      await page.goto(path);
      await zipField(page).fill("90210");
      await zipField(page).press("Enter");
      await expect(answer(page)).toContainText("90210 is outside the area");
      const call = answer(page).getByRole("link", { name: `Call ${main.display}` });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute("href", `tel:${main.tel}`);
    });

    test("a malformed ZIP says what is needed, on Enter, and marks the field", async ({ page }) => {
      await page.goto(path);
      for (const input of ["9212", "92 123", "abcde", "921234"]) {
        await zipField(page).fill(input);
        // Half-typed is not yet wrong: nothing is said until Enter.
        await expect(answer(page)).toHaveText("");
        await zipField(page).press("Enter");
        await expect(answer(page)).toHaveText("Please enter a 5-digit ZIP code, for example 92123.");
        await expect(zipField(page)).toHaveAttribute("aria-invalid", "true");
        await expect(zipField(page)).toHaveAccessibleDescription(/5 digits.*Please enter a 5-digit ZIP code/);
      }
      expect(new URL(page.url()).search, "the page did not submit itself").toBe("");
    });

    test("the button answers too, and spaces around the ZIP do not matter", async ({ page }) => {
      await page.goto(path);
      await zipField(page).fill("  91910 ");
      await section(page).getByRole("button", { name: "Check ZIP code" }).click();
      await expect(answer(page)).toContainText("91910 (Chula Vista)");
    });
  });
}

test("a ZIP typed and sent before the page is live is answered once it is", async ({ context }) => {
  const { page, release } = await pageBeforeLive(context);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await zipField(page).fill("92037");
  await zipField(page).press("Enter");
  release();
  await pageIsLive(page);
  await expect(answer(page)).toContainText("92037 (La Jolla)");
  expect(new URL(page.url()).search).toBe("");
});

test("without the page's scripts, the served towns are listed on Contact, and Home links to them", async ({ context }) => {
  const page = await context.newPage();
  await page.route(RUNTIME_CHUNKS, (route) => route.abort());
  const towns = [...new Set(site.serviceArea.zips.map((z) => z.town))];
  await page.goto("/contact");
  // Behind a disclosure, which opens without any script.
  await section(page).getByText("Towns and neighborhoods we serve").click();
  const list = page.locator("#served-towns");
  await expect(list).toBeVisible();
  for (const town of towns) await expect(list).toContainText(town);
  // Home keeps its first response within one round trip: the list is one tap away.
  await page.goto("/");
  await expect(section(page).getByRole("link", { name: "Towns and neighborhoods we serve" })).toHaveAttribute("href", "/contact#served-towns");
  expect(await page.locator("#served-towns").count()).toBe(0);
});

test("with JavaScript off, the check that cannot answer is hidden and the list gives every ZIP with its town", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ["/contact", "/"]) {
    await page.goto(path);
    await expect(zipField(page)).toBeHidden();
    await expect(section(page).getByText(/Look for your ZIP code in the list/)).toBeVisible();
    // On Home the list is a link away, on Contact, which opens it at the list.
    if (path === "/") await section(page).getByRole("link", { name: "Towns and neighborhoods we serve" }).click();
    else await section(page).getByText("Towns and neighborhoods we serve").click();
    await expect(page.locator("#served-towns li", { hasText: "Kearny Mesa" })).toContainText("92123");
    await expect(page.locator("#served-towns li", { hasText: "Kearny Mesa" })).toBeVisible();
  }
  await context.close();
});
