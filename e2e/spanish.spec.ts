import { PDFDocument } from "pdf-lib";
import { copyFor } from "../content";
import { englishSentences, stringsOf } from "../lib/english-sentences";
import { localeHref } from "../lib/routes.mjs";
import { LOCAL_SITE_URL } from "../lib/site-url.mjs";
import { FUNCTION_PATH } from "../supabase/functions/_shared/endpoint.mjs";
import { expect, pageIsLive, routes, scrollSettled, spanishRoutes, test } from "./fixtures";
import { answerFunction, describedWith, ok, seedThreeRecentSubmits, toast } from "./form-helpers";
import { outboxMessage } from "./outbox-dir";
import { messageKey } from "../supabase/functions/send-form-email/message-key.ts";

// The Spanish edition (/es): its pages as served, and what a Spanish-speaking visitor does on them.
const es = copyFor("es");
const en = copyFor("en");

/** Every English sentence of the English content set: none may appear on a Spanish page. */
const english = [...new Set(englishSentences(stringsOf(en).join("\n")))];

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
      // The footer's line on where Spanish is spoken (live on a few pages: e2e/spanish-and-care.spec.ts).
      expect(text.replace(/<[^>]+>/g, "")).toContain(`${es.languages.spanishSpoken.lead}: ${es.languages.spanishSpoken.places}.`);

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

test.describe("the forms in Spanish", () => {
  const { forms, intake } = es;
  const spanishForms = [
    { name: "referral", path: "/es/referrals", submit: forms.referral.submit, first: forms.referral.labels.referrerName, message: intake.validation.required.name },
    { name: "consultation", path: "/es/contact", submit: forms.consultation.submit, first: forms.consultation.labels.firstName, message: intake.validation.required.firstName },
    { name: "application", path: "/es/careers", submit: forms.application.submit, first: forms.application.labels.firstName, message: intake.validation.required.firstName },
  ];
  /** Every validation message of the English forms: none may show on a Spanish form. */
  const englishMessages = stringsOf(en.intake.validation);

  for (const f of spanishForms) {
    test(`${f.path}: an empty submit says what is missing in Spanish, focuses the first field and sends nothing`, async ({ page }) => {
      const bodies = await answerFunction(page, ok);
      await page.goto(f.path);
      await page.getByRole("button", { name: f.submit }).click();
      const first = page.getByLabel(labelled(f.first));
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute("aria-invalid", "true");
      await expect(first).toHaveAccessibleDescription(describedWith(f.message));
      const form = await page.locator("form").filter({ has: page.getByRole("button", { name: f.submit }) }).innerText();
      expect(englishMessages.filter((m) => form.includes(m))).toEqual([]);
      expect(bodies).toHaveLength(0);
    });
  }

  test("a 4th submit within 60 s shows the rate-limit toast in Spanish and sends nothing", async ({ page, isMobile }) => {
    test.skip(isMobile, "the limit does not depend on the device");
    await seedThreeRecentSubmits(page);
    const bodies = await answerFunction(page, ok);
    await page.goto("/es/contact");
    const labels = forms.consultation.labels;
    await page.getByLabel(labelled(labels.firstName)).fill("María");
    await page.getByLabel(labelled(labels.lastName)).fill("González");
    await page.getByLabel(labelled(labels.phone)).fill("858-555-0177");
    await page.getByLabel(labels.careType).selectOption({ label: intake.options.careTypes.companionship });
    await page.getByLabel(labels.urgency).selectOption({ label: intake.options.urgencies.week });
    await page.getByRole("button", { name: forms.consultation.submit }).click();
    const limited = toast(page, forms.toasts.rateLimited.title);
    await expect(limited).toBeVisible();
    await expect(limited).toContainText(forms.toasts.rateLimited.description);
    expect(bodies).toHaveLength(0);
    await expect(page.getByLabel(labelled(labels.firstName))).toHaveValue("María");
  });

  test("a referral with a document goes through the real function: the agency's e-mail says to answer in Spanish, the acknowledgment is Spanish", async ({ page, isMobile }) => {
    test.skip(isMobile, "one browser is enough to check delivery");
    const labels = forms.referral.labels;
    await page.goto("/es/referrals");
    await page.getByLabel(labels.referrerName).fill("Lucía Herrera");
    await page.getByLabel(labels.referrerOrganization).fill("Hospital Paradise Valley");
    await page.getByRole("textbox", { name: labels.referrerPhone, exact: true }).fill("(619) 555-0144");
    await page.getByLabel(labels.referrerEmail).fill("lucia.herrera@example.com");
    await page.getByLabel(labels.clientName).fill("Ramón Ortega");
    await page.getByRole("checkbox", { name: intake.options.careNeeds.companionship }).check();
    await page.getByLabel(labels.additionalNotes).fill("Alta prevista el viernes. Su hija vive cerca.");
    const doc = Buffer.from("Resumen del alta\nEl paciente puede volver a casa con ayuda.\n");
    await page.getByLabel(forms.referral.file.label).setInputFiles({ name: "resumen.txt", mimeType: "text/plain", buffer: doc });
    const request = page.waitForRequest((r) => r.url().endsWith(FUNCTION_PATH) && r.method() === "POST");
    await page.getByRole("button", { name: forms.referral.submit }).click();
    await expect(toast(page, forms.toasts.success.referral.title)).toBeVisible();
    const payload = (await request).postDataJSON();
    expect(payload.locale).toBe("es");

    const mail = await outboxMessage(messageKey.agency(payload.submissionId));
    expect(mail.subject).toMatch(/^\[Español\]/);
    expect(mail.text.split("\n")[0]).toContain("The sender wrote in Spanish");
    expect(mail.html).toContain("The sender wrote in Spanish");
    expect(mail.text).toContain("Ramón Ortega");
    expect(mail.attachments).toHaveLength(1);
    expect(Buffer.from(mail.attachments[0].content, "base64").equals(doc)).toBe(true);

    const ack = await outboxMessage(messageKey.acknowledgment(payload.submissionId));
    expect(ack.to).toBe("lucia.herrera@example.com");
    expect(ack.text).toContain(intake.acknowledgment.reference);
    expect(englishSentences(ack.text)).toEqual([]);
    expect(ack.text).not.toContain("Ramón Ortega");
    await expect(page.getByRole("main").getByRole("status")).toContainText(es.confirmation.reference);
  });
});

/** A field by its whole label, with or without the required mark ("Nombre *" but not "Nombre del contacto"). */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[\\s*]*$`);

