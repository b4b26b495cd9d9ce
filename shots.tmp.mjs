import { chromium } from "@playwright/test";
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [w, h] of [[390, 844], [1280, 800]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  await page.clock.setFixedTime(new Date("2026-11-28T04:40:00Z"));
  await page.goto(base + "/contact"); await page.waitForSelector("html[data-hydrated]");
  await page.locator('select[name="urgency"]').selectOption("immediate");
  await page.locator('select[name="urgency"]').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -150));
  await page.screenshot({ path: `/tmp/shot-contact-${w}.png` });
  await page.route("**/functions/v1/send-form-email", (r) => r.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ok: true, reference: "VH-7K3Q9F", promise: { dueAt: "2026-11-28T18:00:00.000Z", urgent: true, opensAt: "2026-11-28T17:00:00.000Z" } }) }));
  await page.goto(base + "/es/referrals"); await page.waitForSelector("html[data-hydrated]");
  for (const [n, v] of Object.entries({ referrerName: "Dana", referrerOrganization: "Sharp", referrerPhone: "(858) 555-0142", referrerEmail: "d@example.com", clientName: "Harold" })) await page.locator(`form [name="${n}"]`).fill(v);
  await page.locator('form [name="clientNeeds"][value="companionship"]').check();
  await page.locator('select[name="urgency"]').selectOption("today");
  await page.locator('select[name="urgency"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shot-refnote-${w}.png` });
  await page.locator('form button[type="submit"]').click();
  await page.waitForSelector("text=VH-7K3Q9F"); await page.waitForTimeout(800);
  await page.locator("text=VH-7K3Q9F").scrollIntoViewIfNeeded(); await page.evaluate(() => window.scrollBy(0, -300));
  await page.screenshot({ path: `/tmp/shot-panel-${w}.png` });
  await ctx.close();
}
await browser.close();
