/**
 * The body's deadline counts only time a request spends waiting for bytes: the event loop being
 * busy with other requests (parsing and storing large documents) must not time out a body whose
 * bytes keep arriving. An upload that stops, or only trickles for too long, still gets its 408.
 */
import { assert, assertEquals } from "./assert.ts";
import { limits } from "../_shared/limits.ts";
import { readBody } from "../send-form-email/http.ts";
import type { LogEntry, Provider } from "../send-form-email/types.ts";
import { baseEnv, ORIGIN, referral, testStore, URL_ } from "./helpers.ts";

/** Holds the event loop, as a large JSON.parse or a PGlite insert does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) continue;
}

Deno.test("a body whose bytes keep arriving while the event loop is busy elsewhere is read whole", async () => {
  const chunk = new Uint8Array(1024).fill(0x20);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(c) {
      await new Promise((r) => setTimeout(r, 0)); // each chunk on its own turn, as from a socket
      if (pulled === 2) busy(300); // another request's work: three times the deadline, nothing else runs
      if (pulled++ === 20) return c.close();
      c.enqueue(chunk);
    },
  });
  const result = await readBody(new Request(URL_, { method: "POST", body: stream }), { timeoutMs: 100 });
  assert(result.ok, JSON.stringify(result));
  assertEquals(result.bytes.byteLength, 20 * 1024);
});

Deno.test("a body that keeps trickling in is cut at the overall cap", async () => {
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(c) {
      await new Promise((r) => setTimeout(r, 10)); // never idle for long, never done
      c.enqueue(new Uint8Array([0x20]));
    },
    cancel() {
      cancelled = true;
    },
  });
  const started = performance.now();
  const result = await readBody(new Request(URL_, { method: "POST", body: stream }), { timeoutMs: 100, totalMs: 300 });
  const took = performance.now() - started;
  assertEquals(result, { ok: false, reason: "timeout" });
  assert(took >= 290 && took < 3_000, `cut after ${took} ms`);
  assert(cancelled, "the stream was not cancelled");
});

/** A valid document of exactly the largest size allowed. */
function largestPdf(): { filename: string; contentType: string; content: string } {
  const bytes = new Uint8Array(limits.attachmentBytes).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { filename: "discharge.pdf", contentType: "application/pdf", content: btoa(binary) };
}

Deno.test({
  name: "40 concurrent 5 MB referrals through local.ts on PGlite: all 200, none timed out while the others were parsed and stored",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { startLocalServer, FUNCTION_PATH } = await import("../send-form-email/local.ts");
    const env: Record<string, string> = { ...baseEnv, OUTBOX_DIR: "/nonexistent-outbox" };
    const logs: LogEntry[] = [];
    const quiet: Provider = { name: "memory", send: () => Promise.resolve({ ok: true }) };
    const controller = new AbortController();
    const { server } = startLocalServer({
      port: 0,
      signal: controller.signal,
      env: (n) => env[n],
      logger: (e) => logs.push(e),
      store: await testStore(),
      provider: quiet,
      // Shorter than the work of 40 large forms takes on any machine: only time spent waiting for
      // bytes may count against it.
      bodyReadTimeoutMs: 1_000,
    });
    try {
      const attachment = largestPdf();
      const statuses = await Promise.all(Array.from({ length: 40 }, () =>
        fetch(`http://127.0.0.1:${server.addr.port}${FUNCTION_PATH}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: ORIGIN },
          body: JSON.stringify(referral({ attachment })),
        }).then(async (r) => (await r.body?.cancel(), r.status))
      ));
      assertEquals(logs.filter((l) => l.outcome === "body_timeout").length, 0, "timed out");
      assertEquals(statuses, Array(40).fill(200));
    } finally {
      controller.abort();
      await server.finished;
    }
  },
});
