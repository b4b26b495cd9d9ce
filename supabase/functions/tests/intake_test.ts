/**
 * The intake's promises, through the handler, on PGlite and on a real PostgreSQL server: the form
 * is a stored record with a reference before any e-mail; a provider outage costs the visitor
 * nothing and is made good later; exactly once, across parallel posts and restarts.
 */
import { promiseAnswer } from "../_shared/reply-due.ts";
import { assert, assertEquals, assertMatch } from "./assert.ts";
import { type Db, postgresDb } from "../send-form-email/db.ts";
import { deliverPending } from "../send-form-email/deliver.ts";
import { createHandler, type HandlerOptions } from "../send-form-email/handler.ts";
import { migrate } from "../send-form-email/migrate.ts";
import { pgliteDb } from "../send-form-email/pglite-db.ts";
import { SubmissionStore } from "../send-form-email/store.ts";
import type { LogEntry, SendResult } from "../send-form-email/types.ts";
import { REFERENCE_PATTERN } from "../_shared/reference.ts";
import { application, baseEnv, callback, consultation, memoryProvider, post, referral, samples } from "./helpers.ts";
import { addDays, agencyToday } from "../_shared/schemas.ts";
import { realPostgresAvailable, startPgServer } from "./pg-server.ts";
import { valid } from "./submitted.ts";

type Opened = { db: Db; store: SubmissionStore };
/** A database for one suite, and a way to open it again as a restarted process would. */
type Database = { open(): Promise<Opened>; done(): Promise<void> };

function handlerOn(store: SubmissionStore, env: Record<string, string> = {}, options: HandlerOptions = {}) {
  const logs: LogEntry[] = [];
  const all: Record<string, string> = { ...baseEnv, OUTBOX_DIR: "/nonexistent-outbox", FORM_ACKNOWLEDGE: "on", ...env };
  const memory = memoryProvider();
  const handler = createHandler({
    env: (n) => all[n],
    logger: (e) => logs.push(e),
    provider: memory.provider,
    store,
    sweepIntervalMs: Infinity,
    ...options,
  });
  return { handler, logs, sent: memory.sent };
}

const rowsOf = async (db: Db, ids: string[]) =>
  (await db.query<{ n: number }>("select count(*)::int as n from public.form_submissions where id = any($1::uuid[])", [ids]))[0].n;

function intakeSuite(name: string, database: () => Promise<Database>, ignore = false) {
  Deno.test({
    name: `intake on ${name}`,
    ignore,
    sanitizeResources: false,
    sanitizeOps: false,
    async fn(t) {
      const base = await database();
      let opened = await base.open();
      const { db, store } = opened;
      try {
        await t.step("a referral: stored, answered with its reference, the agency e-mailed, the referrer acknowledged", async () => {
          const { handler, sent } = handlerOn(store);
          const payload = referral({ attachment: samples.pdf, urgency: "today" });
          const res = await handler(post(payload));
          assertEquals(res.status, 200);
          const body = await res.json();
          assertEquals(Object.keys(body).sort(), ["ok", "promise", "reference"]);
          assertMatch(body.reference, REFERENCE_PATTERN);
          const row = (await store.get(payload.submissionId))!;
          assertEquals([row.reference, row.deliveryStatus, row.attempts], [body.reference, "delivered", 1]);
          assert(row.notifiedAt && row.acknowledgedAt && row.deliveredAt);
          assertEquals(sent.length, 2);
          const [agency, ack] = sent;
          assertEquals(agency.to, "intake@example.com");
          assert(agency.subject.includes(body.reference) && agency.subject.includes("Today"));
          assertEquals(agency.attachments.length, 1);
          assertEquals(ack.to, "dana@example.com");
          assert(ack.text.includes(body.reference) && ack.subject.includes(body.reference));
          for (const secret of ["Robert Client", "stairs", "discharge.pdf", "ADL", "Meal"]) {
            assert(!ack.text.includes(secret) && !ack.html.includes(secret), `the acknowledgment holds ${secret}`);
          }
        });

        await t.step("FORM_ACKNOWLEDGE=off sends no acknowledgment; a phone-only consultation gets none either", async () => {
          const off = handlerOn(store, { FORM_ACKNOWLEDGE: "off" });
          await off.handler(post(referral()));
          assertEquals(off.sent.length, 1);
          const phoneOnly = handlerOn(store);
          const payload = consultation({ email: "" });
          await phoneOnly.handler(post(payload));
          assertEquals(phoneOnly.sent.length, 1);
          assertEquals((await store.get(payload.submissionId))?.deliveryStatus, "delivered");
        });

        await t.step("a callback request: stored as one, due in the consultation's 24 hours, the agency e-mailed, no acknowledgment", async () => {
          const { handler, sent } = handlerOn(store);
          const payload = callback({ locale: "es" });
          const res = await handler(post(payload));
          assertEquals(res.status, 200);
          const { reference } = await res.json();
          const row = (await store.get(payload.submissionId))!;
          assertEquals([row.reference, row.type, row.deliveryStatus], [reference, "callback", "delivered"]);
          assertEquals(row.payload, { ...payload, locale: "es" });
          assert(row.notifiedAt && !row.acknowledgedAt, "notified, never acknowledged");
          const [due] = await db.query<{ hours: number }>(
            "select extract(epoch from reply_due_at - created_at)::int / 3600 as hours from public.form_submissions where id = $1",
            [payload.submissionId],
          );
          assertEquals(Number(due.hours), 24);
          assertEquals(sent.length, 1);
          assertEquals(sent[0].subject, `[Español] Callback request ${reference} · call: Afternoon`);
          assert(sent[0].text.includes("Name: Maria Family\nPhone: (858) 555-0142\n"), sent[0].text);
        });

        await t.step("a consultation's new answers are stored as sent and e-mailed under their labels", async () => {
          const { handler, sent } = handlerOn(store);
          const neededBy = addDays(agencyToday(), 2);
          const payload = consultation({ careType: "discharge", zip: "92103", neededBy, bestTime: "morning", relationship: "spouse" });
          assertEquals((await handler(post(payload))).status, 200);
          const row = (await store.get(payload.submissionId))!;
          assertEquals(row.type, "consultation");
          for (const key of ["careType", "zip", "neededBy", "bestTime", "relationship"] as const) {
            assertEquals((row.payload as Record<string, unknown>)[key], (payload as Record<string, unknown>)[key], key);
          }
          const [agency, ack] = sent;
          for (const line of ["Type of care: Leaving the hospital", "Best time to call: Morning", "Who needs care: My spouse or partner", "ZIP code: 92103"]) {
            assert(agency.text.includes(`${line}\n`), line);
          }
          assert(ack.text.includes("Best time to call: Morning\n") && !ack.text.includes("92103") && !ack.text.includes("Leaving"), ack.text);
        });

        await t.step("applications go to FORM_TO_EMAIL_CAREERS; minimal detail keeps health details out", async () => {
          const careers = handlerOn(store, { FORM_TO_EMAIL: "intake@agency.example", FORM_TO_EMAIL_CAREERS: "jobs@agency.example" });
          await careers.handler(post(application()));
          await careers.handler(post(referral()));
          assertEquals(careers.sent.filter((m) => !m.subject.startsWith("We received")).map((m) => m.to), ["jobs@agency.example", "intake@agency.example"]);
          const minimal = handlerOn(store, { FORM_EMAIL_DETAILS: "minimal", FORM_ACKNOWLEDGE: "off" });
          await minimal.handler(post(referral({ attachment: samples.pdf })));
          const [mail] = minimal.sent;
          for (const secret of ["Robert Client", "stairs", "Dana Planner", "dana@example.com", "ADL"]) assert(!JSON.stringify(mail).includes(secret), secret);
          assertEquals(mail.attachments, []);
          assert(mail.text.includes("Mercy Hospital"));
        });

        await t.step("a provider that fails: success with a reference, the row failed; deliver-pending sends it once it works", async () => {
          let working = false;
          const flaky = (): SendResult => (working ? { ok: true } : { ok: false, reason: "network" });
          const down = handlerOn(store, {}, { provider: memoryProvider(flaky).provider });
          const payload = referral();
          const res = await down.handler(post(payload));
          assertEquals(res.status, 200);
          const { reference } = await res.json();
          assertMatch(reference, REFERENCE_PATTERN);
          assertEquals(down.logs.at(-1)?.outcome, "stored_delivery_failed");
          let row = (await store.get(payload.submissionId))!;
          assertEquals([row.deliveryStatus, row.lastError, row.notifiedAt], ["failed", "network", null]);

          // The stand-in provider works again: `npm run deliver-pending` (forced) delivers it.
          working = true;
          const standIn = memoryProvider();
          const later = handlerOn(store, {}, { provider: standIn.provider });
          const summary = await later.handler.deliverPending({ force: true });
          assert(summary.delivered >= 1 && summary.failed.length === 0, JSON.stringify(summary));
          const mine = standIn.sent.filter((m) => m.subject.includes(reference));
          assertEquals(mine.length, 2); // the agency's e-mail and the acknowledgment, once each
          row = (await store.get(payload.submissionId))!;
          assertEquals([row.deliveryStatus, row.attempts], ["delivered", 2]);
          // Run again: nothing left to send.
          assertEquals(await later.handler.deliverPending({ force: true }), { delivered: 0, failed: [] });
          assertEquals(standIn.sent.filter((m) => m.subject.includes(reference)).length, 2);
        });

        await t.step("a scheduled call with FORM_DELIVERY_SECRET sends what is due; a wrong or missing secret is refused", async () => {
          const secret = "s3cret-".repeat(5);
          const down = handlerOn(store, { FORM_DELIVERY_SECRET: secret }, { provider: memoryProvider(() => ({ ok: false, reason: "network" })).provider });
          const payload = referral();
          await down.handler(post(payload));
          const cron = handlerOn(store, { FORM_DELIVERY_SECRET: secret }, { retryBaseSeconds: 0 });
          const call = (value: string) =>
            cron.handler(new Request("http://127.0.0.1/functions/v1/send-form-email", { method: "POST", headers: { "X-Deliver-Pending": value } }));
          for (const wrong of ["", "guess", secret.slice(0, -1), secret + "x"]) {
            const refused = await call(wrong);
            assertEquals(refused.status, 403, JSON.stringify(wrong));
            await refused.body?.cancel();
          }
          assertEquals((await store.get(payload.submissionId))?.deliveryStatus, "failed");
          const res = await call(secret);
          assertEquals(res.status, 200);
          const body = await res.json();
          assertEquals([body.ok, body.failed], [true, 0]);
          assert(body.delivered >= 1, JSON.stringify(body));
          assertEquals((await store.get(payload.submissionId))?.deliveryStatus, "delivered");
          // Without a secret configured, nobody can trigger it.
          const none = handlerOn(store);
          const r = await none.handler(new Request("http://127.0.0.1/x", { method: "POST", headers: { "X-Deliver-Pending": secret } }));
          assertEquals(r.status, 403);
          await r.body?.cancel();
        });

        await t.step("a sweep sends at most its share, leaving the other rows as they were", async () => {
          const down = handlerOn(store, { FORM_ACKNOWLEDGE: "off" }, { provider: memoryProvider(() => ({ ok: false, reason: "network" })).provider });
          for (let i = 0; i < 3; i++) await down.handler(post(consultation()));
          const failed = async () => (await db.query<{ n: number }>("select count(*)::int as n from public.form_submissions where delivery_status = 'failed'"))[0].n;
          const before = await failed();
          assert(before >= 3);
          const memory = memoryProvider();
          const ctx = {
            store,
            provider: memory.provider,
            config: { toEmail: "a@example.com", toEmailCareers: "a@example.com", fromEmail: "f@example.com", details: "full" as const, acknowledge: false },
            recordLocation: "here",
          };
          const summary = await deliverPending(ctx, { force: true, max: 1, batch: 20 });
          assertEquals(summary, { delivered: 1, failed: [] });
          assertEquals(memory.sent.length, 1);
          // Only the one row was claimed: none left "sending" by a claim that was never worked.
          assertEquals(await failed(), before - 1);
          const [sending] = await db.query<{ n: number }>("select count(*)::int as n from public.form_submissions where delivery_status = 'sending'");
          assertEquals(sending.n, 0);
        });

        await t.step("half delivered (agency sent, acknowledgment failed): the retry sends only the acknowledgment", async () => {
          let calls = 0;
          const ackFails = (): SendResult => (++calls === 2 ? { ok: false, reason: "provider_status", providerStatus: 503 } : { ok: true });
          const first = handlerOn(store, {}, { provider: memoryProvider(ackFails).provider });
          const payload = referral();
          await first.handler(post(payload));
          const half = (await store.get(payload.submissionId))!;
          assertEquals([half.deliveryStatus, half.lastError, half.acknowledgedAt], ["failed", "provider_status 503", null]);
          assert(half.notifiedAt !== null, "the agency's e-mail is recorded with the failed attempt");
          const retry = handlerOn(store);
          await retry.handler.deliverPending({ force: true });
          const reference = (await store.get(payload.submissionId))!.reference;
          const mine = retry.sent.filter((m) => m.subject.includes(reference));
          assertEquals(mine.map((m) => m.subject), [`We received your referral (${reference})`]);
          assertEquals((await store.get(payload.submissionId))?.deliveryStatus, "delivered");
        });

        await t.step("later requests retry what failed, in the background", async () => {
          let working = false;
          const provider = memoryProvider(() => (working ? { ok: true } : { ok: false, reason: "network" }));
          const background: Promise<unknown>[] = [];
          const { handler, logs } = handlerOn(store, { FORM_ACKNOWLEDGE: "off" }, {
            provider: provider.provider,
            sweepIntervalMs: 0,
            retryBaseSeconds: 0,
            waitUntil: (p) => void background.push(p),
          });
          const failed = referral();
          await handler(post(failed));
          await Promise.all(background);
          working = true;
          await handler(post(consultation()));
          await Promise.all(background);
          assertEquals((await store.get(failed.submissionId))?.deliveryStatus, "delivered");
          assert(logs.some((l) => l.outcome === "retried"), JSON.stringify(logs.map((l) => l.outcome)));
        });

        await t.step("a row whose insert outlived its request (a 503 after a slow commit) is delivered when the form is sent again", async () => {
          const payload = referral();
          const saved = await store.save(valid(payload)); // committed; nobody delivered it
          const { reference } = saved;
          const { handler, sent, logs } = handlerOn(store);
          const body = await (await handler(post(payload))).json();
          // The first request's reference and promise, as the row holds them.
          assertEquals(body, { ok: true, reference, promise: promiseAnswer(valid(payload), saved.receivedAt, saved.replyDueAt) });
          assertEquals(logs.at(-1)?.outcome, "sent");
          assertEquals(sent.length, 2);
          assertEquals((await store.get(payload.submissionId))?.deliveryStatus, "delivered");
        });

        await t.step("40 parallel posts: 40 rows, 40 different references, 40 agency e-mails", async () => {
          const { handler, sent } = handlerOn(store, { FORM_ACKNOWLEDGE: "off" });
          const payloads = Array.from({ length: 40 }, (_, i) => (i % 2 ? referral() : application()));
          const bodies = await Promise.all(payloads.map((p) => handler(post(p)).then((r) => r.json())));
          assertEquals(new Set(bodies.map((b) => b.reference)).size, 40);
          assert(bodies.every((b) => REFERENCE_PATTERN.test(b.reference)));
          assertEquals(await rowsOf(db, payloads.map((p) => p.submissionId)), 40);
          assertEquals(sent.length, 40);
        });

        await t.step("the same form posted 5 times at once: one row, one reference, one e-mail each", async () => {
          const { handler, sent } = handlerOn(store);
          const payload = referral();
          const bodies = await Promise.all(Array.from({ length: 5 }, () => handler(post(payload)).then((r) => r.json())));
          assertEquals(new Set(bodies.map((b) => b.reference)).size, 1);
          assertEquals(await rowsOf(db, [payload.submissionId]), 1);
          assertEquals(sent.length, 2);
        });

        await t.step("exactly once across a restart: a new process on the same database answers the same reference and sends nothing", async () => {
          const payload = referral();
          const before = handlerOn(store);
          const { reference } = await (await before.handler(post(payload))).json();
          // The process stops (its database handle closes), and a new one starts.
          await db.close();
          opened = await base.open();
          const after = handlerOn(opened.store);
          const again = await (await after.handler(post(payload))).json();
          assertEquals({ ok: again.ok, reference: again.reference }, { ok: true, reference });
          assertEquals(after.sent.length, 0);
          assertEquals(after.logs.at(-1)?.outcome, "duplicate");
          assertEquals(await rowsOf(opened.db, [payload.submissionId]), 1);
        });
      } finally {
        await opened.db.close().catch(() => {/* closed by the restart step already */});
        await base.done();
      }
    },
  });
}

intakeSuite("PGlite (embedded), restarted from its folder", async () => {
  const dir = await Deno.makeTempDir({ prefix: "vh-intake-" });
  // One open PGlite per folder at a time: the restart step closes the first before opening again.
  const open = async (): Promise<Opened> => {
    const db = await pgliteDb(dir);
    await migrate(db);
    return { db, store: new SubmissionStore(db) };
  };
  return { open, done: () => Deno.remove(dir, { recursive: true }) };
});

intakeSuite("a real PostgreSQL server, restarted as a new connection", async () => {
  const server = await startPgServer();
  const open = async (): Promise<Opened> => {
    const db = postgresDb(server.url);
    await migrate(db);
    return { db, store: new SubmissionStore(db) };
  };
  return { open, done: () => server.stop() };
}, !realPostgresAvailable());
