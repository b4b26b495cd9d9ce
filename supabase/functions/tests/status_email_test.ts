/**
 * The e-mail a sender gets when staff move their form at the desk: stored with the change, sent once
 * through the same store-first delivery as the forms' own e-mails (retried after a failure, never
 * twice), in the sender's language, with the reference, the status, a decline's reason category,
 * who will call and the line to call, and nothing the sender typed.
 */
import { assert, assertEquals, assertMatch } from "./assert.ts";
import type { Caller } from "../send-form-email/db.ts";
import { deliverPending, type DeliveryContext } from "../send-form-email/deliver.ts";
import { migrate } from "../send-form-email/migrate.ts";
import { pgliteDb } from "../send-form-email/pglite-db.ts";
import { buildStatusEmail } from "../send-form-email/status-email.ts";
import { SubmissionStore } from "../send-form-email/store.ts";
import type { SendResult } from "../send-form-email/types.ts";
import { consultation, memoryProvider, referral } from "./helpers.ts";
import { leaks, valid } from "./submitted.ts";

const STAFF = "00000000-0000-4000-8000-0000000000b1";
const staff: Caller = { role: "authenticated", claims: { sub: STAFF, role: "authenticated", aal: "aal2" } };
const config = { toEmail: "intake@example.org", toEmailCareers: "careers@example.org", fromEmail: "forms@example.org", details: "minimal", acknowledge: false } as const;

async function open() {
  const db = await pgliteDb();
  await migrate(db);
  await db.query("insert into auth.users (id) values ($1::uuid)", [STAFF]);
  await db.query("insert into public.desk_staff (user_id, name) values ($1::uuid, 'Ana Intake')", [STAFF]);
  return { db, store: new SubmissionStore(db) };
}

const setStatus = (db: Awaited<ReturnType<typeof open>>["db"], reference: string, status: string, reason: string | null = null) =>
  db.asCaller(staff, "select public.desk_set_status(p_reference => $1, p_status => $2, p_reason => $3) as r", [reference, status, reason]);

Deno.test({
  name: "a status change sends exactly one status e-mail, in the sender's language, with no health detail",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { db, store } = await open();
    let failNext = true;
    const memory = memoryProvider((): SendResult => (failNext ? ((failNext = false), { ok: false, reason: "provider_unavailable", providerStatus: 503 }) : { ok: true }));
    const ctx: DeliveryContext = { store, provider: memory.provider, config, recordLocation: "here" };
    try {
      const payload = valid(referral({ locale: "es", referrerEmail: "dana@example.org", additionalNotes: "Diabetic, oxygen at night", clientNeeds: ["medication"] }));
      const { reference } = await store.save(payload);
      await store.finish(payload.submissionId, { ok: true }, { notified: true });
      await db.asCaller(staff, "select public.desk_assign($1, $2::uuid)", [reference, STAFF]);
      await setStatus(db, reference, "declined", "outside_area");

      // The first attempt fails (the provider is down): the row keeps it, due again after its back-off.
      assertEquals((await deliverPending(ctx, { retryBaseSeconds: 0 })).failed.length, 1);
      const [failed] = await db.query<{ delivery_status: string; last_error: string }>("select delivery_status, last_error from public.status_messages");
      assertEquals([failed.delivery_status, failed.last_error], ["failed", "provider_unavailable 503"]);
      assertEquals((await deliverPending(ctx, { retryBaseSeconds: 0 })).delivered, 1);
      assertEquals((await deliverPending(ctx, { retryBaseSeconds: 0, force: true })).delivered, 0, "never twice");
      assertEquals(memory.sent.length, 2, "one failed attempt, one delivery");

      const mail = memory.sent[1];
      assertEquals(mail.to, "dana@example.org");
      assertEquals(mail.replyTo, config.toEmail);
      assertEquals(mail.subject, `No podemos aceptar este referido (${reference})`);
      assertMatch(mail.text, new RegExp(`Su número de referencia: ${reference}`));
      assertMatch(mail.text, /Nuevo estado: No aceptado/);
      assertMatch(mail.text, /Motivo: Fuera de nuestra zona de servicio/);
      assertMatch(mail.text, /Ana Intake, de nuestro equipo, le llamará\./);
      assertMatch(mail.text, /\(858\) 555-0102/);
      assert(mail.html.includes('<html lang="es">'));
      assertEquals(mail.attachments, []);
      // The same checks as the agency's minimal e-mail: no submitted value at all but the address it goes to.
      const all = JSON.stringify(mail);
      assertEquals(leaks(all.replaceAll("dana@example.org", ""), payload), []);
      const [row] = await db.query<{ delivery_status: string }>("select delivery_status from public.status_messages");
      assertEquals(row.delivery_status, "delivered");
    } finally {
      await db.close();
    }
  },
});

Deno.test({
  name: "only the changes a sender is told about make an e-mail, and only when they left an address",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { db, store } = await open();
    try {
      const byPhone = await store.save(valid(consultation({ email: "", phone: "(619) 555-0101" })));
      const byMail = await store.save(valid(consultation({ email: "kim@example.org" })));
      const ref = await store.save(valid(referral()));
      await setStatus(db, byPhone.reference, "scheduled");
      await setStatus(db, byMail.reference, "contacted");
      await setStatus(db, ref.reference, "reviewing");
      assertEquals((await db.query("select 1 from public.status_messages")).length, 0);
      await setStatus(db, byMail.reference, "scheduled");
      await setStatus(db, ref.reference, "accept_pending");
      await setStatus(db, ref.reference, "accepted");
      const rows = await db.query<{ status: string }>("select status from public.status_messages order by created_at");
      assertEquals(rows.map((r) => r.status).sort(), ["accept_pending", "accepted", "scheduled"]);
    } finally {
      await db.close();
    }
  },
});

Deno.test("the status e-mail in English, for the team when nobody is assigned; none without a usable address", () => {
  const base = { id: crypto.randomUUID(), reference: "VH-ABCDEF", type: "consultation", locale: "en", email: "kim@example.org", status: "scheduled", declineReason: null, callerName: null, ownReference: null } as const;
  const options = { from: config.fromEmail, replyTo: config.toEmail };
  const mail = buildStatusEmail(base, options)!;
  assertEquals(mail.subject, "Your free consultation is scheduled (VH-ABCDEF)");
  assertMatch(mail.text, /Someone from our team will call you\./);
  assertEquals(buildStatusEmail({ ...base, email: "kim@example.org\r\nBcc: x@y.z" }, options), null);
  assertEquals(buildStatusEmail({ ...base, email: null }, options), null);
});
