/**
 * What `npm start` and the admin commands share: the embedded store in a folder, one process at a
 * time (the lock), and the admin routes the commands use while `npm start` holds it.
 */
import { assert, assertEquals, assertMatch, assertRejects } from "./assert.ts";
import { main } from "../send-form-email/admin.ts";
import { ADMIN_PATHS, startLocalServer } from "../send-form-email/local.ts";
import { lockPath, openLocalStore, readLock, StoreBusyError } from "../send-form-email/local-store.ts";
import { valid } from "./submitted.ts";
import { REFERENCE_PATTERN } from "../_shared/reference.ts";
import { ORIGIN, referral, localFolders } from "./helpers.ts";

const noDbUrl = () => undefined; // no SUPABASE_DB_URL: the embedded store

Deno.test({
  name: "the embedded store: one holder at a time, a stale lock taken over, data kept across opens",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const dataDir = await Deno.makeTempDir({ prefix: "vh-data-" });
    try {
      const first = await openLocalStore(noDbUrl, { dataDir, port: 4321, token: "t0ken" });
      assertEquals(await readLock(dataDir), { pid: Deno.pid, port: 4321, token: "t0ken" });
      assertEquals((await Deno.stat(lockPath(dataDir))).mode! & 0o777, 0o600);
      const busy = await assertRejects(() => openLocalStore(noDbUrl, { dataDir, lockWaitMs: 300 }));
      assert(busy instanceof StoreBusyError, String(busy));
      assertEquals((busy as StoreBusyError).holder.port, 4321);
      const { reference } = await first.store.save(valid(referral()));
      await first.close();
      assertEquals(await readLock(dataDir), undefined);

      // A lock file left by a process that crashed holds no lock: it is in nobody's way.
      await Deno.writeTextFile(lockPath(dataDir), JSON.stringify({ pid: 2 ** 22 + 12345, port: 1, token: "old" }));
      assertEquals(await readLock(dataDir), undefined);
      const second = await openLocalStore(noDbUrl, { dataDir });
      assertEquals((await readLock(dataDir))?.pid, Deno.pid);
      assert((await second.store.list()).some((s) => s.reference === reference));
      await second.close();
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});

Deno.test({
  name: "while the function holds the store, npm run submissions and deliver-pending go through its admin routes",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { dataDir, env, removeFolders } = await localFolders();
    const local = startLocalServer({ port: 0, env: (n) => env[n], dataDir, logger: () => {} });
    try {
      await local.store;
      const base = `http://127.0.0.1:${local.server.addr.port}`;
      const res = await fetch(`${base}/functions/v1/send-form-email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify(referral()),
      });
      const { reference } = await res.json();
      assertMatch(reference, REFERENCE_PATTERN);

      // Without the lock file's token the admin routes (on the listener the lock file names) refuse.
      const admin = `http://127.0.0.1:${(await readLock(dataDir))?.adminPort}`;
      for (const [path, method] of [[ADMIN_PATHS.submissions, "GET"], [ADMIN_PATHS.deliverPending, "POST"]]) {
        const refused = await fetch(admin + path, { method, headers: { authorization: "Bearer guess" } });
        await refused.body?.cancel();
        assertEquals(refused.status, 403);
      }

      const printed: string[] = [];
      const log = console.log;
      console.log = (...args: unknown[]) => void printed.push(args.join(" "));
      try {
        assertEquals(await main(["submissions", "--json"], (n) => env[n]), 0);
        assertEquals(await main(["submissions"], (n) => env[n]), 0);
        assertEquals(await main(["deliver-pending"], (n) => env[n]), 0);
      } finally {
        console.log = log;
      }
      const listed = JSON.parse(printed[0]);
      assertEquals(listed.length, 1);
      assertEquals(Object.keys(listed[0]).sort(), [
        "acknowledgedAt", "assigned", "attempts", "bestTime", "createdAt", "declineReason", "deliveredAt", "deliveryStatus", "lastError", "notifiedAt",
        "organisation", "payload", "reference", "repliedAt", "replyDueAt", "startDate", "status", "type", "urgency",
      ]);
      assertEquals([listed[0].reference, listed[0].type, listed[0].deliveryStatus], [reference, "referral", "delivered"]);
      assertEquals(listed[0].payload.clientName, "Robert Client");
      assert(printed[1].startsWith("REFERENCE  TYPE"), printed[1]);
      assert(printed[2].startsWith(`${reference}  referral`), printed[2]);
      assertMatch(printed.join("\n"), /through npm start/);
      assertMatch(printed.join("\n"), /Delivered 0 submissions/);
    } finally {
      await local.close();
      await removeFolders();
    }
  },
});
