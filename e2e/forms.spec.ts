import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { locales } from "../content/copy";
import { formCopy as enForm } from "../content/forms";
import { formCopy as esForm } from "../content/es/forms";
import { localeHref, publicRoutes } from "../lib/routes.mjs";
import { firstLoad, pages } from "../scripts/first-load.mjs";
import { messages } from "../supabase/functions/_shared/schemas.ts";
import { LIVE } from "../lib/held-submit.mjs";
import { expect, pageData, pageIsLive, RUNTIME_CHUNKS, test } from "./fixtures";
import { answerFunction, describedWith, forms, ok, panel, seedThreeRecentSubmits, toast, UUID, type FormName } from "./form-helpers";

for (const name of Object.keys(forms) as FormName[]) {
  const f = forms[name];

  test.describe(`${name} form`, () => {
    test("sends the exact payload, shows its toast and, after the confirmation, an empty form", async ({ page }) => {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const bodies = await answerFunction(page, async (route) => {
        await held;
        await ok(route);
      });
      await page.goto(f.path);
      await f.fill(page);
      const button = page.getByRole("button", { name: f.submit });
      await button.click();
      const waiting = page.getByRole("button", { name: "Submitting..." });
      await expect(waiting).toBeDisabled();
      // Keyboard and screen-reader users keep their place while the form is sent.
      await expect(waiting).toBeFocused();
      release();
      await expect(toast(page, f.success)).toBeVisible();
      expect(bodies).toHaveLength(1);
      const { submissionId, ...rest } = bodies[0];
      expect(rest).toEqual(f.expected);
      expect(submissionId).toMatch(UUID);
      await panel(page).getByRole("button", { name: f.sendAnother }).click();
      await expect(page.getByLabel(f.nextField)).toHaveValue("");
      await expect(button).toBeEnabled();
    });

    const failures = {
      "an error field": { status: 200, body: { error: "Our inbox is full, please call us." }, text: "Our inbox is full, please call us." },
      "an HTTP 500": { status: 500, body: { error: "Something broke on our side." }, text: "Something broke on our side." },
      "a network failure": { status: 0, body: null, text: "There was an error submitting your form. Please try again or call us directly." },
    };
    for (const [label, failure] of Object.entries(failures)) {
      test(`${label} shows "Submission Failed" and keeps the values`, async ({ page, isMobile }) => {
        test.skip(isMobile, "failure handling does not depend on the device; the phone runs the happy path");
        const bodies = await answerFunction(page, (route) =>
          failure.status === 0
            ? route.abort("connectionrefused")
            : route.fulfill({ status: failure.status, contentType: "application/json", body: JSON.stringify(failure.body) }),
        );
        await page.goto(f.path);
        await f.fill(page);
        await page.getByRole("button", { name: f.submit }).click();
        const failed = toast(page, "Submission Failed");
        await expect(failed).toBeVisible();
        await expect(failed).toContainText(failure.text);
        await expect(failed).toHaveAttribute("data-variant", "destructive");
        expect(bodies).toHaveLength(1);
        await expect(page.getByLabel(f.firstField)).not.toHaveValue("");
        // A retry of the same filled form carries the same submissionId (exactly-once on the backend).
        await page.getByRole("button", { name: f.submit }).click();
        await expect.poll(() => bodies.length).toBe(2);
        expect(bodies[1].submissionId).toBe(bodies[0].submissionId);
      });
    }

    test("what a visitor typed before the page's JavaScript arrived is kept and sent", async ({ context, isMobile }) => {
      test.skip(isMobile, "hydration does not depend on the device");
      // A page of its own, without the fixture's wait for hydration: the runtime is held back while the visitor types.
      const page = await context.newPage();
      const bodies = await answerFunction(page, ok);
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route(RUNTIME_CHUNKS, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(f.path, { waitUntil: "domcontentloaded" });
      await f.fill(page);
      release();
      await pageIsLive(page);
      await page.getByRole("button", { name: f.submit }).click();
      await expect(toast(page, f.success)).toBeVisible();
      expect(bodies).toHaveLength(1);
      const { submissionId, ...rest } = bodies[0];
      expect(rest).toEqual(f.expected);
      expect(submissionId).toMatch(UUID);
    });

    // The form hydrates after the page: in a pass of its own (components/hydrate-later.tsx), or
    // once its code has come (components/near-island.tsx). A click in it makes React hydrate it at
    // once; a submit with no click or keystroke first (requestSubmit) does not, and the loader's
    // guard holds it until the form itself is live (<form data-live>).
    for (const how of ["click", "requestSubmit"] as const) {
      test(`a submit (${how}) the moment the page goes live, before the form has hydrated, never sends the fields in the URL`, async ({ page, isMobile }) => {
        test.skip(isMobile, "hydration does not depend on the device");
        await actWhenPageGoesLive(page, how === "click" ? 'main form button[type="submit"]' : "main form", how);
        await page.goto(f.path);
        await expect.poll(() => moment(page)).toEqual({ formWasLive: false, submits: [true] });
        expect(new URL(page.url()).search).toBe("");
        if (how === "requestSubmit") await page.getByRole("button", { name: f.submit }).click();
        await expect(page.getByLabel(f.firstField)).toBeFocused();
        await expect(page.getByLabel(f.firstField)).toHaveAttribute("aria-invalid", "true");
      });
    }

    test("a 4th submit within 60 s shows Too Many Requests and sends nothing", async ({ page, isMobile }) => {
      test.skip(isMobile, "the limit does not depend on the device");
      await seedThreeRecentSubmits(page);
      const bodies = await answerFunction(page, ok);
      await page.goto(f.path);
      await f.fill(page);
      await page.getByRole("button", { name: f.submit }).click();
      await expect(toast(page, "Too Many Requests")).toBeVisible();
      await expect(toast(page, "Too Many Requests")).toContainText("Please wait a moment before submitting another form.");
      expect(bodies).toHaveLength(0);
      await expect(page.getByLabel(f.firstField)).not.toHaveValue("");
    });

    test("an empty submit explains each mistake, focuses the first and sends nothing", async ({ page }) => {
      const bodies = await answerFunction(page, ok);
      await page.goto(f.path);
      await page.getByRole("button", { name: f.submit }).click();
      const first = page.getByLabel(f.firstField);
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute("aria-invalid", "true");
      const describedBy = await first.getAttribute("aria-describedby");
      expect(describedBy).toBeTruthy();
      await expect(page.locator(`#${describedBy!.split(" ").pop()}`)).toContainText("Please enter");
      expect(bodies).toHaveLength(0);
    });
  });
}

test("the limit is shared: three forms submitted, the fourth is refused", async ({ page, isMobile }) => {
  test.skip(isMobile, "the limit does not depend on the device");
  const bodies = await answerFunction(page, ok);
  for (const name of ["consultation", "application", "referral"] as const) {
    await page.goto(forms[name].path);
    await forms[name].fill(page);
    await page.getByRole("button", { name: forms[name].submit }).click();
    await expect(toast(page, forms[name].success)).toBeVisible();
  }
  await panel(page).getByRole("button", { name: forms.referral.sendAnother }).click();
  await forms.referral.fill(page);
  await page.getByRole("button", { name: forms.referral.submit }).click();
  await expect(toast(page, "Too Many Requests")).toBeVisible();
  expect(bodies).toHaveLength(3);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("form_submissions") ?? "null"));
  expect(stored).toHaveLength(3);
  stored.forEach((t: unknown) => expect(typeof t).toBe("number"));
});

test("an empty Contact form says 'a phone or an e-mail' together with the other mistakes, on the first submit", async ({ page }) => {
  const bodies = await answerFunction(page, ok);
  await page.goto("/contact");
  await page.getByRole("button", { name: forms.consultation.submit }).click();
  await expect(page.getByLabel("First name")).toBeFocused();
  const mistakes: [string, string][] = [
    ["First name", messages.required.firstName],
    ["Last name", messages.required.lastName],
    ["Phone", messages.contactWay],
    ["Type of care", messages.careType],
    ["When is care needed?", messages.urgency],
  ];
  for (const [label, message] of mistakes) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(describedWith(message));
  }
  await expect(page.getByText(messages.contactWay)).toBeVisible();
  expect(bodies).toHaveLength(0);
});

test("a referral with no care need says so and sends nothing", async ({ page }) => {
  const bodies = await answerFunction(page, ok);
  await page.goto("/referrals");
  await forms.referral.fill(page);
  for (const need of ["Companionship", "Meal Preparation"]) await page.getByRole("checkbox", { name: need }).uncheck();
  await page.getByRole("button", { name: "Submit Referral" }).click();
  await expect(page.getByText("Please select at least one care need.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Companionship" })).toBeFocused();
  expect(bodies).toHaveLength(0);
});

test("a referral carries the chosen document as a base64 attachment", async ({ page }) => {
  const bodies = await answerFunction(page, ok);
  await page.goto("/referrals");
  await forms.referral.fill(page);
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  await page.getByLabel("Discharge document").setInputFiles({ name: "discharge-summary.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(page.getByText("discharge-summary.pdf")).toBeVisible();
  await page.getByRole("button", { name: "Submit Referral" }).click();
  await expect(toast(page, forms.referral.success)).toBeVisible();
  expect(bodies[0].attachment).toEqual({ filename: "discharge-summary.pdf", contentType: "application/pdf", content: pdf.toString("base64") });
  expect(bodies[0]).not.toHaveProperty("dischargeFile");
  await panel(page).getByRole("button", { name: forms.referral.sendAnother }).click();
  await expect(page.getByLabel("Discharge document")).toBeVisible();
  await expect(page.getByText("discharge-summary.pdf")).toHaveCount(0);
});

test("a wrong document type is refused with a message and can be replaced or removed", async ({ page, isMobile }) => {
  test.skip(isMobile, "file checks do not depend on the device");
  await page.goto("/referrals");
  const input = page.getByLabel("Discharge document");
  // As a visitor reaches it (a tap or Tab before the file dialog): the form fetches its code then.
  await input.focus();
  await expect(page.locator("main form")).toHaveAttribute(LIVE, "");
  await input.setInputFiles({ name: "animation.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(page.getByText(messages.attachment.type)).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("notes.txt")).toBeVisible();
  await page.getByRole("button", { name: "Remove notes.txt" }).click();
  await expect(page.getByText("notes.txt")).toHaveCount(0);
  await expect(input).toBeFocused();
});

test("Apply the moment the page goes live selects the position without reloading the page", async ({ page }) => {
  // The Apply links work before the form has hydrated (they live outside its boundary).
  await actWhenPageGoesLive(page, 'a[data-position="coordinator"]', "click");
  await page.goto("/careers");
  await expect.poll(() => moment(page)).toEqual({ formWasLive: false, submits: [] });
  await expect(page.getByRole("combobox", { name: "Position" })).toHaveValue("coordinator");
  await expect(page.getByLabel("First name")).toBeFocused();
  expect(new URL(page.url()).search).toBe("");
  await positionReachedTheForm(page);
});

test("Apply on an open position selects it in the application form", async ({ page }) => {
  await page.goto("/careers");
  await page.getByRole("link", { name: "View Open Positions" }).click();
  await page.getByRole("link", { name: "Apply for Care Coordinator" }).click();
  await expect(page.getByRole("combobox", { name: "Position" })).toHaveValue("coordinator");
  await expect(page.getByLabel("First name")).toBeFocused();
  await positionReachedTheForm(page);
});

/** The form itself (react-hook-form), not only the select, has the position: a submit does not flag it. */
async function positionReachedTheForm(page: Page) {
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("combobox", { name: "Position" })).toHaveAttribute("aria-invalid", "false");
}

type Moment = { formWasLive: boolean | null; submits: boolean[] };

/**
 * The moment <html data-hydrated> appears, clicks `selector` or calls requestSubmit() on it, and
 * records whether the page's form was live (React's) then, and whether each submit was prevented.
 */
async function actWhenPageGoesLive(page: Page, selector: string, how: "click" | "requestSubmit") {
  await page.addInitScript(
    ([selector, how]) => {
      const record: Moment = { formWasLive: null, submits: [] };
      (window as unknown as { moment: Moment }).moment = record;
      // Bubbling to window: after the loader's guard and React's listener on the document.
      window.addEventListener("submit", (e) => record.submits.push(e.defaultPrevented));
      new MutationObserver((_, observer) => {
        observer.disconnect();
        record.formWasLive = document.querySelector("main form")!.hasAttribute("data-live");
        const target = document.querySelector<HTMLElement>(selector)!;
        if (how === "click") target.click();
        else (target as HTMLFormElement).requestSubmit();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    },
    [selector, how] as const,
  );
}

const moment = (page: Page) => page.evaluate(() => (window as unknown as { moment: Moment }).moment);

test("a whole referral filed with the keyboard alone", async ({ page, isMobile }) => {
  test.skip(isMobile, "a keyboard is a desktop affair");
  const bodies = await answerFunction(page, ok);
  await page.goto("/referrals");
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (await page.getByRole("link", { name: "Submit a Referral Now" }).evaluate((el) => el === document.activeElement)) break;
  }
  await page.keyboard.press("Enter");
  const typeNext = async (text: string) => {
    await page.keyboard.press("Tab");
    await page.keyboard.type(text);
  };
  await typeNext("Dana Whitfield");
  await expect(page.getByLabel("Your name")).toHaveValue("Dana Whitfield");
  await typeNext("Sharp Memorial Hospital");
  await typeNext("8585550142");
  await typeNext("dana@example.com");
  await typeNext("Harold Jensen");
  await page.keyboard.press("Tab"); // Companionship
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab"); // Respite Care
  await page.keyboard.press("Space");
  for (let i = 0; i < 8; i++) await page.keyboard.press("Tab"); // past the other seven needs
  // Through the optional planning group (the date's parts, the lists, ZIP, language, contact), to the notes.
  const notes = page.getByLabel("Additional notes");
  for (let i = 0; i < 20 && !(await notes.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(notes).toBeFocused();
  await page.keyboard.type("Keyboard only.");
  await page.keyboard.press("Tab"); // document input
  await typeNext("SHARP-2231"); // her own reference
  await expect(page.getByLabel(enForm.referral.labels.ownReference)).toHaveValue("SHARP-2231");
  await page.keyboard.press("Tab"); // remember my details (left unticked)
  await page.keyboard.press("Tab"); // submit
  await expect(page.getByRole("button", { name: "Submit Referral" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, forms.referral.success)).toBeVisible();
  expect(bodies[0]).toMatchObject({ referrerPhone: "8585550142", clientNeeds: ["companionship", "respite"], additionalNotes: "Keyboard only.", ownReference: "SHARP-2231" });
});

test("before React is live, a submit neither reloads the page nor puts the fields in the URL", async ({ context, isMobile }) => {
  test.skip(isMobile, "the guard does not depend on the device");
  // A page of its own, without the fixture's wait for hydration: here the runtime never arrives.
  const page = await context.newPage();
  await page.route(RUNTIME_CHUNKS, (route) => route.abort());
  await page.goto("/contact");
  await page.getByLabel("First name").fill("Maria");
  await page.getByLabel("Tell us about your needs").fill("My father lives alone.");
  await page.getByRole("button", { name: "Request Free Consultation" }).click();
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe("");
  await expect(page.getByLabel("First name")).toHaveValue("Maria");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
});

test.describe("a form page's scripts", () => {
  // Each page holds its own language's form words (components/form/form-words.ts) as its data, given by the
  // server: in the HTML, not in the scripts. The other language's would be bytes every visitor downloads
  // and never reads.
  const words = { en: enForm, es: esForm } as const;
  const formPages = publicRoutes.filter((route) => ["/contact", "/referrals", "/careers"].includes(route));
  for (const locale of locales) {
    const other = locales.find((l) => l !== locale)!;
    for (const route of formPages.map((r) => localeHref(locale, r))) {
      test(`${route}: its own language's form words in its data, none in its scripts, and not the other's`, async () => {
        const code = (await Promise.all(firstLoad("out", pages[route]).scripts.map((src) => readFile(path.join("out", src), "utf8")))).join("\n");
        const html = await pageData(pages[route]);
        // A toast's words are only in the data: the page shows them after a send.
        for (const sample of [words[locale].requiredNote, words[locale].honeypotLabel, words[locale].toasts.failed.fallback]) {
          expect(html).toContain(sample);
          expect(code).not.toContain(sample);
        }
        for (const sample of [words[other].requiredNote, words[other].honeypotLabel]) {
          expect(html).not.toContain(sample);
          expect(code).not.toContain(sample);
        }
      });
    }
  }
});
