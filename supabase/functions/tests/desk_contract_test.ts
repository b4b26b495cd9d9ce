/**
 * The desk's codes are written twice, once for the database (the migration) and once for the site
 * and the function (_shared/desk.ts): the two must agree, or a status, a reason or an argument the
 * page sends is one the database refuses.
 */
import { assertEquals } from "./assert.ts";
import { declineReasons, deskFunctions, statuses, statusNotices } from "../_shared/desk.ts";
import { migrate } from "../send-form-email/migrate.ts";
import { pgliteDb } from "../send-form-email/pglite-db.ts";

Deno.test({
  name: "_shared/desk.ts and the migration name the same statuses, notices, reasons and functions",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const db = await pgliteDb();
    try {
      await migrate(db);
      const rows = await db.query<{ form_type: string; status: string; tells_sender: boolean }>(
        "select form_type, status, tells_sender from desk_private.statuses order by form_type, position",
      );
      for (const [type, list] of Object.entries(statuses)) {
        assertEquals(rows.filter((r) => r.form_type === type).map((r) => r.status), [...list], type);
      }
      assertEquals([...new Set(rows.filter((r) => r.tells_sender).map((r) => r.status))].sort(), [...statusNotices].sort());

      const [check] = await db.query<{ def: string }>(
        "select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'form_submissions_decline_reason_check'",
      );
      assertEquals([...check.def.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]).filter((c) => c !== "declined"), [...declineReasons]);

      const functions = await db.query<{ name: string; args: string[] | null }>(
        `select p.proname as name, p.proargnames as args from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.proname like 'desk\\_%' order by p.proname`,
      );
      assertEquals(Object.fromEntries(functions.map((f) => [f.name, f.args ?? []])), Object.fromEntries(Object.entries(deskFunctions).map(([k, v]) => [k, [...v]])));
    } finally {
      await db.close();
    }
  },
});
