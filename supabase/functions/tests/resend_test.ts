/**
 * Delivery through Resend, with a stand-in fetch: request shape, retries, deadline. The visitor's
 * answer is success with a reference whatever Resend does: the row records a failed delivery.
 */
import { assert, assertEquals, assertMatch } from "./assert.ts";
import {
  DEFAULT_RETRY_DELAY_MS,
  RESEND_DEADLINE_MS,
  RESEND_URL,
  resendProvider,
  retryAfterMs,
} from "../send-form-email/providers/resend.ts";
import type { LogEntry } from "../send-form-email/types.ts";
import { createHandler, type HandlerOptions } from "../send-form-email/handler.ts";
import { REFERENCE_PATTERN } from "../_shared/reference.ts";
import { baseEnv, post, referral, samples, testStore } from "./helpers.ts";

const KEY = "re_test_0123456789";
const env: Record<string, string> = {
  ...baseEnv,
  RESEND_API_KEY: KEY,
  FORM_TO_EMAIL: "intake@agency.example",
  FORM_FROM_EMAIL: "VitalHealth Forms <forms@agency.example>",
  FORM_EMAIL_DETAILS: "full", // the body's shape through Resend; minimal mode is email_test's
  FORM_ACKNOWLEDGE: "off", // one call per form here; the acknowledgment's own call is tested below
};

type Call = { url: string; init: RequestInit; headers: Headers; body: Record<string, unknown> };

/** A fetch that answers from a script and records each call. */
function standIn(...script: Array<(signal: AbortSignal) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetch = ((input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(input), init, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
    const step = script[Math.min(calls.length - 1, script.length - 1)];
    return Promise.resolve(step(init.signal!));
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const ok = () => Response.json({ id: "email_123" });
const status = (code: number, headers: Record<string, string> = {}) => () =>
  new Response(JSON.stringify({ message: "echo of Dana Planner" }), { status: code, headers });

function resendHandler(fetch: typeof globalThis.fetch, extra: HandlerOptions = {}) {
  const logs: LogEntry[] = [];
  const sleeps: number[] = [];
  const handler = createHandler({
    env: (n) => env[n],
    logger: (e) => logs.push(e),
    provider: resendProvider({ apiKey: KEY, fetch, sleep: (ms) => (sleeps.push(ms), Promise.resolve()) }),
    store: testStore(),
    sweepIntervalMs: Infinity,
    ...extra,
  });
  return { handler, logs, sleeps };
}

Deno.test("POST /emails with Bearer key, Idempotency-Key = submissionId and the message", async () => {
  const { fetch, calls } = standIn(ok);
  const logs: LogEntry[] = [];
  // The provider chosen from the environment, as deployed.
  const handler = createHandler({
    env: (n) => ({ ...env, FORM_ACKNOWLEDGE: "on" } as Record<string, string>)[n],
    fetch,
    logger: (e) => logs.push(e),
    store: testStore(),
    sweepIntervalMs: Infinity,
  });
  const payload = referral({ attachment: samples.pdf });
  const res = await handler(post(payload));
  assertEquals(res.status, 200);
  const answer = await res.json();
  assertEquals(answer.ok, true);
  assertMatch(answer.reference, REFERENCE_PATTERN);
  // The agency's e-mail, then the referrer's acknowledgment, each with its own key.
  assertEquals(calls.length, 2);
  const [call, ack] = calls;
  assertEquals(ack.headers.get("idempotency-key"), `${payload.submissionId}.ack`);
  assertEquals(ack.body.to, ["dana@example.com"]);
  assert(String(ack.body.text).includes(answer.reference));
  assertEquals(call.url, RESEND_URL);
  assertEquals(call.init.method, "POST");
  assertEquals(call.headers.get("authorization"), `Bearer ${KEY}`);
  assertEquals(call.headers.get("idempotency-key"), payload.submissionId);
  assertEquals(call.headers.get("content-type"), "application/json");
  assertEquals(call.body.from, env.FORM_FROM_EMAIL);
  assertEquals(call.body.to, [env.FORM_TO_EMAIL]);
  assertEquals(call.body.reply_to, "dana@example.com");
  assertEquals(call.body.subject, `Referral ${answer.reference} · Mercy Hospital`);
  assert(String(call.body.text).includes("Care needs: ADL Support (Activities of Daily Living), Meal Preparation"));
  assert(String(call.body.html).includes("<li>Meal Preparation</li>"));
  assertEquals(call.body.attachments, [{ filename: "discharge.pdf", content: samples.pdf.content, content_type: "application/pdf" }]);
  assert(call.init.signal instanceof AbortSignal);
  assertEquals(logs.at(-1)?.provider, "resend");
  assert(!JSON.stringify(logs).includes(KEY));
});

Deno.test("the same submission twice reaches Resend once", async () => {
  const { fetch, calls } = standIn(ok);
  const { handler } = resendHandler(fetch);
  const payload = referral();
  assertEquals((await handler(post(payload))).status, 200);
  assertEquals((await handler(post(payload))).status, 200);
  assertEquals(calls.length, 1);
});

Deno.test("429 then success: one retry after Retry-After, same idempotency key", async () => {
  const { fetch, calls } = standIn(status(429, { "Retry-After": "2" }), ok);
  const { handler, sleeps } = resendHandler(fetch);
  const res = await handler(post(referral()));
  assertEquals(res.status, 200);
  assertEquals(calls.length, 2);
  assertEquals(sleeps, [2000]);
  assertEquals(calls[0].headers.get("idempotency-key"), calls[1].headers.get("idempotency-key"));
});

Deno.test("503 then success: one retry (default wait without Retry-After)", async () => {
  const { fetch, calls } = standIn(status(503), ok);
  const { handler, sleeps } = resendHandler(fetch);
  assertEquals((await handler(post(referral()))).status, 200);
  assertEquals(calls.length, 2);
  assertEquals(sleeps, [DEFAULT_RETRY_DELAY_MS]);
});

Deno.test("two failures: still success with a reference, the row says why, provider text never shown or logged", async () => {
  const { fetch, calls } = standIn(status(503), status(500));
  const { handler, logs } = resendHandler(fetch);
  const payload = referral();
  const res = await handler(post(payload));
  assertEquals(res.status, 200);
  const body = await res.json();
  assertEquals(Object.keys(body).sort(), ["ok", "promise", "reference"]);
  assertEquals(calls.length, 2);
  assertEquals(logs.at(-1)?.outcome, "stored_delivery_failed");
  assertEquals(logs.at(-1)?.providerStatus, 500);
  assertEquals(logs.at(-1)?.reference, body.reference);
  assert(!JSON.stringify(logs).includes("echo of"));
  const row = await (await testStore()).get(payload.submissionId);
  assertEquals([row?.deliveryStatus, row?.lastError, row?.attempts], ["failed", "provider_status 500", 1]);
  assertEquals(row?.notifiedAt, null);
});

Deno.test("a 4xx other than 429 is not retried", async () => {
  for (const code of [400, 401, 403, 409, 422]) {
    const { fetch, calls } = standIn(status(code), ok);
    const { handler, logs } = resendHandler(fetch);
    assertEquals((await handler(post(referral()))).status, 200, String(code));
    assertEquals(logs.at(-1)?.outcome, "stored_delivery_failed");
    assertEquals(calls.length, 1);
  }
});

Deno.test("a Retry-After beyond the 10 s budget is not waited for: the delivery fails at once", async () => {
  const { fetch, calls } = standIn(status(429, { "Retry-After": "11" }), ok);
  const { handler, sleeps, logs } = resendHandler(fetch);
  assertEquals((await handler(post(referral()))).status, 200);
  assertEquals(logs.at(-1)?.reason, "retry_after_past_deadline");
  assertEquals(calls.length, 1);
  assertEquals(sleeps, []);
});

Deno.test("a network error is retried once", async () => {
  let n = 0;
  const fetch = (() => (++n === 1 ? Promise.reject(new TypeError("connection reset")) : Promise.resolve(ok()))) as typeof globalThis.fetch;
  const { handler } = resendHandler(fetch);
  assertEquals((await handler(post(referral()))).status, 200);
  assertEquals(n, 2);
});

Deno.test("deadline: a Resend that never answers is abandoned, the visitor answered at once", async () => {
  assertEquals(RESEND_DEADLINE_MS, 10_000);
  const hang = (signal: AbortSignal) =>
    new Promise<Response>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
  const { fetch, calls } = standIn(hang);
  const logs: LogEntry[] = [];
  const handler = createHandler({
    env: (n) => env[n],
    logger: (e) => logs.push(e),
    provider: resendProvider({ apiKey: KEY, fetch, deadlineMs: 150 }),
    store: testStore(),
    sweepIntervalMs: Infinity,
  });
  const started = performance.now();
  const res = await handler(post(referral()));
  const took = performance.now() - started;
  assertEquals(res.status, 200);
  assert(took >= 140 && took < 2000, `took ${took} ms`);
  assertEquals(calls.length, 1);
  assertEquals(logs.at(-1)?.reason, "deadline");
});

Deno.test("deadline covers the wait before the retry too", async () => {
  const { fetch, calls } = standIn(status(503, { "Retry-After": "1" }), ok);
  const handler = createHandler({
    env: (n) => env[n],
    logger: () => {},
    provider: resendProvider({ apiKey: KEY, fetch, deadlineMs: 300 }), // 1 s wait > 300 ms budget
    store: testStore(),
    sweepIntervalMs: Infinity,
  });
  assertEquals((await handler(post(referral()))).status, 200);
  assertEquals(calls.length, 1);
});

Deno.test("Retry-After as seconds or as an HTTP date", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");
  assertEquals(retryAfterMs("3", now), 3000);
  assertEquals(retryAfterMs("Thu, 01 Jan 2026 00:00:05 GMT", now), 5000);
  assertEquals(retryAfterMs("soon", now), undefined);
  assertEquals(retryAfterMs(null, now), undefined);
});

Deno.test("a refusal of the message itself (400, 422) stops the retries: the row rejected with its reason, never sent again; 5xx stays failed and retried", async () => {
  for (const code of [400, 422]) {
    const { fetch, calls } = standIn(status(code), ok);
    const { handler } = resendHandler(fetch);
    const payload = referral();
    assertEquals((await handler(post(payload))).status, 200, String(code));
    const row = await (await testStore()).get(payload.submissionId);
    assertEquals([row?.deliveryStatus, row?.lastError, row?.attempts], ["rejected", `provider_status ${code}`, 1], String(code));
    // Not even a forced run (npm run deliver-pending) sends it again.
    await handler.deliverPending({ force: true });
    const mine = calls.filter((c) => c.headers.get("idempotency-key") === payload.submissionId);
    assertEquals(mine.length, 1, String(code));
    assertEquals((await (await testStore()).get(payload.submissionId))?.deliveryStatus, "rejected");
  }
  // The provider failing (5xx), or refusing the credentials (the settings, which staff fix): retried.
  for (const code of [503, 401, 403, 409, 429]) {
    const { fetch, calls } = standIn(status(code), status(code), ok);
    const { handler } = resendHandler(fetch);
    const payload = referral();
    await handler(post(payload));
    assertEquals((await (await testStore()).get(payload.submissionId))?.deliveryStatus, "failed", String(code));
    await handler.deliverPending({ force: true });
    assert(calls.filter((c) => c.headers.get("idempotency-key") === payload.submissionId).length > 1, `${code} not retried`);
  }
});
