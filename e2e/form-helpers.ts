import type { Page, Request, Route } from "@playwright/test";
import { FUNCTION_PATH } from "../supabase/functions/_shared/endpoint.mjs";

export const FUNCTION_URL = `**${FUNCTION_PATH}`;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const forms = {
  referral: {
    path: "/referrals",
    submit: "Submit Referral",
    success: "Referral Submitted Successfully!",
    async fill(page: Page) {
      await page.getByLabel("Your name").fill("Dana Whitfield");
      await page.getByLabel("Organization").fill("Sharp Memorial Hospital");
      // Exact: the family contact's "Contact phone" is a phone field of this form too.
      await page.getByRole("textbox", { name: "Phone", exact: true }).fill("(858) 555-0142");
      await page.getByLabel("E-mail").fill("dana.whitfield@example.com");
      await page.getByLabel("Patient / client name").fill("Harold Jensen");
      await page.getByRole("checkbox", { name: "Companionship" }).check();
      await page.getByRole("checkbox", { name: "Meal Preparation" }).check();
      await page.getByLabel("Additional notes").fill("Discharge planned Friday.\nDaughter lives nearby.");
    },
    expected: {
      referrerName: "Dana Whitfield",
      referrerOrganization: "Sharp Memorial Hospital",
      referrerPhone: "(858) 555-0142",
      referrerEmail: "dana.whitfield@example.com",
      clientName: "Harold Jensen",
      clientNeeds: ["companionship", "meals"],
      additionalNotes: "Discharge planned Friday.\nDaughter lives nearby.",
      // The optional planning fields, left empty by `fill` (e2e/confirmation.spec.ts fills them).
      startDate: "",
      urgency: "",
      payer: "",
      clientZip: "",
      preferredLanguage: "",
      familyContact: { name: "", phone: "" },
      // The referrer's own reference, optional and left empty (e2e/planner.spec.ts fills it).
      ownReference: "",
      type: "referral",
      honeypot: "",
      locale: "en",
    },
    firstField: "Your name",
    /** Empty and focused after "Send another": the referrer's own details stay (e2e/intake-path.spec.ts). */
    nextField: "Patient / client name",
    sendAnother: "Send another referral",
  },
  consultation: {
    path: "/contact",
    submit: "Request Free Consultation",
    success: "Consultation Request Submitted!",
    async fill(page: Page) {
      await page.getByLabel("First name").fill("Maria");
      await page.getByLabel("Last name").fill("Gonzalez");
      await page.getByLabel("Phone").fill("858-555-0177");
      await page.getByLabel("E-mail").fill("maria@example.com");
      await page.getByLabel("Type of care").selectOption({ label: "Companionship" });
      await page.getByLabel("When is care needed?").selectOption({ label: "Within a week" });
      await page.getByLabel("Tell us about your needs").fill("My father lives alone and would love company.");
    },
    expected: {
      firstName: "Maria",
      lastName: "Gonzalez",
      email: "maria@example.com",
      phone: "858-555-0177",
      careType: "companionship",
      urgency: "week",
      message: "My father lives alone and would love company.",
      // The optional answers about the call, left empty.
      zip: "",
      neededBy: "",
      bestTime: "",
      relationship: "",
      type: "consultation",
      honeypot: "",
      locale: "en",
    },
    firstField: "First name",
    nextField: "First name",
    sendAnother: "Send another request",
  },
  application: {
    path: "/careers",
    submit: "Submit Application",
    success: "Application Submitted!",
    async fill(page: Page) {
      await page.getByLabel("First name").fill("Ana");
      await page.getByLabel("Last name").fill("Reyes");
      await page.getByLabel("E-mail").fill("ana.reyes@example.com");
      await page.getByLabel("Phone").fill("+1 858 555 0188");
      await page.getByRole("combobox", { name: "Position" }).selectOption({ label: "Certified Caregiver" });
      await page.getByLabel("Your experience").fill("Five years as a CNA.");
      await page.getByLabel("Why do you want to join VitalHealth?").fill("I love this work.");
    },
    expected: {
      firstName: "Ana",
      lastName: "Reyes",
      email: "ana.reyes@example.com",
      phone: "+1 858 555 0188",
      position: "caregiver",
      // The optional answers left as they were: no box ticked, nothing typed.
      availability: [],
      areas: "",
      driving: [],
      hcaNumber: "",
      languages: "",
      experience: "Five years as a CNA.",
      motivation: "I love this work.",
      type: "application",
      honeypot: "",
      locale: "en",
    },
    firstField: "First name",
    nextField: "First name",
    sendAnother: "Send another application",
  },
} as const;

export type FormName = keyof typeof forms;

/** Answers the function with `reply` and records every request body. */
export async function answerFunction(page: Page, reply: (route: Route, req: Request) => Promise<void> | void) {
  const bodies: Record<string, unknown>[] = [];
  await page.route(FUNCTION_URL, async (route, req) => {
    if (req.method() === "POST") bodies.push(req.postDataJSON());
    await reply(route, req);
  });
  return bodies;
}

/** Three submits in the last 30 s, as the browser's rate limiter records them (once per test, not on reload). */
export async function seedThreeRecentSubmits(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      const now = Date.now();
      localStorage.setItem("form_submissions", JSON.stringify([now - 30_000, now - 20_000, now - 10_000]));
      sessionStorage.setItem("seeded", "1");
    }
  });
}

export const ok = (route: Route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' });

/** The confirmation panel that replaces a form after a success (components/form/confirmation-panel.tsx). */
export const panel = (page: Page) => page.getByRole("main").getByRole("status").filter({ has: page.getByRole("button", { name: /^Send another/ }) });

/** The visible toast with this text (not Radix's screen-reader announcement copy). */
export const toast = (page: Page, text: string) => page.locator("[data-variant]").filter({ hasText: text }).first();

/** A field's accessible description holding this message (after the screen-reader-only "Error:", and any hint). */
export const describedWith = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
