/**
 * The intake desk through `npm start`, as the agency's owner uses it: the printed link opens the
 * queue; a referral sent from /referrals with its document appears, after the forms already overdue;
 * the record shows labels, its document downloads byte for byte; declining it with a reason puts a
 * status e-mail for the referrer in the outbox. Without the link's token, or from another computer,
 * the desk shows nothing. axe at each step, at the project's width (390 and 1280 px).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { expect, type Page, test } from "@playwright/test";
import { firstLoad, pages } from "../scripts/first-load.mjs";
import { expectNoViolations } from "./axe";
import { forms, panel } from "./form-helpers";
import { postForm, startLocalServer } from "./local-server";

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const LINK = /Intake desk \(works once, on this computer only\): (http:\/\/\S+)/;
const NEXT_LINK = /The desk link was used\. The next one \(works once, on this computer\): (http:\/\/\S+)/g;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

type Server = Awaited<ReturnType<typeof startLocalServer>>;
let server: Server;
/** The two forms made overdue before the desk opens: by three hours, then by one. */
const overdue: string[] = [];

/** This machine's first address that is not loopback (the desk must refuse it). */
function otherAddress(): string {
  const found = Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === "IPv4" && !a.internal)?.address;
  if (!found) throw new Error("this machine has no non-loopback IPv4 address to try the desk from");
  return found;
}

/** The newest desk link npm start printed. */
function latestLink(): string {
  const used = [...server.log().matchAll(NEXT_LINK)];
  return used.length > 0 ? used[used.length - 1][1] : server.log().match(LINK)![1];
}

test.beforeAll(async () => {
  // Listening on every address, so that the test can come from one that is not loopback.
  const outbox = mkdtempSync(path.join(os.tmpdir(), "vh-desk-outbox-"));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vh-desk-data-"));
  server = await startLocalServer({ outbox, dataDir, env: { HOST: "0.0.0.0" } });
  const { port, functionPort } = server;
  for (const body of [
    { type: "consultation", firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", phone: "", careType: "personal", urgency: "week", message: "", honeypot: "", submissionId: randomUUID() },
    { type: "application", firstName: "Lee", lastName: "Park", email: "lee@example.com", phone: "(858) 555-0199", position: "caregiver", experience: "", motivation: "", honeypot: "", submissionId: randomUUID() },
  ]) {
    const res = await postForm(port, body);
    expect(res.status).toBe(200);
    overdue.push(res.body.reference);
  }
  // Make them overdue in the store, as the next morning would: npm start holds it, so stop it first.
  await server.stop();
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  await db.query("update public.form_submissions set reply_due_at = now() - interval '3 hours' where reference = $1", [overdue[0]]);
  await db.query("update public.form_submissions set reply_due_at = now() - interval '1 hour' where reference = $1", [overdue[1]]);
  await db.close();
  server = await startLocalServer({ outbox, dataDir, port, functionPort, env: { HOST: "0.0.0.0" } });
});

test.afterAll(async () => {
  await server?.stop();
  // Folders given to startLocalServer are the caller's to remove.
  rmSync(server.outbox, { recursive: true, force: true });
  rmSync(server.dataDir, { recursive: true, force: true });
});

const queueReferences = (page: Page) => page.getByRole("table").getByRole("rowheader").getByRole("button");
/** Each row's button reads "Open VH-…" to a screen reader, "VH-…" on screen. */
const opening = (references: string[]) => references.map((r) => `Open ${r}`);

test("without the link's token, or from another computer, the desk shows nothing", async ({ page }) => {
  await page.goto(`http://localhost:${server.port}/desk`);
  await expect(page.getByRole("heading", { name: "Open the desk from its link" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectNoViolations(page);

  // The valid link, opened from this machine's other address: refused, and the token not spent.
  const link = new URL(latestLink());
  await page.goto(`http://${otherAddress()}:${server.port}/desk${link.hash}`);
  await expect(page.getByRole("heading", { name: "Open the desk from its link" })).toBeVisible();
  await expect(page.getByText(/only on the computer that runs npm start/)).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  const call = await page.request.post(`http://${otherAddress()}:${server.port}/rest/v1/rpc/desk_queue`, { data: {} });
  expect(call.status()).toBe(403);
  expect(latestLink()).toBe(link.href);
});

test("the printed link opens the queue; a referral with a document appears after the overdue forms; its record; a decline e-mails the referrer", async ({ page, context }) => {
  const link = latestLink();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: /queue/i })).toBeVisible();
  expect(page.url()).not.toContain("token=");
  await expect(queueReferences(page)).toHaveText(opening(overdue));
  expect(server.log()).toMatch(NEXT_LINK);

  // The same link again: spent.
  const again = await context.newPage();
  await again.goto(link);
  await expect(again.getByRole("heading", { name: "Open the desk from its link" })).toBeVisible();
  await expect(again.getByText(/has been used/)).toBeVisible();

  // A discharge planner sends a referral with its document from the site.
  await again.goto(`http://localhost:${server.port}/referrals`);
  await forms.referral.fill(again);
  await again.getByLabel("Discharge document").setInputFiles({ name: "discharge-summary.pdf", mimeType: "application/pdf", buffer: PDF });
  await again.getByRole("button", { name: forms.referral.submit }).click();
  const reference = (await panel(again).getByText(/VH-[A-Z0-9]{6}/).first().textContent())!.match(/VH-[A-Z0-9]{6}/)![0];
  await again.close();

  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(queueReferences(page)).toHaveText(opening([...overdue, reference]));
  await expect(page.getByRole("row", { name: new RegExp(overdue[0]) })).toContainText(/Overdue by 3 h/);
  await expectNoViolations(page);

  await page.getByRole("button", { name: `Open ${reference}` }).click();
  await expect(page.getByRole("heading", { name: new RegExp(reference) })).toBeFocused();
  await expect(page.getByText("Harold Jensen")).toBeVisible();
  await expect(page.getByText("Meal Preparation")).toBeVisible();
  await expect(page.getByText("Companionship", { exact: true })).toBeVisible();
  await expectNoViolations(page);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: /Download/ }).click()]);
  expect(download.suggestedFilename()).toBe("discharge-summary.pdf");
  expect(Buffer.compare(await readFile(await download.path()), PDF)).toBe(0);

  await page.getByRole("radio", { name: "Declined" }).check();
  await page.getByLabel(/Reason/).selectOption({ label: "Outside our service area" });
  await page.getByRole("button", { name: "Save the status" }).click();
  await expect(page.getByRole("status").filter({ hasText: /referrer/i })).toContainText(/e-mail telling the referrer, in English, is on its way/);
  await expectNoViolations(page);

  // The referrer's status e-mail, in the outbox: their reference, the decline and its reason, no health detail.
  await expect.poll(async () => (await readdir(server.outbox)).filter((f) => f.startsWith("status.")).length).toBe(1);
  const file = (await readdir(server.outbox)).find((f) => f.startsWith("status."))!;
  const mail = JSON.parse(await readFile(path.join(server.outbox, file), "utf8"));
  expect(mail.to).toBe("dana.whitfield@example.com");
  expect(mail.subject).toBe(`We cannot take this referral (${reference})`);
  expect(mail.text).toContain("Reason: Outside our service area");
  expect(JSON.stringify(mail)).not.toMatch(/Harold|Jensen|Meal|Discharge planned|discharge-summary/);
});

test("the desk is noindex, in no sitemap, with its own policy; no public page loads its code", async ({ page, isMobile }) => {
  test.skip(isMobile, "headers and bundles do not depend on the device");
  const res = await page.request.get(`http://localhost:${server.port}/desk`);
  expect(res.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(res.headers()["cache-control"]).toBe("no-store");
  const csp = res.headers()["content-security-policy"];
  expect(csp).toMatch(/^default-src 'none'/);
  expect(csp).toContain("frame-src 'none'");
  expect(csp).not.toContain("calendly");
  expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(await (await page.request.get(`http://localhost:${server.port}/sitemap.xml`)).text()).not.toContain("/desk");

  // Every script a public page loads, first or after paint: none holds the desk's code.
  const publicScripts = new Set(Object.values(pages).flatMap((file) => firstLoad("out", file).scripts));
  const deskOnly = await Promise.all(
    firstLoad("out", "desk.html").scripts.filter((src) => !publicScripts.has(src)).map((src) => readFile(path.join("out", src), "utf8")),
  );
  expect(deskOnly.some((code) => code.includes("desk_queue"))).toBe(true);
  for (const src of publicScripts) expect(await readFile(path.join("out", src), "utf8"), src).not.toContain("desk_queue");
});
