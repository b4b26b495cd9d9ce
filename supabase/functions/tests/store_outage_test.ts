/**
 * A database that goes away, on a real PostgreSQL server behind a relay the test controls: a form
 * answered 503 ("We could not save your form") must not be saved afterwards by a statement the
 * store gave up on; and once the store works again, what the outage left behind is sent promptly.
 */
import { assert, assertEquals } from "./assert.ts";
import { type Db, DbTimeoutError, postgresDb } from "../send-form-email/db.ts";
import { createHandler } from "../send-form-email/handler.ts";
import { migrate } from "../send-form-email/migrate.ts";
import { pgliteDb } from "../send-form-email/pglite-db.ts";
import { SubmissionStore } from "../send-form-email/store.ts";
import { baseEnv, consultation, memoryProvider, post, referral } from "./helpers.ts";
import { realPostgresAvailable, startPgServer } from "./pg-server.ts";
import { startTcpProxy } from "./tcp-proxy.ts";
import { valid } from "./submitted.ts";

function handlerOn(store: SubmissionStore, options: { sweepIntervalMs?: number } = {}) {
  const background: Promise<unknown>[] = [];
  const memory = memoryProvider();
  const env: Record<string, string> = { ...baseEnv, OUTBOX_DIR: "/nonexistent-outbox" };
  const handler = createHandler({
    env: (n) => env[n],
    logger: () => {},
    provider: memory.provider,
    store,
    sweepIntervalMs: options.sweepIntervalMs ?? Infinity,
    waitUntil: (p) => void background.push(p),
  });
  /** Waits for the background work (sweeps), including what it starts. */
  const settled = async () => {
    for (let seen = -1; seen !== background.length;) {
      seen = background.length;
      await Promise.allSettled(background);
    }
  };
  return { handler, sent: memory.sent, settled };
}

const POSTS = 60;

const count = async (url: string, ids: string[]) => {
  const db = postgresDb(url, { max: 1 });
  try {
    const [row] = await db.query<{ n: number }>("select count(*)::int as n from public.form_submissions where id = any($1::uuid[])", [ids]);
    return row.n;
  } finally {
    await db.close();
  }
};

Deno.test({
  name: "a real PostgreSQL that stops, or stalls, mid-traffic: no form answered 503 is committed afterwards",
  ignore: !realPostgresAvailable(),
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const server = await startPgServer();
    const port = Number(new URL(server.url).port);
    const proxy = startTcpProxy({ hostname: "127.0.0.1", port });
    const url = server.url.replace(`:${port}/`, `:${proxy.port}/`);
    let db: Db | undefined;
    try {
      for (const [outage, begin, end] of [["stops", proxy.down, proxy.up], ["stalls", proxy.pause, proxy.resume]] as const) {
        await t.step(`the server ${outage}`, async () => {
          db = postgresDb(url);
          await migrate(db);
          const { handler, settled } = handlerOn(new SubmissionStore(db));
          assertEquals((await handler(post(referral()))).status, 200); // connections open and warm

          begin();
          // More posts than the pool can try to reconnect for before the store gives up on them:
          // some wait in postgres.js's queue until the database is back.
          const payloads = Array.from({ length: POSTS }, () => referral());
          const statuses = await Promise.all(payloads.map((p) => handler(post(p)).then(async (r) => (await r.body?.cancel(), r.status))));
          end();
          assertEquals(statuses, Array(POSTS).fill(503));

          // The store works again: a new form goes through, after anything postgres.js still held.
          assertEquals((await handler(post(consultation()))).status, 200);
          await settled();
          await db.close(); // waits for every statement already sent to be answered
          db = undefined;
          assertEquals(await count(server.url, payloads.map((p) => p.submissionId)), 0, "forms answered 503 but saved");
        });
      }
    } finally {
      await db?.close();
      await proxy.close();
      await server.stop();
    }
  },
});

Deno.test({
  name: "after a store failure, the next form that is stored sweeps what is due at once, batch after batch, until none is left",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const db = await pgliteDb();
    await migrate(db);
    const store = new SubmissionStore(db);
    let down = false;
    // The store, refusing to save while `down`.
    const flaky = new Proxy(store, {
      get(target, prop) {
        if (prop === "save" && down) return () => Promise.reject(new DbTimeoutError());
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    // Rows the outage left behind: stored, but their requests never sent them.
    const left = Array.from({ length: 25 }, () => valid(consultation()));
    for (const p of left) await store.save(p);

    // Routine sweeps are an hour apart here: only the failure can explain one.
    const { handler, sent, settled } = handlerOn(flaky, { sweepIntervalMs: 3_600_000 });
    down = true;
    assertEquals((await handler(post(referral()))).status, 503);
    down = false;
    assertEquals((await handler(post(referral()))).status, 200);
    await settled();
    for (const p of left) assertEquals((await store.get(p.submissionId))?.deliveryStatus, "delivered", p.submissionId);
    assert(sent.length >= 26, `${sent.length} e-mails`);
    await db.close();
  },
});
