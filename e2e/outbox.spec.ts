import { expect, test } from "./fixtures";
import { FUNCTION_PATH } from "../supabase/functions/_shared/endpoint.mjs";
import { forms, toast, type FormName } from "./form-helpers";
import { outboxMessage } from "./outbox-dir";
import { messageKey } from "../supabase/functions/send-form-email/message-key.ts";

// End to end with the real function behind `npm start` (outbox mode): what the agency receives.
test.describe.configure({ mode: "parallel" });
test.skip(({ isMobile }) => isMobile, "one browser is enough to check delivery");

/** The agency's e-mail about a submission. */
const readMessage = (submissionId: string) => outboxMessage(messageKey.agency(submissionId));

const labelsInMail: Record<FormName, string[]> = {
  referral: ["Dana Whitfield", "Sharp Memorial Hospital", "Harold Jensen", "Companionship", "Meal Preparation", "Daughter lives nearby."],
  consultation: ["Maria", "Gonzalez", "858-555-0177", "Companionship", "Within a week"],
  application: ["Ana", "Reyes", "Certified Caregiver", "Five years as a CNA."],
};
const replyTo: Record<FormName, string> = {
  referral: "dana.whitfield@example.com",
  consultation: "maria@example.com",
  application: "ana.reyes@example.com",
};

for (const name of Object.keys(forms) as FormName[]) {
  test(`a ${name} filled in the browser arrives in the outbox`, async ({ page }) => {
    const f = forms[name];
    await page.goto(f.path);
    await f.fill(page);
    const request = page.waitForRequest((r) => r.url().endsWith(FUNCTION_PATH) && r.method() === "POST");
    await page.getByRole("button", { name: f.submit }).click();
    await expect(toast(page, f.success)).toBeVisible();
    const { submissionId } = (await request).postDataJSON();
    const mail = await readMessage(submissionId);
    expect(mail.replyTo).toBe(replyTo[name]);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    for (const value of labelsInMail[name]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
  });
}

test("a referral's document arrives as the e-mail's attachment, and markup arrives escaped", async ({ page }) => {
  await page.goto("/referrals");
  await forms.referral.fill(page);
  await page.getByLabel("Additional notes").fill('<script>alert("x")</script> & <b>bold</b>');
  const doc = Buffer.from("Discharge summary\nPatient may go home with help.\n");
  await page.getByLabel("Discharge document").setInputFiles({ name: "summary.txt", mimeType: "text/plain", buffer: doc });
  const request = page.waitForRequest((r) => r.url().endsWith(FUNCTION_PATH));
  await page.getByRole("button", { name: "Submit Referral" }).click();
  await expect(toast(page, forms.referral.success)).toBeVisible();
  const mail = await readMessage((await request).postDataJSON().submissionId);
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0].filename).toBe("summary.txt");
  expect(Buffer.from(mail.attachments[0].content, "base64").equals(doc)).toBe(true);
  expect(mail.html).not.toContain("<script>");
  expect(mail.html).toContain("&lt;script&gt;");
  expect(mail.text).toContain('<script>alert("x")</script>');
});

test("a Spanish application's answers and résumé reach the agency labelled in English, the applicant's acknowledgment says the résumé arrived", async ({ page }) => {
  await page.goto("/es/careers");
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await field("Nombre").fill("Ana");
  await field("Apellido").fill("Reyes");
  await field("Correo electrónico").fill("ana.reyes@example.com");
  await field("Teléfono").fill("858 555 0188");
  await page.getByRole("combobox", { name: "Puesto" }).selectOption("caregiver");
  const when = page.getByRole("group", { name: "¿Cuándo puede trabajar?" });
  await when.getByRole("checkbox", { name: "Fines de semana" }).check();
  await when.getByRole("checkbox", { name: "Turnos de noche completa" }).check();
  await page.getByLabel("¿Dónde puede trabajar?").fill("91910, Chula Vista");
  await page.getByLabel("Idiomas que habla").fill("español, inglés");
  await page.getByRole("group", { name: "Cómo llega a casa de los clientes" }).getByRole("checkbox", { name: "Tengo carro propio" }).check();
  await page.getByLabel("Número de registro").fill("857 012 3456");
  const cv = Buffer.from("%PDF-1.7\n% a résumé\n");
  await page.getByLabel("Currículum").setInputFiles({ name: "cv-ana.pdf", mimeType: "application/pdf", buffer: cv });
  const request = page.waitForRequest((r) => r.url().endsWith(FUNCTION_PATH));
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByRole("status", { name: "Recibimos su solicitud" })).toBeVisible();
  const { submissionId } = (await request).postDataJSON();
  const mail = await readMessage(submissionId);
  for (const line of ["Available: Weekends, Overnight shifts", "Areas they can work in: 91910, Chula Vista", "Driving: I have my own car", "Home Care Aide registration (PER ID): 857 012 3456", "Languages spoken: español, inglés"]) {
    expect(mail.text).toContain(line);
  }
  expect(mail.attachments.map((a) => a.filename)).toEqual(["cv-ana.pdf"]);
  expect(Buffer.from(mail.attachments[0].content, "base64").equals(cv)).toBe(true);
  const ack = await outboxMessage(messageKey.acknowledgment(submissionId));
  expect(ack.text).toMatch(/Documento recibido: archivo PDF, 1 KB/);
  expect(ack.attachments).toEqual([]);
  expect(ack.text).not.toContain("cv-ana");
});

test("the local server's function answers bad input with a JSON 400", async ({ request, baseURL }) => {
  const res = await request.post(FUNCTION_PATH, { data: { type: "referral" }, headers: { Origin: new URL(baseURL!).origin } });
  expect(res.status()).toBe(400);
  const json = await res.json();
  expect(typeof json.error).toBe("string");
  expect(json.fields).toHaveProperty("referrerName");
});
