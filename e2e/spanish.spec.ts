import { PDFDocument } from "pdf-lib";
import { copyFor } from "../content";
import { englishSentences, stringsOf } from "../lib/english-sentences";
import { localeHref } from "../lib/routes.mjs";
import { LOCAL_SITE_URL } from "../lib/site-url.mjs";
import { expect, pageIsLive, routes, scrollSettled, spanishRoutes, test } from "./fixtures";

// The Spanish edition (/es): its pages as served, and what a Spanish-speaking visitor does on them.
const es = copyFor("es");
const en = copyFor("en");

/**
 * Every English sentence of the English content set: none may appear on a Spanish page, but for
 * the one that is English on purpose (the Spanish 404's way to the English home, marked lang="en").
 */
const english = [...new Set(englishSentences(stringsOf(en).join("\n")))].filter((s) => s !== en.ui.notFound.otherLanguageHome);

/** The page's HTML as text a reader (or a search engine) gets, scripts' payload included. */
const readable = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\\"/g, '"');

const alternates = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]).pathname]));

test.describe("every Spanish page, as served", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML does not depend on the device");

  test("the check finds English when there is some", () => {
    expect(english.length).toBeGreaterThan(200);
    expect(english.filter((s) => readable(`<p>${en.home.hero.text}</p>`).includes(s))).not.toEqual([]);
  });

  for (const route of spanishRoutes) {
    test(`${route.path}: lang="es", no English sentence, alternates both ways, a link to the English page`, async ({ request }) => {
      const res = await request.get(route.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="es"/);
      const text = readable(html);
      expect(english.filter((s) => text.includes(s))).toEqual([]);
      expect(text).toContain(route.heading);

      const pair = { en: route.route, es: route.path, "x-default": route.route };
      expect(alternates(html)).toEqual(pair);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${route.path}"`));
      expect(html).toContain('<meta property="og:locale" content="es_US"/>');
      expect(html).toMatch(new RegExp(`<a href="${route.route}" hrefLang="en" lang="en"[^>]*>English</a>`));

      const english_ = await (await request.get(route.route)).text();
      expect(alternates(english_)).toEqual(pair);
      expect(english_).toMatch(/^<!DOCTYPE html><html lang="en"/);
      expect(english_).toMatch(new RegExp(`<a href="${route.path}" hrefLang="es" lang="es"[^>]*>Español</a>`));
    });
  }

  test("the sitemap lists both languages, each with its alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const url = (path: string) => new URL(path, LOCAL_SITE_URL).toString();
    for (const route of routes) {
      expect(xml).toContain(`<loc>${url(route.path)}</loc>`);
      expect(xml).toContain(`<loc>${url(localeHref("es", route.path))}</loc>`);
    }
    expect(xml).toContain(`hreflang="es" href="${url("/es/about")}"`);
    expect(xml).toContain(`hreflang="x-default" href="${url("/about")}"`);
  });

  test("the JSON-LD is in Spanish and says the business speaks English and Spanish", async ({ request }) => {
    const html = await (await request.get("/es")).text();
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]);
    expect(ld.description).toBe(es.site.description);
    expect(ld.inLanguage).toBe("es");
    expect(ld.contactPoint.availableLanguage).toEqual(["en", "es"]);
    const faq = await (await request.get("/es/faq")).text();
    expect(faq).toContain(JSON.stringify(es.faq.groups[0].items[0].question));
  });

  test("the Spanish brochure is a PDF of its own, linked from /es/services", async ({ request, page }) => {
    await page.goto("/es/services");
    const link = page.getByRole("link", { name: es.servicesPage.closing.brochure });
    await expect(link).toHaveAttribute("href", es.site.brochure.path);
    const pdf = await (await request.get(es.site.brochure.path)).body();
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toBe(`VitalHealth ${es.brochure.title}`);
    expect(doc.getSubject()).toBe(es.site.tagline);
    const english_ = await (await request.get(en.site.brochure.path)).body();
    expect(pdf.equals(english_)).toBe(false);
  });
});

test("an unknown address under /es/ gets the Spanish 404, which links to the English home", async ({ page }) => {
  const res = await page.goto("/es/no-existe");
  expect(res?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(es.ui.notFound.heading);
  await expect(page.getByRole("link", { name: en.ui.notFound.otherLanguageHome })).toHaveAttribute("href", "/");
  await page.getByRole("link", { name: es.ui.notFound.home }).click();
  await expect(page).toHaveURL(/\/es$/);
});

test("the English 404 offers the Spanish home", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.getByRole("link", { name: es.ui.notFound.otherLanguageHome }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("the main navigation in Spanish, in the header or the mobile menu", async ({ page, isMobile }) => {
  await page.goto("/es");
  const nav = page.getByRole("navigation", { name: es.ui.mainNavLabel });
  for (const item of es.nav.mainNav.slice(1)) {
    if (isMobile) await nav.getByRole("button", { name: es.ui.menuLabel }).click();
    await nav.getByRole("link", { name: item.label, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${localeHref("es", item.href)}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(nav.getByRole("link", { name: item.label, exact: true, includeHidden: true }).first()).toHaveAttribute("aria-current", "page");
  }
});

test("English from a Spanish page opens the same page in English, and Español comes back", async ({ page, isMobile }) => {
  await page.goto("/es/costs");
  const nav = page.getByRole("navigation", { name: es.ui.mainNavLabel });
  if (isMobile) await nav.getByRole("button", { name: es.ui.menuLabel }).click();
  await nav.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/costs$/);
  await pageIsLive(page);
  const back = page.getByRole("navigation", { name: en.ui.mainNavLabel });
  if (isMobile) await back.getByRole("button", { name: en.ui.menuLabel }).click();
  await back.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/costs$/);
});

test("Consulta gratuita from a Spanish page lands on the Spanish home's booking section", async ({ page }) => {
  await page.goto("/es/about");
  await page.getByRole("main").getByRole("link", { name: es.ui.freeConsultation }).click();
  await expect(page).toHaveURL(/\/es(#calendly-section)?$/);
  await pageIsLive(page);
  await scrollSettled(page);
  await expect(page.getByRole("heading", { level: 2, name: es.ui.booking.heading })).toBeInViewport();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});
