import type { Page } from "@playwright/test";
import { copyFor } from "../content";
import { estimatorWordsIn } from "../content/estimator-copies";
import { APPLICATION_ID, CONSULTATION_FORM_ID, ESTIMATOR_ID, REFERRAL_FORM_ID, SERVICE_AREA_ID } from "../lib/anchors";
import { LIVE } from "../lib/held-submit.mjs";
import { firstLoad, pages } from "../scripts/first-load.mjs";
import { expect, RUNTIME_CHUNKS, test } from "./fixtures";
import { forms } from "./form-helpers";

// A page's interactive parts below the fold (the ZIP check, the estimator, the booking section's
// call-back form and calendar, the referral form, the job application) fetch their code when they come near or are reached,
// Contact's form (in a phone's first screen) only when it is reached (components/near-island.tsx): the page's first load
// is what scripts/first-load.mjs counts, and what the audit holds to its budget.

/** Records the page's own scripts as the browser requests them (routed, so none comes from its cache). */
async function recordScripts(page: Page) {
  const fetched = new Set<string>();
  await page.route(RUNTIME_CHUNKS, (route) => {
    fetched.add(new URL(route.request().url()).pathname);
    return route.continue();
  });
  return fetched;
}

/** Long enough for an island that would load at once (its lazy code asked for while hydrating) to be requested. */
const SETTLE_MS = 1000;

test.describe("until a visitor scrolls or reaches further, the page fetches exactly the scripts counted as its first load", () => {
  test.skip(({ isMobile }) => !isMobile, "the islands sit as far below the fold on a desktop: once, at a phone's width, is enough");
  const notFound: Record<string, string> = { "/404": "/no-such-page", "/es/404": "/es/no-such-page" };
  for (const [route, file] of Object.entries(pages)) {
    test(route, async ({ page }) => {
      const fetched = await recordScripts(page);
      await page.goto(notFound[route] ?? route);
      await page.waitForTimeout(SETTLE_MS);
      expect([...fetched].sort()).toEqual([...firstLoad("out", file).scripts].sort());
    });
  }
});

const islands = [
  {
    name: "the ZIP check",
    route: "/",
    anchor: SERVICE_AREA_ID,
    use: async (page: Page) => {
      await page.getByRole("textbox", { name: copyFor("en").serviceAreaCheck.label }).pressSequentially("92123");
      await expect(page.locator(`#${SERVICE_AREA_ID}`).getByRole("status")).toContainText("92123");
    },
  },
  {
    name: "the estimator",
    route: "/costs",
    anchor: ESTIMATOR_ID,
    use: async (page: Page) => {
      const words = estimatorWordsIn("en");
      await page.getByLabel(words.labels.hoursPerDay).fill("4");
      await page.getByLabel(words.labels.daysPerWeek).fill("3");
      await page.getByRole("button", { name: words.submit }).click();
      await expect(page.locator(`#${ESTIMATOR_ID}`).getByRole("status")).toContainText("$");
    },
  },
  ...(["referral", "application"] as const).map((name) => ({
    name: `the ${name} form`,
    route: forms[name].path,
    anchor: name === "referral" ? REFERRAL_FORM_ID : APPLICATION_ID,
    // Live: an empty submit is answered by the form's own messages, the first field marked.
    use: async (page: Page) => {
      await page.getByRole("button", { name: forms[name].submit }).click();
      await expect(page.getByLabel(forms[name].firstField)).toHaveAttribute("aria-invalid", "true");
    },
  })),
];

for (const { name, route, anchor, use } of islands) {
  test(`${name} on ${route}: its code comes when its section comes near, and it answers then`, async ({ page }) => {
    const fetched = await recordScripts(page);
    await page.goto(route);
    await page.waitForTimeout(SETTLE_MS);
    const form = page.locator(`#${anchor} form`);
    await expect(form, "React has not taken the form over").not.toHaveAttribute(LIVE);
    const counted = new Set(firstLoad("out", pages[route]).scripts);
    expect([...fetched].filter((p) => !counted.has(p)), "nothing beyond the first load yet").toEqual([]);
    await page.locator(`#${anchor}`).scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute(LIVE, "");
    expect([...fetched].filter((p) => !counted.has(p)).length, "its code was fetched now").toBeGreaterThan(0);
    await use(page);
  });
}

test("Contact's form on /contact: its code comes when a visitor reaches it, not while it is merely in view, and it answers then", async ({ page }) => {
  const fetched = await recordScripts(page);
  const counted = new Set(firstLoad("out", pages["/contact"]).scripts);
  const beyond = () => [...fetched].filter((p) => !counted.has(p));
  await page.goto("/contact");
  const form = page.locator(`#${CONSULTATION_FORM_ID} form`);
  await form.scrollIntoViewIfNeeded();
  await page.waitForTimeout(SETTLE_MS);
  await expect(form, "in view, React has not taken the form over").not.toHaveAttribute(LIVE);
  expect(beyond(), "nothing beyond the first load yet").toEqual([]);
  // Typed before the code came: kept, and checked by the live form.
  await page.getByLabel(forms.consultation.firstField).fill("Maria");
  await expect(form).toHaveAttribute(LIVE, "");
  expect(beyond().length, "its code was fetched now").toBeGreaterThan(0);
  await page.getByRole("button", { name: forms.consultation.submit }).click();
  await expect(page.getByLabel(forms.consultation.firstField)).toHaveValue("Maria");
  await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
});

test("a part whose code fails to arrive is tried again: the page stays as it was, and the part answers", async ({ page }) => {
  const counted = new Set(firstLoad("out", pages["/costs"]).scripts);
  // The estimator's chunk is refused twice: the bundler's own loader tries it twice, then the island again a second later.
  const refused: string[] = [];
  await page.route(RUNTIME_CHUNKS, (route) => {
    const chunk = new URL(route.request().url()).pathname;
    if (counted.has(chunk) || (refused.length > 0 && refused[0] !== chunk) || refused.length >= 2) return route.continue();
    refused.push(chunk);
    return route.abort("internetdisconnected");
  });
  await page.goto("/costs");
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  await page.locator(`#${ESTIMATOR_ID}`).scrollIntoViewIfNeeded();
  await expect(page.locator(`#${ESTIMATOR_ID} form`)).toHaveAttribute(LIVE, "", { timeout: 10_000 });
  expect(refused).toHaveLength(2);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
  await islands[1].use(page);
});
