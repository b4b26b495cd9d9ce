/**
 * The sweeper on its own (sweeper.ts): one sweep at a time and one per interval; after a store
 * failure at once, batch after batch until a batch comes back short; a failing sweep logged and
 * tried again at the next nudge.
 */
import { assertEquals } from "./assert.ts";
import type { DeliveryContext } from "../send-form-email/deliver.ts";
import type { StoredSubmission, SubmissionStore } from "../send-form-email/store.ts";
import { SWEEP_BATCH, Sweeper } from "../send-form-email/sweeper.ts";
import type { LogEntry } from "../send-form-email/types.ts";
import { memoryProvider, referral } from "./helpers.ts";
import { valid } from "./submitted.ts";

/** Longer than the tests' interval: the sweeper counts it from the process's start, then from its last sweep. */
const INTERVAL_MS = 50;
const intervalPassed = () => new Promise((r) => setTimeout(r, INTERVAL_MS + 10));

/** A store with `due` rows waiting; `fail` makes the next claims throw. */
function fakeStore(due: number) {
  const rows = Array.from({ length: due }, (_, i) => {
    const payload = valid(referral());
    return { id: payload.submissionId, reference: `VH-${String(i).padStart(6, "2")}`, payload, createdAt: new Date().toISOString(), notifiedAt: null, acknowledgedAt: null };
  });
  const state = { claims: 0, fail: false, finished: 0 };
  const store = {
    claimDue({ limit }: { limit: number }) {
      state.claims++;
      if (state.fail) return Promise.reject(new Error("down"));
      return Promise.resolve(rows.splice(0, limit) as unknown as StoredSubmission[]);
    },
    finish: () => Promise.resolve(void state.finished++),
    // No status e-mails here (status_email_test.ts has them); a store that is down fails this too.
    claimStatusMessages: () => (state.fail ? Promise.reject(new Error("down")) : Promise.resolve([])),
  };
  return { store: store as unknown as SubmissionStore, state };
}

function sweeperOn(store: SubmissionStore, intervalMs: number) {
  const logs: LogEntry[] = [];
  const background: Promise<unknown>[] = [];
  const sweeper = new Sweeper({ log: (e) => logs.push(e), intervalMs, waitUntil: (p) => void background.push(p) });
  const ctx: DeliveryContext = {
    store,
    provider: memoryProvider().provider,
    config: { toEmail: "intake@agency.example", toEmailCareers: "jobs@agency.example", fromEmail: "forms@agency.example", details: "full", acknowledge: false },
    recordLocation: "here",
  };
  /** Waits for every sweep, including those a sweep started. */
  const settled = async () => {
    for (let seen = -1; seen !== background.length;) {
      seen = background.length;
      await Promise.all(background);
    }
  };
  return { sweeper, ctx, logs, settled };
}

Deno.test("one sweep per interval, and never two at once", async () => {
  const { store, state } = fakeStore(3);
  const { sweeper, ctx, settled } = sweeperOn(store, INTERVAL_MS);
  await intervalPassed();
  sweeper.nudge(ctx);
  sweeper.nudge(ctx); // one is running
  await settled();
  assertEquals([state.finished, state.claims], [3, 4]); // a row per claim, then the claim that came back empty
  sweeper.nudge(ctx); // within the interval
  await settled();
  assertEquals(state.claims, 4);
  await intervalPassed();
  sweeper.nudge(ctx);
  await settled();
  assertEquals(state.claims, 5);
});

Deno.test("without a delivery context (configuration incomplete) nothing is swept", async () => {
  const { store, state } = fakeStore(1);
  const { sweeper, settled } = sweeperOn(store, 0);
  sweeper.nudge(undefined);
  await settled();
  assertEquals(state.claims, 0);
});

Deno.test("after a store failure: at once, batch after batch, until a batch comes back short", async () => {
  const due = 2 * SWEEP_BATCH + 3;
  const { store, state } = fakeStore(due);
  const { sweeper, ctx, logs, settled } = sweeperOn(store, INTERVAL_MS);
  await intervalPassed();
  sweeper.nudge(ctx); // the interval's sweep: one batch
  await settled();
  assertEquals(state.finished, SWEEP_BATCH);
  sweeper.nudge(ctx);
  await settled();
  assertEquals(state.finished, SWEEP_BATCH, "within the interval, no backlog: nothing more");
  sweeper.storeFailed();
  sweeper.nudge(ctx);
  await settled();
  assertEquals(state.finished, due);
  assertEquals(logs.filter((l) => l.outcome === "retried").map((l) => l.delivered), [SWEEP_BATCH, SWEEP_BATCH, 3]);
});

Deno.test("a sweep whose store fails is logged, and the next nudge sweeps at once", async () => {
  const { store, state } = fakeStore(2);
  const { sweeper, ctx, logs, settled } = sweeperOn(store, INTERVAL_MS);
  await intervalPassed();
  state.fail = true;
  sweeper.nudge(ctx);
  await settled();
  assertEquals(logs.map((l) => [l.outcome, l.error]), [["store_failed", "Error"]]);
  state.fail = false;
  sweeper.nudge(ctx); // within the interval, but a backlog may wait
  await settled();
  assertEquals(state.finished, 2);
});
