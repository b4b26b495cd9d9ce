import type { Locator, Page } from "@playwright/test";
import { copyFor, type Locale } from "../content";
import { confirmationCopies, formCopies } from "../content/form-copies";
import { lineNow } from "../lib/line-now";
import { localeHref } from "../lib/routes.mjs";
import { FUNCTION_PATH } from "../supabase/functions/_shared/endpoint.mjs";
import { REFERENCE_PATTERN } from "../supabase/functions/_shared/reference.ts";
import { messageKey } from "../supabase/functions/send-form-email/message-key.ts";
import { consultationFormProps } from "../app/_site/contact/form-props";
import { referralFormProps } from "../app/_site/referrals/form-props";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { outboxMessage } from "./outbox-dir";

// The forms as a family and a planner use them, in both languages, on a phone (390 px)
// and a desktop (1280 px), against the real function behind `npm start`: a planner's second
// referral keeps her own details; a ZIP outside the area is flagged (never refused) on both forms;
// a phone photo of the papers goes through; "Immediately" shows the line to call now; and the
// success toast never covers the confirmation panel, on the three forms.

const locales: Locale[] = ["en", "es"];
/** A ZIP code well outside the area (Beverly Hills), and one inside it (Kearny Mesa). */
const OUTSIDE = "90210";
const INSIDE = "92123";
/** A CSS pixel target a finger can hit (WCAG 2.5.5's 44 px). */
const TARGET_PX = 44;

const sent = (page: Page) => page.waitForResponse((r) => r.url().endsWith(FUNCTION_PATH) && r.request().method() === "POST");
/** The confirmation panel: the status region in <main> with the "send another" button. */
const panelOf = (page: Page, locale: Locale) =>
  page
    .getByRole("main")
    .getByRole("status")
    .filter({ has: page.getByRole("button", { name: new RegExp(`^(${Object.values(confirmationCopies[locale].sendAnother).join("|")})$`) }) });
/** The visible toast with this title (not Radix's screen-reader copy). */
const toastTitled = (page: Page, title: string) => page.locator("[data-variant]").filter({ hasText: title }).first();

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, "laid out").not.toBeNull();
  return b!;
}
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A tel: link with the line's digits in its name, a real target (at least 44 px tall). */
async function expectCallLink(link: Locator, phone: { display: string; tel: string }) {
  await expect(link).toBeVisible();
  await expect(link).toHaveAccessibleName(new RegExp(phone.display.replace(/[()]/g, "\\$&")));
  await expect(link).toHaveAttribute("href", `tel:${phone.tel}`);
  expect((await box(link)).height).toBeGreaterThanOrEqual(TARGET_PX);
}

const people = {
  referrer: { name: "Dana Whitfield", organization: "Sharp Memorial Hospital", phone: "(858) 555-0142", email: "dana.whitfield@example.com" },
};

function referral(page: Page, locale: Locale) {
  const copy = formCopies[locale].referral;
  const { labels } = copy;
  const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
  const planning = page.getByRole("group", { name: copy.planning });
  return {
    copy,
    path: localeHref(locale, "/referrals"),
    referrer: [
      [field(labels.referrerName), people.referrer.name],
      [field(labels.referrerOrganization), people.referrer.organization],
      [field(labels.referrerPhone), people.referrer.phone],
      [field(labels.referrerEmail), people.referrer.email],
    ] as const,
    patient: field(labels.clientName),
    zip: planning.getByRole("textbox", { name: labels.clientZip }),
    zipNote: page.locator("#clientZip-note"),
    file: page.getByLabel(copy.file.label),
    submit: page.getByRole("button", { name: copy.submit }),
    async fill(patient: string) {
      for (const [input, value] of this.referrer) if (!(await input.inputValue())) await input.fill(value);
      await this.patient.fill(patient);
      await page.getByRole("checkbox", { name: formCopies[locale].options.careNeeds[0].label }).check();
    },
  };
}

function consultation(page: Page, locale: Locale) {
  const copy = formCopies[locale].consultation;
  const { labels } = copy;
  const preparing = page.getByRole("group", { name: copy.preparing });
  return {
    copy,
    path: localeHref(locale, "/contact"),
    zip: preparing.getByRole("textbox", { name: labels.zip }),
    zipNote: page.locator("#zip-note"),
    urgency: page.getByRole("combobox", { name: labels.urgency }),
    submit: page.getByRole("button", { name: copy.submit }),
    async fill() {
      await page.getByRole("textbox", { name: labels.firstName, exact: true }).fill("Maria");
      await page.getByRole("textbox", { name: labels.lastName, exact: true }).fill("Gonzalez");
      await page.getByRole("textbox", { name: labels.phone, exact: true }).fill("858-555-0177");
      await page.getByRole("combobox", { name: labels.careType }).selectOption("discharge");
      await this.urgency.selectOption("week");
    },
  };
}

function application(page: Page, locale: Locale) {
  const copy = formCopies[locale].application;
  const { labels } = copy;
  return {
    path: localeHref(locale, "/careers"),
    submit: page.getByRole("button", { name: copy.submit }),
    async fill() {
      await page.getByRole("textbox", { name: labels.firstName, exact: true }).fill("Ana");
      await page.getByRole("textbox", { name: labels.lastName, exact: true }).fill("Reyes");
      await page.getByRole("textbox", { name: labels.email, exact: true }).fill("ana.reyes@example.com");
      await page.getByRole("textbox", { name: labels.phone, exact: true }).fill("+1 858 555 0188");
      await page.getByRole("combobox", { name: labels.position }).selectOption("caregiver");
    },
  };
}

/** The smallest files a phone's camera app could hand over: the signatures the function checks. */
const photos = {
  png: { name: "discharge-papers.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from("IHDR photo of the papers")]) },
  jpg: { name: "IMG_0042.JPG", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from("JFIF photo of the papers")]) },
};

for (const locale of locales) {
  const words = copyFor(locale);
  const next = confirmationCopies[locale];

  test.describe(`${locale}: the referral form`, () => {
    test("'Send another referral' keeps the referrer's own details and clears the patient's", async ({ page }) => {
      const f = referral(page, locale);
      await page.goto(f.path);
      await f.fill("Harold Jensen");
      await f.zip.fill(INSIDE);
      await page.getByRole("textbox", { name: f.copy.labels.additionalNotes }).fill("Discharge planned Friday.");
      const first = sent(page);
      await f.submit.click();
      const { reference } = await (await first).json();
      expect(reference).toMatch(REFERENCE_PATTERN);

      const panel = panelOf(page, locale);
      const another = panel.getByRole("button", { name: next.sendAnother.referral });
      await expect(another).toHaveAccessibleDescription(referralFormProps(locale).keeps);
      await another.click();
      await expect(panel).toHaveCount(0);
      for (const [input, value] of f.referrer) await expect(input).toHaveValue(value);
      await expect(f.patient).toBeFocused();
      await expect(f.patient).toHaveValue("");
      await expect(f.zip).toHaveValue("");
      await expect(page.getByRole("textbox", { name: f.copy.labels.additionalNotes })).toHaveValue("");
      await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);

      // The next patient goes with the same referrer, as a submission of its own.
      await f.fill("Alma Ruiz");
      const second = sent(page);
      await f.submit.click();
      const body = (await second).request().postDataJSON();
      expect(body).toMatchObject({ referrerName: people.referrer.name, referrerEmail: people.referrer.email, clientName: "Alma Ruiz", clientZip: "" });
      expect((await (await second).json()).reference).not.toBe(reference);
    });

    test("a patient ZIP outside the area is flagged as it is typed, kindly, and the referral still goes", async ({ page }) => {
      const f = referral(page, locale);
      const { words: zipWords } = referralFormProps(locale).area;
      await page.goto(f.path);
      await f.fill("Harold Jensen");
      await f.zip.pressSequentially(OUTSIDE);
      await expect(f.zipNote).toContainText(OUTSIDE);
      await expect(f.zipNote).toContainText(zipWords.outsideNext);
      await expect(f.zip).toHaveAttribute("aria-invalid", "false");
      await expect(f.zip).toHaveAccessibleDescription(new RegExp(zipWords.outsideNext.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expectNoViolations(page);

      const response = sent(page);
      await f.submit.click();
      expect((await response).status()).toBe(200);
      expect((await response).request().postDataJSON()).toMatchObject({ clientZip: OUTSIDE });
      await expect(panelOf(page, locale)).toBeVisible();
    });

    for (const kind of ["png", "jpg"] as const) {
      test(`a phone photo of the papers (${kind.toUpperCase()}) is accepted and reaches the agency`, async ({ page, isMobile }) => {
        const f = referral(page, locale);
        const photo = photos[kind];
        await page.goto(f.path);
        await expect(f.file).toHaveAccessibleDescription(/JPG, PNG/);
        expect((await f.file.getAttribute("accept"))!.split(",")).toEqual(expect.arrayContaining([".jpg", ".jpeg", ".png", ".heic"]));
        await f.fill("Harold Jensen");
        await f.file.setInputFiles(photo);
        await expect(page.getByText(photo.name)).toBeVisible();
        await expect(f.file).toHaveAttribute("aria-invalid", "false");
        await expectNoViolations(page);

        const response = sent(page);
        await f.submit.click();
        expect((await response).status()).toBe(200);
        await expect(panelOf(page, locale)).toBeVisible();
        if (isMobile) return; // one browser is enough to read the agency's e-mail
        const { submissionId } = (await response).request().postDataJSON();
        const mail = await outboxMessage(messageKey.agency(submissionId));
        expect(mail.attachments).toEqual([expect.objectContaining({ filename: photo.name, contentType: photo.mimeType })]);
      });
    }
  });

  test.describe(`${locale}: the consultation form`, () => {
    test("a ZIP outside the area gets a kind answer and the main line's digits as it is typed", async ({ page }) => {
      const f = consultation(page, locale);
      const { area } = consultationFormProps(locale);
      await page.goto(f.path);
      await f.zip.pressSequentially(INSIDE);
      await expect(f.zipNote).toContainText(INSIDE);
      await expect(f.zipNote).toContainText("Kearny Mesa");
      await f.zip.fill("");
      await f.zip.pressSequentially(OUTSIDE);
      await expect(f.zipNote).toContainText(OUTSIDE);
      await expect(f.zipNote).toContainText(area.words.outsideNext);
      await expectCallLink(f.zipNote.getByRole("link"), words.phones.main);
      await expect(f.zip).toHaveAttribute("aria-invalid", "false");
      await expectNoViolations(page);

      // Flagged, never refused: the request goes with its ZIP.
      await f.fill();
      const response = sent(page);
      await f.submit.click();
      expect((await response).request().postDataJSON()).toMatchObject({ zip: OUTSIDE });
      await expect(panelOf(page, locale)).toBeVisible();
    });

    test("'Immediately' shows the line a person answers now, with its digits, right under the urgency select", async ({ page }) => {
      const f = consultation(page, locale);
      const { callNow } = consultationFormProps(locale);
      await page.goto(f.path);
      await f.fill();
      const { phone, open } = lineNow(callNow.lines);
      const line = page.getByText(open ? callNow.words.open : callNow.words.closed);
      await expect(line).toBeHidden();
      await f.urgency.selectOption("immediate");
      await expect(line).toBeVisible();
      const region = page.getByRole("status").filter({ has: line });
      const call = region.getByRole("link");
      await expectCallLink(call, phone);
      await expect(region).toContainText(callNow.words.emergency);
      // Under the urgency select, with nothing in between: where the choice was made.
      const [u, r] = [await box(f.urgency), await box(region)];
      expect(r.y).toBeGreaterThanOrEqual(u.y + u.height);
      expect(r.y - (u.y + u.height)).toBeLessThan(40);
      await expectNoViolations(page);

      // Sent so: the panel gives the same line and promises no call within a day.
      const response = sent(page);
      await f.submit.click();
      await response;
      const panel = panelOf(page, locale);
      await expect(panel).toContainText(callNow.words.confirmation.first);
      await expect(panel).not.toContainText(next.nextSteps.consultation.steps[0]);
      await expectCallLink(panel.getByRole("link"), phone);
    });
  });

  test.describe(`${locale}: the success toast and the confirmation panel`, () => {
    const cases = [
      ["referral", (page: Page) => referral(page, locale), (f: ReturnType<typeof referral>) => f.fill("Harold Jensen"), formCopies[locale].toasts.success.referral.title],
      ["consultation", (page: Page) => consultation(page, locale), (f: ReturnType<typeof consultation>) => f.fill(), formCopies[locale].toasts.success.consultation.title],
      ["application", (page: Page) => application(page, locale), (f: ReturnType<typeof application>) => f.fill(), formCopies[locale].toasts.success.application.title],
    ] as const;

    for (const [name, form, fill, title] of cases) {
      test(`${name}: the toast never covers the panel, whose next steps are in view`, async ({ page }) => {
        const f = form(page);
        await page.goto(f.path);
        await (fill as (f: unknown) => Promise<void>)(f);
        await f.submit.click();
        const panel = panelOf(page, locale);
        const toast = toastTitled(page, title);
        await expect(panel).toBeVisible();
        await expect(toast).toBeVisible();
        // Checked while the toast shows (it goes after TOAST_DURATION_MS): once the page has settled, the
        // toast is in view just above the panel, and the panel's next steps are in view below it.
        await expect.poll(async () => overlap(await box(toast), await box(panel))).toBe(false);
        const [t, p] = [await box(toast), await box(panel)];
        expect(t.y + t.height, "the toast ends above the panel").toBeLessThanOrEqual(p.y);
        await expect(toast).toBeInViewport();
        await expect(panel.getByRole("heading", { level: 3 })).toBeInViewport();
        await expect(panel.getByRole("heading", { name: next.whatNext })).toBeInViewport();
        await expect(panel.getByRole("listitem").first()).toBeInViewport();
        // Nor when the page is scrolled: the toast is in the page's flow, not fixed over it.
        await panel.getByRole("button", { name: next.sendAnother[name] }).scrollIntoViewIfNeeded();
        expect(overlap(await box(toast), await box(panel))).toBe(false);
        await expectNoViolations(page);
      });
    }
  });
}
