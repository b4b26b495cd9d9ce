/**
 * The desk's calls under `npm start` (local-desk.ts): answered only for npm start's proxy with its
 * session header, as the local owner at aal2, in PostgREST's shapes.
 */
import { assert, assertEquals, assertMatch } from "./assert.ts";
import { DESK_SESSION_HEADER, LOCAL_PROXY_HEADER } from "../_shared/endpoint.mjs";
import { deskEndpoint, deskStatement, LOCAL_OWNER, LOCAL_SESSION } from "../send-form-email/local-desk.ts";
import { migrate } from "../send-form-email/migrate.ts";
import { pgliteDb } from "../send-form-email/pglite-db.ts";
import { SubmissionStore } from "../send-form-email/store.ts";
import { referral } from "./helpers.ts";
import { valid } from "./submitted.ts";

const TOKEN = "proxy-token-for-tests";
const call = (fn: string, args: unknown, headers: Record<string, string> = { [LOCAL_PROXY_HEADER]: TOKEN, [DESK_SESSION_HEADER]: LOCAL_SESSION }) =>
  new Request(`http://127.0.0.1/local/desk/rpc?fn=${fn}`, { method: "POST", headers, body: JSON.stringify(args) });

Deno.test({
  name: "the local desk: only through npm start's checked session; PostgREST's answers; the owner is staff",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const db = await pgliteDb();
    await migrate(db);
    const store = new SubmissionStore(db);
    let told = 0;
    const desk = deskEndpoint({ db: () => Promise.resolve(db), proxyToken: TOKEN, onStatusMessage: () => told++ });
    try {
      const { reference } = await store.save(valid(referral()));
      const refused: Record<string, string>[] = [{}, { [LOCAL_PROXY_HEADER]: TOKEN }, { [DESK_SESSION_HEADER]: LOCAL_SESSION }, { [LOCAL_PROXY_HEADER]: "guess", [DESK_SESSION_HEADER]: LOCAL_SESSION }];
      for (const headers of refused) {
        const res = await desk(call("desk_queue", {}, headers));
        assertEquals(res.status, 401);
        assertEquals((await res.json()).code, "42501");
      }
      assertEquals((await db.query("select 1 from public.intake_events")).length, 0);

      const me = await desk(call("desk_me", {}));
      assertEquals(me.status, 200);
      assertEquals(await me.json(), { user_id: LOCAL_OWNER.id, name: LOCAL_OWNER.name, aal: "aal2" });

      const queue = await (await desk(call("desk_queue", { p_type: "referral", p_limit: 10 }))).json();
      assertEquals(queue.rows.map((r: { reference: string }) => r.reference), [reference]);

      const opened = await desk(call("desk_open", { p_reference: reference }));
      assertEquals((await opened.json()).fields.clientName, "Robert Client");
      const [audit] = await db.query<{ actor_name: string; aal: string }>("select actor_name, aal from public.intake_events");
      assertEquals([audit.actor_name, audit.aal], [LOCAL_OWNER.name, "aal2"]);

      const missing = await desk(call("desk_open", { p_reference: "VH-ZZZZZZ" }));
      assertEquals(missing.status, 404);
      assertMatch((await missing.json()).message, /No form has the reference VH-ZZZZZZ/);
      const stale = await desk(call("desk_set_status", { p_reference: reference, p_status: "reviewing", p_from: "accepted" }));
      assertEquals([stale.status, (await stale.json()).code], [409, "PT409"]);
      const badUuid = await desk(call("desk_assign", { p_reference: reference, p_user_id: "not-a-uuid" }));
      assertEquals(badUuid.status, 400);
      assertEquals((await desk(call("desk_drop_everything", {}))).status, 404);
      assertEquals((await desk(call("desk_open", { p_reference: reference, p_sql: "x" }))).status, 400);
      assertEquals((await desk(call("desk_open", { p_reference: { a: 1 } }))).status, 400);
      assertEquals((await desk(new Request("http://127.0.0.1/local/desk/rpc?fn=desk_me", { method: "POST", headers: { [LOCAL_PROXY_HEADER]: TOKEN, [DESK_SESSION_HEADER]: LOCAL_SESSION }, body: "{" }))).status, 400);

      assertEquals(told, 0);
      const declined = await desk(call("desk_set_status", { p_reference: reference, p_status: "declined", p_reason: "payment", p_from: "new" }));
      assertEquals(declined.status, 200);
      assert((await declined.json()).sender_told);
      assertEquals(told, 1, "a stored status e-mail is delivered at once");
    } finally {
      await db.close();
    }
  },
});

Deno.test("deskStatement names the function and its arguments, nothing else", () => {
  assertEquals(deskStatement("desk_open", { p_reference: "VH-A" }), { text: "select public.desk_open(p_reference => $1) as result", params: ["VH-A"] });
  assertEquals(deskStatement("desk_me", {}), { text: "select public.desk_me() as result", params: [] });
  assertEquals(typeof deskStatement("desk_open", { "p_reference => $1); drop table x; --": 1 }), "string");
});
