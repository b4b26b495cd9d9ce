/**
 * /careers for a caregiver on a phone: the pay of every position, how often it is paid and that it
 * is a W-2 job, on the first screen, before any scroll. Both languages, phone and desktop (the projects).
 */
import { copyFor, localeHref } from "../content";
import { site } from "../content/site";
import { formatUsd } from "../lib/money";
import { expect, test } from "./fixtures";
import { LAYOUT_TAG } from "./tiers";

for (const locale of ["en", "es"] as const) {
  const { positions } = copyFor(locale).careers;

  test(`${locale}: every position's pay, its frequency and W-2 are on the first screen, without scripts too`, { tag: LAYOUT_TAG }, async ({ browser, isMobile }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } }) });
    const page = await context.newPage();
    await page.goto(localeHref(locale, "/careers"));
    const screen = page.viewportSize()!.height;
    const hero = page.locator("main > section").first();
    const paid = positions.items.filter((p) => p.value in site.payRanges);
    expect(paid.length).toBeGreaterThan(0);
    for (const p of paid) {
      const range = site.payRanges[p.value as keyof typeof site.payRanges];
      const line = hero.getByRole("listitem").filter({ hasText: p.title });
      await expect(line).toContainText(`${formatUsd(range.min)}–${formatUsd(range.max)} ${positions.payPer[range.unit]}`);
      const box = (await line.boundingBox())!;
      expect(box.y + box.height, `${p.title} on the first screen`).toBeLessThanOrEqual(screen);
    }
    const terms = hero.getByText(positions.terms.w2);
    await expect(terms).toContainText(positions.terms.payFrequency[site.jobTerms.caregiver.payFrequency]);
    const box = (await terms.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(screen);
    await context.close();
  });
}
