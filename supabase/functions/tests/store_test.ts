/**
 * The intake store, the same tests on the two databases it runs on: PGlite (the embedded default)
 * and a real PostgreSQL server (hosted Supabase is one).
 */
import { assert, assertEquals, assertMatch, assertNotEquals, assertRejects } from "./assert.ts";
import { type Db, postgresDb } from "../send-form-email/db.ts";
import { migrate, readMigrations } from "../send-form-email/migrate.ts";
import { pgliteDb } from "../send-form-email/pglite-db.ts";
import { SubmissionStore } from "../send-form-email/store.ts";
import { REFERENCE_ALPHABET, REFERENCE_PATTERN } from "../_shared/reference.ts";
import { application, consultation, referral } from "./helpers.ts";
import { valid } from "./submitted.ts";
import { realPostgresAvailable, startPgServer } from "./pg-server.ts";

const PDF = btoa("%PDF-1.7\n" + " ".repeat(64));

/** The suite, run once per database; `open` gives a fresh, migrated database. */
function storeSuite(name: string, open: () => Promise<{ db: Db; done: () => Promise<void> }>, ignore = false) {
  Deno.test({
    name: `store on ${name}`,
    ignore,
    sanitizeResources: false,
    sanitizeOps: false,
    async fn(t) {
      const { db, done } = await open();
      try {
        await migrate(db);
        const store = new SubmissionStore(db);

        await t.step("migrations apply once, and again do nothing", async () => {
          assertEquals(await migrate(db), []);
          const versions = await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
          assertEquals(versions.map((v) => v.version), (await readMigrations()).map((m) => m.version));
        });

        await t.step("Supabase's API roles, where they exist, get no access (even with default grants)", async () => {
          const roles = await db.query<{ rolname: string }>("select rolname from pg_roles where rolname in ('anon', 'authenticated')");
          for (const { rolname } of roles) {
            const [row] = await db.query<{ any: boolean }>(
              "select has_table_privilege($1, 'public.form_submissions', 'select') or has_table_privilege($1, 'public.form_submissions', 'insert') as any",
              [rolname],
            );
            assertEquals(row.any, false, rolname);
          }
          if (db.kind === "postgres") assertEquals(roles.length, 2); // made before migrating, below
        });

        await t.step("row level security is on, with no policy", async () => {
          const [row] = await db.query<{ rls: boolean }>("select relrowsecurity as rls from pg_class where relname = 'form_submissions'");
          assertEquals(row.rls, true);
          const policies = await db.query("select * from pg_policies where tablename = 'form_submissions'");
          assertEquals(policies.length, 0);
        });

        await t.step("a referral is stored whole, document included, claimed for delivery", async () => {
          const payload = valid(referral({
            attachment: { filename: "discharge.pdf", contentType: "application/pdf", content: PDF },
            startDate: "",
            familyContact: { name: "Maria Client", phone: "(619) 555-0142" },
          }));
          const saved = await store.save(payload);
          assertEquals(saved.created, true);
          assertMatch(saved.reference, REFERENCE_PATTERN);
          let row = (await store.get(payload.submissionId))!;
          assertEquals([row.reference, row.type, row.deliveryStatus, row.attempts], [saved.reference, "referral", "pending", 0]);
          assertEquals(row.document, { filename: "discharge.pdf", contentType: "application/pdf", bytes: atob(PDF).length });
          // Claimed once for delivery, with the whole payload, document included.
          const claimed = (await store.claim(payload.submissionId))!;
          assertEquals(claimed.payload, payload, "the stored payload");
          assertEquals([claimed.deliveryStatus, claimed.attempts], ["sending", 1]);
          assertEquals(await store.claim(payload.submissionId), undefined);
          row = (await store.get(payload.submissionId))!;
          assertEquals(row.deliveryStatus, "sending");
          // The document is kept as bytes, not inside the JSON.
          const [raw] = await db.query<{ has_doc: boolean; size: number }>(
            "select payload ? 'attachment' as has_doc, octet_length(attachment) as size from public.form_submissions where id = $1::uuid",
            [payload.submissionId],
          );
          assertEquals(raw.has_doc, false);
          assertEquals(raw.size, atob(PDF).length);
        });

        await t.step("the referrer's own reference: in the payload, its column derived from it, in the status e-mail's row", async () => {
          const payload = valid(referral({ ownReference: "  Bed 4B / case #1207 " }));
          await store.save(payload);
          const claimed = (await store.claim(payload.submissionId))!;
          assertEquals(claimed.payload, payload, "the stored payload");
          assertEquals((claimed.payload as { ownReference?: string }).ownReference, "Bed 4B / case #1207");
          const [row] = await db.query<{ own_reference: string | null }>("select own_reference from public.form_submissions where id = $1::uuid", [payload.submissionId]);
          assertEquals(row.own_reference, "Bed 4B / case #1207");
          // None given: no column value (not an empty string), on every form.
          for (const other of [valid(referral()), valid(consultation())]) {
            await store.save(other);
            const [none] = await db.query<{ own_reference: string | null }>("select own_reference from public.form_submissions where id = $1::uuid", [other.submissionId]);
            assertEquals(none.own_reference, null, other.type);
          }
          // The database holds its limits too, whatever wrote the row.
          const long = { ...valid(referral()), ownReference: "x".repeat(41) } as typeof payload;
          await assertRejects(() => store.save(long));
          const control = { ...valid(referral()), ownReference: "4B\u0007" } as typeof payload;
          await assertRejects(() => store.save(control));
        });

        await t.step("the same submissionId twice: the same reference, one row", async () => {
          const payload = valid(consultation());
          const first = await store.save(payload);
          const again = await store.save(payload);
          // The first request's reference, and its time and promise: a retry is told the same due time.
          assertEquals(again, { reference: first.reference, created: false, receivedAt: first.receivedAt, replyDueAt: first.replyDueAt });
          const [count] = await db.query<{ n: number }>("select count(*)::int as n from public.form_submissions where id = $1::uuid", [payload.submissionId]);
          assertEquals(count.n, 1);
        });

        await t.step("40 parallel saves: 40 rows, 40 different references", async () => {
          const payloads = Array.from({ length: 40 }, () => valid(application()));
          const results = await Promise.all(payloads.map((p) => store.save(p)));
          assertEquals(new Set(results.map((r) => r.reference)).size, 40);
          const [count] = await db.query<{ n: number }>(
            "select count(*)::int as n from public.form_submissions where id = any($1::uuid[])",
            [payloads.map((p) => p.submissionId)],
          );
          assertEquals(count.n, 40);
        });

        await t.step("every character of the reference alphabet is one the table accepts", async () => {
          const chunks = REFERENCE_ALPHABET.match(/.{1,6}/g)!.map((c) => `VH-${c.padEnd(6, "Z")}`);
          for (const reference of chunks) {
            const saved = await new SubmissionStore(db, { newReference: () => reference }).save(valid(consultation()));
            assertEquals(saved.reference, reference);
          }
        });

        await t.step("a reference that clashes is drawn again", async () => {
          const fixed = await store.save(valid(consultation()));
          const draws = [fixed.reference, fixed.reference, "VH-23456Z"];
          const clashing = new SubmissionStore(db, { newReference: () => draws.shift()! });
          const saved = await clashing.save(valid(consultation()));
          assertEquals(saved.reference, "VH-23456Z");
          const always = new SubmissionStore(db, { newReference: () => fixed.reference });
          await assertRejects(() => always.save(valid(consultation())));
        });

        await t.step("delivery: claim, then finish with what was sent; failures come back when due, or at once when forced", async () => {
          const payload = valid(referral());
          await store.save(payload);
          const id = payload.submissionId;
          await store.claim(id); // the request that stored it tries first
          await store.finish(id, { ok: false, error: "provider_status 503" }, { notified: true });
          let row = (await store.get(id))!;
          assertEquals(row.deliveryStatus, "failed");
          assertEquals(row.lastError, "provider_status 503");
          assert(row.notifiedAt !== null && row.acknowledgedAt === null);
          // Not due yet with a one-minute back-off…
          assertEquals((await store.claimDue({ limit: 100 })).filter((r) => r.id === id).length, 0);
          // …due at once with no back-off, or when forced.
          const forced = (await store.claimDue({ limit: 1000, force: true })).find((r) => r.id === id);
          assertEquals(forced?.attempts, 2);
          assertEquals(forced?.deliveryStatus, "sending");
          // A row being sent is not claimed twice.
          assertEquals((await store.claimDue({ limit: 1000, force: true })).filter((r) => r.id === id).length, 0);
          await store.finish(id, { ok: true }, { acknowledged: true });
          row = (await store.get(id))!;
          assertEquals(row.deliveryStatus, "delivered");
          assertNotEquals(row.deliveredAt, null);
          // A late failure report never undoes a delivery.
          await store.finish(id, { ok: false, error: "late" });
          assertEquals((await store.get(id))!.deliveryStatus, "delivered");
        });

        await t.step("every claimed row carries when it was received (its acknowledgment is dated by it), the same on each claim", async () => {
          const before = Date.now();
          const payload = valid(consultation());
          await store.save(payload);
          const id = payload.submissionId;
          const [stored] = await db.query<{ created_at: unknown }>("select created_at from public.form_submissions where id = $1::uuid", [id]);
          const receivedAt = new Date(stored.created_at as string | Date).toISOString();
          // The database's moment of the insert, not a later one.
          assert(Math.abs(Date.parse(receivedAt) - before) < 60_000, receivedAt);
          const first = (await store.claim(id))!;
          assertEquals(first.createdAt, receivedAt);
          await store.finish(id, { ok: false, error: "provider_status 503" }, { notified: true });
          const again = (await store.claimDue({ limit: 1000, force: true })).find((r) => r.id === id)!;
          assertEquals([again.createdAt, again.attempts], [receivedAt, 2]);
          await store.finish(id, { ok: true }, { acknowledged: true });
          assertEquals((await store.get(id))!.createdAt, receivedAt);
        });

        await t.step("parallel claims never hand out the same row twice", async () => {
          const payloads = Array.from({ length: 10 }, () => valid(consultation()));
          for (const p of payloads) {
            await store.save(p);
            await store.finish(p.submissionId, { ok: false, error: "network" });
          }
          const claims = await Promise.all(Array.from({ length: 5 }, () => store.claimDue({ limit: 1000, force: true })));
          const ids = claims.flat().map((r) => r.id).filter((id) => payloads.some((p) => p.submissionId === id));
          assertEquals(ids.length, 10);
          assertEquals(new Set(ids).size, 10);
        });

        await t.step("the list is newest first, with what `npm run submissions` shows", async () => {
          const list = await store.list();
          assert(list.length >= 50);
          for (let i = 1; i < list.length; i++) assert(list[i - 1].createdAt >= list[i].createdAt);
          assertMatch(list[0].reference, REFERENCE_PATTERN);
        });
      } finally {
        await db.close();
        await done();
      }
    },
  });
}

storeSuite("PGlite (embedded)", async () => ({ db: await pgliteDb(), done: async () => {} }));

storeSuite("PGlite, reopened from its folder", async () => {
  const dir = await Deno.makeTempDir({ prefix: "vh-pglite-" });
  // A first process stores a form and closes; the second opens the same folder and finds it.
  const first = await pgliteDb(dir);
  await migrate(first);
  const payload = valid(referral());
  const saved = await new SubmissionStore(first).save(payload);
  await first.close();
  const db = await pgliteDb(dir);
  const found = await new SubmissionStore(db).save(payload);
  assertEquals(found, { ...saved, created: false });
  return { db, done: () => Deno.remove(dir, { recursive: true }) };
});

const realPg = realPostgresAvailable();
storeSuite("a real PostgreSQL server", async () => {
  const server = await startPgServer();
  const db = postgresDb(server.url);
  // As on Supabase: the API roles exist and get every new table by default; the migration revokes.
  await db.exec(`
    create role anon nologin; create role authenticated nologin;
    alter default privileges in schema public grant all on tables to anon, authenticated;
  `);
  return { db, done: () => server.stop() };
}, !realPg);
