/**
 * `npm run deliver-pending` says what it could not send and why: rows another process is sending,
 * or that a crash left mid-send, are counted with the time they can be taken over.
 */
import { assertEquals, assertMatch } from "./assert.ts";
import { AGENCY_TIME_ZONE } from "../_shared/agency.ts";
import { main } from "../send-form-email/admin.ts";
import { openLocalStore } from "../send-form-email/local-store.ts";
import { FORCED_LEASE_SECONDS } from "../send-form-email/store.ts";
import { valid } from "./submitted.ts";
import { consultation, localFolders } from "./helpers.ts";

async function run(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  const printed: string[] = [];
  const log = console.log;
  console.log = (...a: unknown[]) => void printed.push(a.join(" "));
  try {
    return { code: await main(args, (n) => env[n]), out: printed.join("\n") };
  } finally {
    console.log = log;
  }
}

Deno.test({
  name: "deliver-pending right after a crash: rows left mid-send are counted, with when they can be sent, and the exit code says so",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { dataDir, env, removeFolders } = await localFolders();
    try {
      // A process claims three rows, starts sending, and dies; a fourth row simply waits.
      const crashed = await openLocalStore((n) => env[n], { dataDir });
      const mid = Array.from({ length: 3 }, () => valid(consultation()));
      for (const p of mid) {
        await crashed.store.save(p);
        await crashed.store.claim(p.submissionId);
      }
      const waiting = valid(consultation());
      await crashed.store.save(waiting);
      const claimedAt = Date.now();
      await crashed.close();

      const { code, out } = await run(["deliver-pending"], env);
      assertMatch(out, /Delivered 1 submission /);
      assertMatch(out, /3 are being sent by another process or were left mid-send by a crash; run this again after (\d\d:\d\d:\d\d)/);
      // The latest lease's end, in the agency's time, to the second.
      const hhmmss = /after (\d\d:\d\d:\d\d)/.exec(out)![1];
      const clock = new Intl.DateTimeFormat("en-GB", { timeZone: AGENCY_TIME_ZONE, timeStyle: "medium", hourCycle: "h23" });
      const possible = new Set<string>();
      for (let t = claimedAt - 2_000; t <= Date.now() + 2_000; t += 500) possible.add(clock.format(new Date(t + FORCED_LEASE_SECONDS * 1000)));
      assertEquals(possible.has(hhmmss), true, `${hhmmss} not in ${[...possible].join(", ")}`);
      assertEquals(code, 1);
    } finally {
      await removeFolders();
    }
  },
});

Deno.test({
  name: "a row the provider refused for good: npm run submissions shows it rejected, with its reason; deliver-pending leaves it",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { dataDir, outbox, env, removeFolders } = await localFolders();
    try {
      const opened = await openLocalStore((n) => env[n], { dataDir });
      const refused = valid(consultation());
      const { reference } = await opened.store.save(refused);
      await opened.store.claim(refused.submissionId);
      await opened.store.finish(refused.submissionId, { ok: false, error: "provider_status 422", permanent: true });
      await opened.close();

      const listed = await run(["submissions"], env);
      assertMatch(listed.out, new RegExp(`${reference} .* rejected \\(1 attempt: provider_status 422; not retried\\)`));
      const delivered = await run(["deliver-pending"], env);
      assertMatch(delivered.out, /Delivered 0 submissions/);
      assertEquals(delivered.code, 0);
      assertEquals([...Deno.readDirSync(outbox)].length, 0);
      assertMatch((await run(["submissions"], env)).out, /rejected/);
    } finally {
      await removeFolders();
    }
  },
});
