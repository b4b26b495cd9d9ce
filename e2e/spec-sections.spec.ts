/**
 * The spec's own sections and named controls (../shared/spec.md §2), in both languages, at phone and
 * desktop widths (the two projects): each is there, and each control goes where it says, before the
 * page's JavaScript runs and after.
 */
import type { Browser, Page } from "@playwright/test";
import { copyFor } from "../content";
import { localeHref, publicRoutes } from "../lib/routes.mjs";
import { BOOKING_SECTION_ID, REFERRAL_FORM_ID } from "../lib/anchors";
import { expect, pageIsLive, scrollSettled, test } from "./fixtures";

type Locale = "en" | "es";

/** The named controls: the page they are on, their name, and where they lead. */
function controls(locale: Locale) {
  const { ui, home, servicesPage } = copyFor(locale);
  const booking = `${localeHref(locale, "/")}#${BOOKING_SECTION_ID}`;
  return [
    { page: "/", name: ui.consultationActions.book, to: booking },
    { page: "/", name: home.servicesTeaser.viewAll, to: localeHref(locale, "/services") },
    { page: "/services", name: ui.consultationActions.scheduleFree, to: booking },
    { page: "/services", name: ui.submitReferral, to: `${localeHref(locale, "/referrals")}#${REFERRAL_FORM_ID}`, within: "main" },
    { page: "/services", name: ui.consultationActions.matched, to: booking },
    { page: "/services", name: servicesPage.closing.brochure, to: copyFor(locale).site.brochure.path, download: true },
    { page: "/contact", name: ui.consultationActions.scheduleOnline, to: booking },
    { page: "/about", name: ui.freeConsultation, to: booking, within: "main" },
  ];
}

/** A named control: its name is its words (the brochure's adds "(PDF)" for screen readers). */
const control = (page: Page, name: string, within = "main") => page.locator(within).getByRole("link", { name }).filter({ visible: true });

/** Where a link took the page: its path and fragment. */
const landed = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname.replace(/\/$/, "") || "/"}${url.hash}`;
};

async function withoutScripts(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const locale of ["en", "es"] as const) {
  const t = copyFor(locale);

  test(`${locale}: Home has the hero's two buttons, the three circles, the services teaser and the mission`, async ({ page }) => {
    await page.goto(localeHref(locale, "/"));
    const hero = page.getByRole("main").locator("section").first();
    await expect(hero.getByRole("link", { name: t.ui.consultationActions.book })).toBeVisible();
    await expect(hero.getByRole("link", { name: new RegExp(`^${t.ui.callPrefix}`) })).toBeVisible();
    await expect(hero.getByText(t.home.hero.price)).toBeVisible();
    const circles = page.getByRole("region", { name: t.home.circles.heading });
    await expect(circles.getByRole("listitem")).toHaveText(t.services.careCircles.map((c) => c.title));
    const teaser = page.getByRole("region", { name: t.home.servicesTeaser.heading });
    const cards = t.services.services.filter((s) => s.teaser);
    expect(cards.map((s) => s.slug)).toEqual(["personal-care", "companionship", "respite"]);
    for (const s of cards) await expect(teaser.getByRole("link", { name: s.title, exact: true })).toHaveAttribute("href", localeHref(locale, `/services#${s.slug}`));
    await expect(teaser.getByRole("link", { name: t.home.servicesTeaser.viewAll })).toHaveAttribute("href", localeHref(locale, "/services"));
    await expect(page.getByRole("region", { name: t.home.mission.heading })).toContainText(t.home.mission.text);
  });

  test(`${locale}: /services has its two buttons, the connected circles near its end, and the closing buttons`, async ({ page }) => {
    await page.goto(localeHref(locale, "/services"));
    const connected = page.getByRole("region", { name: t.servicesPage.connected.heading });
    await expect(connected.getByRole("img")).toHaveAccessibleName(t.services.connectedCircles.map((c) => c.title).join(", "));
    expect(t.services.connectedCircles).toHaveLength(3);
    // Near the end: after the features, before the testimonials and the closing call to action.
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(-3)).toEqual([t.servicesPage.connected.heading, t.servicesPage.testimonials.heading, t.servicesPage.closing.heading]);
    await expect(page.getByRole("region", { name: t.servicesPage.approach.heading })).toBeVisible();
  });

  test(`${locale}: every consultation action leads to the booking section; the spec's named ones carry their names`, async ({ page }) => {
    const allowed = new Set([t.ui.freeConsultation, ...Object.values(t.ui.consultationActions)]);
    const booking = `${localeHref(locale, "/")}#${BOOKING_SECTION_ID}`;
    // Every page but the forms that are not the consultation's and the legal pages.
    const withoutConsultation = new Set(["/careers", "/referrals", "/privacy", "/terms"]);
    for (const route of publicRoutes.filter((r) => !withoutConsultation.has(r))) {
      await page.goto(localeHref(locale, route));
      const links = await page.locator(`a[href$='#${BOOKING_SECTION_ID}']`).evaluateAll((as) => as.map((a) => ({ name: a.textContent?.trim(), href: a.getAttribute("href") })));
      expect(links.length, route).toBeGreaterThan(0);
      for (const link of links) {
        expect(allowed, `${route}: "${link.name}"`).toContain(link.name);
        expect(link.href, route).toBe(booking);
      }
      // The header's keeps "Free Consultation" (on a phone, in its menu).
      expect(await page.locator(`header a[href$='#${BOOKING_SECTION_ID}']`).allTextContents(), route).toContain(t.ui.freeConsultation);
    }
  });

  test(`${locale}: each named control works before the page's JavaScript`, async ({ browser }) => {
    test.setTimeout(90_000);
    await withoutScripts(browser, async (page) => {
      for (const c of controls(locale)) {
        await page.goto(localeHref(locale, c.page));
        const link = control(page, c.name, c.within).first();
        await expect(link, `${c.page}: ${c.name}`).toHaveAttribute("href", c.to);
        if (c.download) {
          const download = page.waitForEvent("download");
          await link.click();
          expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
          continue;
        }
        await link.click();
        await expect.poll(() => landed(page), `${c.page}: ${c.name}`).toBe(c.to);
      }
    });
  });

  test(`${locale}: each consultation control, live, lands on the booking section`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const c of controls(locale).filter((c) => c.to.endsWith(`#${BOOKING_SECTION_ID}`))) {
      await page.goto(localeHref(locale, c.page));
      await control(page, c.name, c.within).first().click();
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, "") === localeHref(locale, "/").replace(/\/$/, ""));
      await pageIsLive(page);
      await scrollSettled(page);
      await expect(page.getByRole("heading", { level: 2, name: t.ui.booking.heading }), `${c.page}: ${c.name}`).toBeInViewport();
    }
  });
}
