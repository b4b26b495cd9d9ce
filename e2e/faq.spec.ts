import type { Locator, Page } from "@playwright/test";
import { site } from "../content/site";
import { expect, letFragmentsScroll, routes, test } from "./fixtures";

/** The state's public pages the verify section must link (California Department of Social Services). */
const REGISTRY = "https://secure.dss.ca.gov/ccld/hcsregistry/";
const LICENCE_LOOKUP = "https://secure.dss.ca.gov/CareFacilitySearch/";
const LICENCE_LINE = `California Home Care Organization license no. ${site.licence.number}`;

type Question = { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } };

async function faqJsonLd(page: Page): Promise<Question[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPages = blocks.map((b) => JSON.parse(b)).filter((d) => d["@type"] === "FAQPage");
  expect(faqPages).toHaveLength(1);
  return faqPages[0].mainEntity;
}

// A <summary> has no ARIA role Playwright can query (browsers expose it as a disclosure button of
// their own), so the questions are found by their element.
const questions = (page: Page) => page.getByRole("main").locator("details");
const answerOf = (item: Locator) => item.locator("p");

test.describe("/faq", () => {
  test("each question is a disclosure the keyboard reaches, opens and closes, showing its answer", async ({ page }) => {
    await page.goto("/faq");
    const items = questions(page);
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(12);
    // Tab from the start of main walks from one question to the next.
    await page.locator("#main").focus();
    for (let i = 0; i < count; i++) {
      const item = items.nth(i);
      const summary = item.locator("summary");
      await page.keyboard.press("Tab");
      await expect(summary).toBeFocused();
      const focus = await summary.evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, width: parseFloat(getComputedStyle(el).outlineWidth) }));
      expect(focus.style, "visible focus ring").not.toBe("none");
      expect(focus.width).toBeGreaterThanOrEqual(2);
      expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44);

      await expect(answerOf(item).first()).toBeHidden();
      await page.keyboard.press("Enter");
      await expect(item).toHaveAttribute("open", "");
      for (const p of await answerOf(item).all()) await expect(p).toBeVisible();
      await page.keyboard.press("Space");
      await expect(item).not.toHaveAttribute("open");
      await expect(answerOf(item).first()).toBeHidden();
    }
  });

  test("the open or closed state shows in the indicator's shape, not only its colour", async ({ page }) => {
    await page.goto("/faq");
    const item = questions(page).first();
    const indicator = item.locator("summary svg");
    // Tailwind 4's rotate-* utilities set the `rotate` property, older ones `transform`.
    const turn = () => indicator.evaluate((el) => `${getComputedStyle(el).rotate} ${getComputedStyle(el).transform}`);
    const closed = await turn();
    await item.locator("summary").click();
    await expect(item).toHaveAttribute("open", "");
    expect(await turn()).not.toBe(closed);
  });

  test("the answers open without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/faq");
    const item = questions(page).filter({ hasText: "Does Medicare pay for home care?" });
    await expect(answerOf(item).first()).toBeHidden();
    await item.locator("summary").click();
    await expect(answerOf(item).first()).toBeVisible();
    await expect(item.getByRole("link", { name: /Medicare\.gov/ })).toHaveAttribute("href", "https://www.medicare.gov/coverage/home-health-services");
    await context.close();
  });

  test("the FAQPage JSON-LD holds exactly the visible questions and their answers", async ({ page }) => {
    await page.goto("/faq");
    const ld = await faqJsonLd(page);
    const items = questions(page);
    await expect(items).toHaveCount(ld.length);
    for (const [i, q] of ld.entries()) {
      expect(q["@type"]).toBe("Question");
      expect(q.acceptedAnswer["@type"]).toBe("Answer");
      const item = items.nth(i);
      await expect(item.locator("summary")).toHaveText(q.name);
      const paragraphs = await answerOf(item).allTextContents();
      expect(paragraphs.join(" ")).toBe(q.acceptedAnswer.text);
    }
  });

  test("the cost answer shows the agency's rates", async ({ page }) => {
    await page.goto("/faq#cost");
    const item = page.locator("details#cost");
    await item.locator("summary").click();
    await expect(item).toContainText(`$${site.rates.hourly} an hour`);
    await expect(item).toContainText(`at least ${site.rates.minimumVisitHours} hours`);
  });

  test("is linked from the footer and from Contact", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("main").getByRole("link", { name: "Read answers to common questions" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test.describe("licence and verification", () => {
  test("the footer shows the licence number on every route, linked to the verify section", async ({ page }) => {
    for (const route of routes) {
      await page.goto(route.path);
      const link = page.getByRole("contentinfo").getByRole("link", { name: LICENCE_LINE });
      await expect(link, route.path).toBeVisible();
      await expect(link).toHaveAttribute("href", "/why-vitalhealth#verify");
    }
  });

  test("the footer's licence line leads to the verify section", async ({ page }) => {
    await page.goto("/about");
    await letFragmentsScroll(page);
    await page.getByRole("contentinfo").getByRole("link", { name: LICENCE_LINE }).click();
    await expect(page).toHaveURL(/\/why-vitalhealth#verify$/);
    await expect(page.getByRole("heading", { level: 2, name: "Check our license and our caregivers" })).toBeInViewport();
  });

  test("/why-vitalhealth#verify links the state's Home Care Aide Registry and licence lookup", async ({ page }) => {
    await page.goto("/why-vitalhealth#verify");
    const verify = page.getByRole("region", { name: "Check our license and our caregivers" });
    await expect(verify).toHaveAttribute("id", "verify");
    await expect(verify).toContainText(site.licence.number);
    await expect(verify.getByRole("link", { name: "Search the Home Care Aide Registry" })).toHaveAttribute("href", REGISTRY);
    await expect(verify.getByRole("link", { name: /Look up our license/ })).toHaveAttribute("href", LICENCE_LOOKUP);
    await expect(verify.getByRole("heading", { name: "How to check a caregiver" })).toBeVisible();
    const screening = verify.getByRole("list").filter({ has: page.getByRole("heading", { name: "Background check" }) });
    await expect(screening.getByRole("listitem")).toHaveText([/^Background check/, /^References/, /^Training/, /^TB test/, /^Supervision/]);
  });

  test("Referrals shows the licence number beside its credentials", async ({ page }) => {
    await page.goto("/referrals");
    const hero = page.getByRole("main").locator("section").first();
    await expect(hero).toContainText(LICENCE_LINE);
    await expect(hero.getByRole("link", { name: "How to check our license" })).toHaveAttribute("href", "/why-vitalhealth#verify");
  });
});

test("How it works: four steps in order on About, and once per journey (not on Home or Services)", async ({ page }) => {
  await page.goto("/about");
  const section = page.getByRole("region", { name: "How it works" });
  const steps = section.locator("ol > li");
  await expect(steps).toHaveCount(4);
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
    "Free consultation",
    "In-home assessment and care plan",
    "Caregiver match and meeting",
    "Care starts, with regular check-ins",
  ]);
  for (const [path, heading] of [["/", "Caring for the whole person, right at home"], ["/services", "Our Services"]]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("region", { name: "How it works" })).toHaveCount(0);
  }
});
