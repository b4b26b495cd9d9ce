import { site } from "../content/site";
import { expect, pageIsLive, test, waitForSiteFont, withoutSiteFont } from "./fixtures";

// The shell and Home on a phone, and the careers page a caregiver can act on.

const main = site.phones.main;

test("the header has a visible call button to the main line, at least 44 px, without opening the menu", async ({ page, isMobile }) => {
  for (const path of ["/", "/contact"]) {
    await page.goto(path);
    const call = page.getByRole("banner").getByRole("link", { name: `Call ${main.display}` }).filter({ visible: true });
    await expect(call).toHaveCount(1);
    await expect(call).toHaveAttribute("href", `tel:${main.tel}`);
    await expect(call).toBeInViewport();
    const box = (await call.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    if (isMobile) {
      await expect(call).toContainText("Call");
      await expect(page.locator("#mobile-menu")).toBeHidden();
    }
  }
});

for (const font of ["the web font", "its fallback"] as const) {
  test(`at 320 px the header keeps the logo, the call button and the menu on one row, in ${font}`, async ({ page, isMobile }) => {
    test.skip(!isMobile, "a phone width");
    // `font-display: optional`: a page whose font misses first paint keeps the fallback (app/theme.css).
    if (font === "its fallback") await withoutSiteFont(page);
    else await waitForSiteFont(page);
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto("/about");
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.fonts.check("16px atkinson")), font).toBe(font === "the web font");
      const banner = page.getByRole("banner");
      const parts = [
        banner.getByRole("link", { name: "VitalHealth home" }),
        banner.getByRole("link", { name: `Call ${main.display}` }).filter({ visible: true }),
        banner.getByRole("button", { name: "Menu" }),
      ];
      const boxes = await Promise.all(parts.map(async (p) => (await p.boundingBox())!));
      for (let i = 1; i < boxes.length; i++) expect(boxes[i].x, `${width}px: no overlap`).toBeGreaterThanOrEqual(boxes[i - 1].x + boxes[i - 1].width);
      for (const b of boxes) expect(b.x + b.width, `${width}px: inside the screen`).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    }
  });
}

test("in the fallback font, Home and /services are as long as in the site's font, in both languages", async ({ context, isMobile }) => {
  test.skip(!isMobile, "a phone's lines, where a wider font wraps most");
  // The metric-matched fallback (app/theme.css) needs Arial or a font of its metrics (Liberation Sans,
  // Arimo): without one, the text falls to a wider font and the page grows by a tenth.
  const fallback = await context.newPage();
  await withoutSiteFont(fallback);
  const font = await context.newPage();
  await waitForSiteFont(font);
  for (const path of ["/", "/services", "/es", "/es/services"]) {
    const [without, withFont] = await Promise.all(
      [fallback, font].map(async (page) => {
        await page.goto(path);
        // Live: the rules below the first screen have come too (the loader waits for them).
        await pageIsLive(page);
        await page.evaluate(() => document.fonts.ready);
        return page.evaluate(() => ({ height: document.documentElement.scrollHeight, site: document.fonts.check("16px atkinson") }));
      }),
    );
    expect([without.site, withFont.site], path).toEqual([false, true]);
    expect(Math.abs(without.height / withFont.height - 1), `${path}: ${without.height} px in the fallback, ${withFont.height} px in the font`).toBeLessThanOrEqual(0.02);
  }
});

test("the header's Submit a Referral opens the referral form; the mail link waits on /referrals with its warning", async ({ page, isMobile }) => {
  await page.goto("/about");
  if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
  const place = isMobile ? page.locator("#mobile-menu") : page.getByRole("navigation", { name: "Main" });
  const link = place.getByRole("link", { name: "Submit a Referral" }).filter({ visible: true });
  await expect(link).toHaveAttribute("href", "/referrals#referral-form");
  await link.click();
  await expect(page).toHaveURL(/\/referrals#referral-form$/);
  await expect(page.getByRole("textbox", { name: /Your name/ })).toBeInViewport();
  await expect(page.locator("header a[href^='mailto:']")).toHaveCount(0);
  const mail = page.getByRole("main").locator("a[href^='mailto:']");
  await expect(mail).toHaveAttribute("href", /subject=New%20Referral%20Submission/);
  await expect(page.getByText(/Plain e-mail is not a safe place for health details/)).toBeVisible();
});

test("the care circles diagram's labels sit clear of every circle's outline, in both languages", async ({ page }) => {
  for (const path of ["/services", "/es/services"]) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const crossings = await page.locator("main svg[role=img]").first().evaluate((svg: SVGSVGElement) => {
      const circles = Array.from(svg.querySelectorAll("circle")).map((c) => ({
        cx: c.cx.baseVal.value,
        cy: c.cy.baseVal.value,
        r: c.r.baseVal.value,
        half: Number(c.getAttribute("stroke-width")) / 2,
      }));
      const out: string[] = [];
      for (const text of Array.from(svg.querySelectorAll("text"))) {
        const b = text.getBBox();
        const corners = [[b.x, b.y], [b.x + b.width, b.y], [b.x, b.y + b.height], [b.x + b.width, b.y + b.height]];
        for (const c of circles) {
          // An outline crosses the box unless the box is wholly inside the ring or wholly outside it.
          const nearX = Math.max(b.x, Math.min(c.cx, b.x + b.width));
          const nearY = Math.max(b.y, Math.min(c.cy, b.y + b.height));
          const near = Math.hypot(nearX - c.cx, nearY - c.cy);
          const far = Math.max(...corners.map(([x, y]) => Math.hypot(x - c.cx, y - c.cy)));
          if (far > c.r - c.half && near < c.r + c.half) out.push(`"${text.textContent}" crosses the circle at ${c.cx},${c.cy}`);
        }
      }
      return out;
    });
    expect(crossings, path).toEqual([]);
  }
});

test("Home, Services and Why VitalHealth each show their own testimonials", async ({ page }) => {
  const seen = new Map<string, string>();
  for (const path of ["/", "/services", "/why-vitalhealth"]) {
    await page.goto(path);
    const quotes = await page.locator("main blockquote").allTextContents();
    expect(quotes.length, path).toBeGreaterThanOrEqual(3);
    for (const quote of quotes) {
      expect(seen.get(quote), `${path} repeats a testimonial`).toBeUndefined();
      seen.set(quote, path);
    }
  }
});

test.describe("careers", () => {
  test("each open position shows its pay range and what it needs", async ({ page }) => {
    await page.goto("/careers");
    const caregiver = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Certified Caregiver" }) });
    const pay = site.payRanges.caregiver;
    await expect(caregiver).toContainText(`Pay: $${pay.min}–$${pay.max} an hour`);
    for (const need of ["Home Care Aide", "background check", "TB test", "driver's license"]) await expect(caregiver).toContainText(need);
    const coordinator = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Care Coordinator" }) });
    await expect(coordinator).not.toContainText("driver's license");
    await expect(page.getByRole("heading", { name: "What happens after you apply" })).toBeVisible();
  });

  test("Apply shows \"Applying for\" with the position, in view where the form starts", async ({ page }) => {
    await page.goto("/careers");
    const status = page.locator("#application").getByRole("status").filter({ hasText: "Applying for" });
    await expect(status).toHaveCount(0);
    await page.getByRole("link", { name: "Apply for Licensed Nurse" }).click();
    await expect(status).toHaveText(/Applying for:\s*Licensed Nurse/);
    await expect(page.getByLabel("First name")).toBeFocused();
    await expect(status).toBeInViewport({ ratio: 1 });
    await expect(page.getByLabel("First name")).toBeInViewport();
  });
});
