/**
 * The intake through `npm start`, as a maintainer runs it: a referral is a stored record with a
 * reference (`npm run submissions`), kept across a restart, e-mailed once to the agency and once
 * as an acknowledgment; a provider that cannot be reached costs the visitor nothing, and
 * `npm run deliver-pending` sends it once a working provider is configured.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { REFERENCE_PATTERN } from "../supabase/functions/_shared/reference.ts";
import { postForm, sampleReferral, startLocalServer } from "./local-server";

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const run = promisify(execFile);

const referral = sampleReferral;
const post = postForm;

/** `npm run <script> -- <args>` against the given store, as a maintainer types it. */
async function npmRun(script: string, args: string[], env: Record<string, string>) {
  const { stdout } = await run("npm", ["run", "--silent", script, "--", ...args], { env: { ...process.env, ...env }, timeout: 60_000 });
  return stdout;
}

type Listed = { reference: string; type: string; deliveryStatus: string; lastError: string | null; payload: Record<string, unknown> };

test("a referral through npm start: a reference, listed by npm run submissions, kept across a restart, e-mailed once and acknowledged once", async () => {
  const outbox = mkdtempSync(path.join(os.tmpdir(), "vh-intake-outbox-"));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vh-intake-data-"));
  const id = randomUUID();
  let server = await startLocalServer({ outbox, dataDir });
  try {
    const first = await post(server.port, referral(id));
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(["ok", "promise", "reference"]);
    const { reference, promise } = first.body;
    expect(reference).toMatch(REFERENCE_PATTERN);
    // When the reply is due (a 48-hour referral: not urgent), as the confirmation panel states it.
    expect(promise).toMatchObject({ urgent: false, dueAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    // While npm start runs, the command asks it (it holds the embedded store).
    const listed: Listed[] = JSON.parse(await npmRun("submissions", ["--json"], { FORM_DATA_DIR: dataDir }));
    const mine = listed.find((s) => s.reference === reference);
    expect(mine).toMatchObject({ type: "referral", deliveryStatus: "delivered" });
    expect(mine?.payload).toMatchObject({ clientName: "Harold Jensen", urgency: "48h", payer: "va" });

    // Restart npm start on the same folders: the record is still there, the repeat changes nothing.
    await server.stop();
    expect(JSON.parse(await npmRun("submissions", ["--json"], { FORM_DATA_DIR: dataDir })).map((s: Listed) => s.reference)).toContain(reference);
    server = await startLocalServer({ outbox, dataDir });
    const again = await post(server.port, referral(id));
    // The same answer, its promise too: the due time was stored with the form, not worked out again.
    expect(again).toEqual({ status: 200, body: { ok: true, reference, promise } });
    const table = await npmRun("submissions", [], { FORM_DATA_DIR: dataDir });
    expect(table).toContain(`${reference}  referral`);

    // The outbox: the agency's e-mail and the acknowledgment, once each.
    expect(readdirSync(outbox).sort()).toEqual([`${id}.ack.json`, `${id}.json`]);
    const agency = JSON.parse(readFileSync(path.join(outbox, `${id}.json`), "utf8"));
    expect(agency.subject).toContain(reference);
    expect(agency.text).toContain("Harold Jensen"); // full detail: the default in outbox mode
    const ack = JSON.parse(readFileSync(path.join(outbox, `${id}.ack.json`), "utf8"));
    expect(ack.to).toBe("dana.whitfield@example.com");
    expect(ack.text).toContain(reference);
    for (const secret of ["Harold", "Jensen", "diabetes", "walker", "ADL", "Post-Hospital", "VA"]) {
      expect(JSON.stringify(ack), secret).not.toContain(secret);
    }
  } finally {
    await server.stop();
    rmSync(outbox, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a provider that cannot be reached: success with a reference, the row failed; deliver-pending sends it once a working provider is set", async () => {
  const outbox = mkdtempSync(path.join(os.tmpdir(), "vh-intake-outbox-"));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vh-intake-data-"));
  const id = randomUUID();
  // RESEND_API_KEY while the network is unreachable (a closed port stands in for Resend's host).
  const resend = { RESEND_API_KEY: "re_test_unreachable", FORM_TO_EMAIL: "intake@agency.example", FORM_FROM_EMAIL: "forms@agency.example", HTTPS_PROXY: "http://127.0.0.1:9" };
  let server = await startLocalServer({ outbox, dataDir, env: resend });
  try {
    const res = await post(server.port, referral(id));
    expect(res.status).toBe(200);
    const { reference } = res.body;
    expect(reference).toMatch(REFERENCE_PATTERN);
    await server.waitForLog(new RegExp(`"outcome":"stored_delivery_failed".*"reference":"${reference}"`), 30_000);
    await server.stop();
    const failed: Listed[] = JSON.parse(await npmRun("submissions", ["--json"], { FORM_DATA_DIR: dataDir }));
    expect(failed.find((s) => s.reference === reference)).toMatchObject({ deliveryStatus: "failed" });
    expect(failed.find((s) => s.reference === reference)?.lastError).toBeTruthy();
    expect(readdirSync(outbox)).toEqual([]);

    // The provider works again (here: the outbox): deliver-pending, with npm start running.
    server = await startLocalServer({ outbox, dataDir });
    const summary = await npmRun("deliver-pending", [], { FORM_DATA_DIR: dataDir });
    expect(summary).toContain("Delivered 1 submission");
    expect(readdirSync(outbox).sort()).toEqual([`${id}.ack.json`, `${id}.json`]);
    const after: Listed[] = JSON.parse(await npmRun("submissions", ["--json"], { FORM_DATA_DIR: dataDir }));
    expect(after.find((s) => s.reference === reference)).toMatchObject({ deliveryStatus: "delivered" });
    // Once: a second run finds nothing to send.
    expect(await npmRun("deliver-pending", [], { FORM_DATA_DIR: dataDir })).toContain("Delivered 0 submissions");
    expect(readdirSync(outbox)).toHaveLength(2);
  } finally {
    await server.stop();
    rmSync(outbox, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
