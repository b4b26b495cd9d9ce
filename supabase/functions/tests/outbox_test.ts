/** The embedded default: one JSON file per message, written atomically, once per submission. */
import { assert, assertEquals, assertMatch } from "./assert.ts";
import { createHandler } from "../send-form-email/handler.ts";
import { isMessageKey, messageKey } from "../send-form-email/message-key.ts";
import { outboxFile, outboxProvider } from "../send-form-email/providers/outbox.ts";
import type { LogEntry } from "../send-form-email/types.ts";
import { REFERENCE_PATTERN } from "../_shared/reference.ts";
import { application, baseEnv, ORIGIN, post, referral, samples, tempDir, testStore } from "./helpers.ts";

function outboxHandler(dir: string, env: Record<string, string> = {}) {
  const logs: LogEntry[] = [];
  const all: Record<string, string> = { ...baseEnv, OUTBOX_DIR: dir, ...env };
  const handler = createHandler({ env: (n) => all[n], logger: (e) => logs.push(e), store: testStore(), sweepIntervalMs: Infinity });
  return { handler, logs };
}

const okWithReference = (body: { ok?: unknown; reference?: unknown }) =>
  body.ok === true && typeof body.reference === "string" && REFERENCE_PATTERN.test(body.reference);

const files = async (dir: string) => {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) names.push(entry.name);
  return names.sort();
};

Deno.test("a message becomes <submissionId>.json with the documented shape", async () => {
  const dir = await tempDir();
  const { handler, logs } = outboxHandler(dir);
  const payload = referral({ attachment: samples.docx });
  assertEquals((await handler(post(payload))).status, 200);
  assertEquals(await files(dir), [`${payload.submissionId}.json`]);
  const message = JSON.parse(await Deno.readTextFile(outboxFile(dir, payload.submissionId)));
  assertEquals(Object.keys(message), ["to", "from", "replyTo", "subject", "text", "html", "attachments"]);
  assertEquals(message.to, "intake@example.com");
  assertEquals(message.from, "forms@example.com");
  assertEquals(message.replyTo, "dana@example.com");
  assertEquals(message.attachments, [{ filename: "plan.docx", contentType: samples.docx.contentType, content: samples.docx.content }]);
  // One log line says where, and holds nothing a person typed.
  const line = logs.at(-1)!;
  assertEquals(line.outcome, "sent");
  assertEquals(line.file, outboxFile(dir, payload.submissionId));
  for (const value of ["Dana", "Mercy", "dana@example.com", "(858) 555-0123", "Robert", "stairs", "plan.docx"]) {
    assert(!JSON.stringify(logs).includes(value), value);
  }
  await Deno.remove(dir, { recursive: true });
});

const note = (subject: string) => ({ to: "t@example.com", from: "f@example.com", replyTo: null, subject, text: subject, html: subject, attachments: [] });

Deno.test("message keys: the agency's e-mail is the submission id, the acknowledgment adds .ack", () => {
  const id = crypto.randomUUID();
  assertEquals(messageKey.agency(id), id);
  assertEquals(messageKey.acknowledgment(id), `${id}.ack`);
  assert(isMessageKey(messageKey.agency(id)) && isMessageKey(messageKey.acknowledgment(id)));
});

Deno.test("both messages of a submission: <id>.json and <id>.ack.json, side by side, each once", async () => {
  const dir = await tempDir();
  const outbox = outboxProvider(dir);
  const id = crypto.randomUUID();
  const agency = await outbox.send(note("agency"), { idempotencyKey: messageKey.agency(id) });
  const ack = await outbox.send(note("ack"), { idempotencyKey: messageKey.acknowledgment(id) });
  assertEquals([agency, ack], [{ ok: true, file: `${dir}/${id}.json` }, { ok: true, file: `${dir}/${id}.ack.json` }]);
  const again = await outbox.send(note("ack again"), { idempotencyKey: messageKey.acknowledgment(id.toUpperCase()) });
  assertEquals(again, { ok: true, duplicate: true, file: `${dir}/${id}.ack.json` });
  assertEquals(await files(dir), [`${id}.ack.json`, `${id}.json`]);
  assertEquals(JSON.parse(await Deno.readTextFile(`${dir}/${id}.ack.json`)).subject, "ack");
  assertEquals(JSON.parse(await Deno.readTextFile(`${dir}/${id}.json`)).subject, "agency");
  await Deno.remove(dir, { recursive: true });
});

Deno.test("any other key is refused and nothing is written", async () => {
  const dir = await tempDir();
  const outbox = outboxProvider(dir);
  const id = crypto.randomUUID();
  const refused = [
    "", "ack", `${id}.`, `${id}.ack.ack`, `${id}.json`, `${id}.acknowledgment`, `${id}.ak`, `${id}-ack`, `.ack`,
    `${id}.ack/../../x`, `../${id}`, `${id}/x`, `x${id}`, `${id}x`, `${id}.ack\n`, ` ${id}`, id.replaceAll("-", ""),
  ];
  for (const key of refused) {
    assertEquals(await outbox.send(note(key), { idempotencyKey: key }), { ok: false, reason: "unsafe_id" }, JSON.stringify(key));
    assert(!isMessageKey(key), JSON.stringify(key));
  }
  assertEquals(await files(dir), []);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("FORM_TO_EMAIL and FORM_FROM_EMAIL are used in outbox mode when set", async () => {
  const dir = await tempDir();
  const { handler } = outboxHandler(dir, { FORM_TO_EMAIL: "care@agency.example", FORM_FROM_EMAIL: "web@agency.example" });
  const payload = application();
  await handler(post(payload));
  const message = JSON.parse(await Deno.readTextFile(outboxFile(dir, payload.submissionId)));
  assertEquals([message.to, message.from], ["care@agency.example", "web@agency.example"]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("the outbox folder is created when missing and no temporary file is left", async () => {
  const dir = `${await tempDir()}/nested/outbox`;
  const { handler } = outboxHandler(dir);
  assertEquals((await handler(post(referral()))).status, 200);
  const names = await files(dir);
  assertEquals(names.length, 1);
  assertMatch(names[0], /^[0-9a-f-]{36}\.json$/);
});

Deno.test("the same submissionId twice, in a row or racing: one file, both answered 200", async () => {
  const dir = await tempDir();
  const { handler, logs } = outboxHandler(dir);
  const payload = referral();
  assertEquals((await handler(post(payload))).status, 200);
  assertEquals((await handler(post(payload))).status, 200);
  const racing = referral();
  const statuses = await Promise.all([1, 2, 3].map(() => handler(post(racing)).then((r) => r.status)));
  assertEquals(statuses, [200, 200, 200]);
  assertEquals((await files(dir)).length, 2);
  assertEquals(logs.filter((l) => l.outcome === "sent").length, 2);
  assertEquals(logs.filter((l) => l.outcome === "duplicate").length, 3);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("ids differing only in case, racing: one file, both answered { ok: true }, one sent", async () => {
  const dir = await tempDir();
  const { handler, logs } = outboxHandler(dir);
  const payload = referral();
  const shouted = { ...payload, submissionId: payload.submissionId.toUpperCase(), additionalNotes: "other" };
  const bodies = await Promise.all([payload, shouted].map((p) => handler(post(p)).then((r) => r.json())));
  assert(bodies.every(okWithReference), JSON.stringify(bodies));
  assertEquals(bodies[0].reference, bodies[1].reference);
  assertEquals(await files(dir), [`${payload.submissionId}.json`]);
  assertEquals(logs.map((l) => l.outcome).sort(), ["duplicate", "sent"]);
  const message = JSON.parse(await Deno.readTextFile(outboxFile(dir, payload.submissionId)));
  assertMatch(message.text, /stairs/); // the first post's notes, not overwritten by the second
  await Deno.remove(dir, { recursive: true });
});

Deno.test("two deliveries of one id racing past the gate (two instances): the file is never replaced", async () => {
  const dir = await tempDir();
  const id = crypto.randomUUID();
  const message = (subject: string) => ({ to: "t@example.com", from: "f@example.com", replyTo: null, subject, text: subject, html: subject, attachments: [] });
  const [a, b] = [outboxProvider(dir), outboxProvider(dir)];
  const results = await Promise.all([a.send(message("first"), { idempotencyKey: id }), b.send(message("second"), { idempotencyKey: id })]);
  assert(results.every((r) => r.ok), JSON.stringify(results));
  const fresh = results.filter((r) => r.ok && !r.duplicate);
  assertEquals(fresh.length, 1, JSON.stringify(results));
  assertEquals(await files(dir), [`${id}.json`]);
  const kept = JSON.parse(await Deno.readTextFile(outboxFile(dir, id))).subject;
  assertEquals(kept, results[0].ok && !results[0].duplicate ? "first" : "second");
  // Later, whatever the case of the id: still the same file, untouched.
  const later = await a.send(message("third"), { idempotencyKey: id.toUpperCase() });
  assertEquals(later, { ok: true, duplicate: true, file: outboxFile(dir, id) });
  assertEquals(JSON.parse(await Deno.readTextFile(outboxFile(dir, id))).subject, kept);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a submission already stored is not written again by a fresh handler on the same store", async () => {
  const dir = await tempDir();
  const payload = referral();
  await outboxHandler(dir).handler(post(payload));
  const before = await Deno.readTextFile(outboxFile(dir, payload.submissionId));
  const restarted = outboxHandler(dir);
  const res = await restarted.handler(post({ ...payload, additionalNotes: "changed" }));
  assertEquals(res.status, 200);
  assertEquals(restarted.logs.at(-1)?.outcome, "duplicate");
  assertEquals(await Deno.readTextFile(outboxFile(dir, payload.submissionId)), before);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("an outbox that cannot be written: the form is stored, answered with its reference, the row failed", async () => {
  const dir = await tempDir();
  const blocker = `${dir}/file`;
  await Deno.writeTextFile(blocker, "not a folder");
  const { handler, logs } = outboxHandler(`${blocker}/outbox`);
  const payload = referral();
  const res = await handler(post(payload));
  assertEquals(res.status, 200);
  assert(okWithReference(await res.json()));
  assertEquals(logs.at(-1)?.outcome, "stored_delivery_failed");
  const row = await (await testStore()).get(payload.submissionId);
  assertEquals(row?.deliveryStatus, "failed");
  assertMatch(row?.lastError ?? "", /^outbox_/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("40 concurrent valid posts with the rate limit off: 40 × 200 and 40 files", async () => {
  const dir = await tempDir();
  const { handler } = outboxHandler(dir, { FORM_RATE_LIMIT_PER_MINUTE: "0" });
  const statuses = await Promise.all(
    Array.from({ length: 40 }, () => handler(post(referral()), { remoteAddress: "127.0.0.1" }).then((r) => r.status)),
  );
  assertEquals(statuses, Array(40).fill(200));
  assertEquals((await files(dir)).length, 40);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("local.ts over HTTP: the server npm start runs, with 40 concurrent posts", async () => {
  const dir = await tempDir();
  const env: Record<string, string> = { ...baseEnv, OUTBOX_DIR: dir, FORM_RATE_LIMIT_PER_MINUTE: "0" };
  const { startLocalServer, FUNCTION_PATH } = await import("../send-form-email/local.ts");
  const controller = new AbortController();
  const { server } = startLocalServer({ port: 0, signal: controller.signal, env: (n) => env[n], logger: () => {}, store: await testStore() });
  const base = `http://127.0.0.1:${server.addr.port}`;
  try {
    const pre = await fetch(base + FUNCTION_PATH, { method: "OPTIONS", headers: { Origin: ORIGIN } });
    await pre.body?.cancel();
    assertEquals(pre.status, 204);
    const other = await fetch(base + "/elsewhere", { method: "POST" });
    await other.body?.cancel();
    assertEquals(other.status, 404);
    const responses = await Promise.all(Array.from({ length: 40 }, () =>
      fetch(base + FUNCTION_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify(referral()),
      }).then(async (r) => [r.status, await r.json()] as const)
    ));
    assertEquals(responses.map(([status]) => status), Array(40).fill(200));
    assert(responses.every(([, body]) => okWithReference(body)));
    assertEquals(new Set(responses.map(([, body]) => body.reference)).size, 40);
    assertEquals((await files(dir)).length, 40);
  } finally {
    controller.abort();
    await server.finished;
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("local.ts over a real socket: an upload that stalls is answered 408 at the read deadline", async () => {
  const env: Record<string, string> = { ...baseEnv, OUTBOX_DIR: await tempDir() };
  const { startLocalServer, FUNCTION_PATH } = await import("../send-form-email/local.ts");
  const controller = new AbortController();
  const logs: LogEntry[] = [];
  const { server } = startLocalServer({
    port: 0,
    signal: controller.signal,
    env: (n) => env[n],
    logger: (e) => logs.push(e),
    bodyReadTimeoutMs: 100,
    store: await testStore(),
  });
  const conn = await Deno.connect({ hostname: "127.0.0.1", port: server.addr.port });
  try {
    const head = `POST ${FUNCTION_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: 1000\r\n\r\n{"type":"referral",`;
    await conn.write(new TextEncoder().encode(head)); // and then the client says nothing more
    const buffer = new Uint8Array(4096);
    const read = await conn.read(buffer);
    const answer = new TextDecoder().decode(buffer.subarray(0, read ?? 0));
    assertMatch(answer, /^HTTP\/1\.1 408 /);
    assertEquals(logs.at(-1)?.outcome, "body_timeout");
  } finally {
    conn.close();
    controller.abort();
    await server.finished;
    await Deno.remove(env.OUTBOX_DIR, { recursive: true });
  }
});

Deno.test("local.ts believes X-Forwarded-For only from npm start's proxy (X-Local-Proxy with LOCAL_PROXY_TOKEN), else limits by the socket", async () => {
  const token = `proxy-${crypto.randomUUID()}`;
  const env: Record<string, string> = { ...baseEnv, OUTBOX_DIR: await tempDir(), FORM_RATE_LIMIT_PER_MINUTE: "1", LOCAL_PROXY_TOKEN: token };
  const { startLocalServer, FUNCTION_PATH } = await import("../send-form-email/local.ts");
  const controller = new AbortController();
  const { server } = startLocalServer({ port: 0, signal: controller.signal, env: (n) => env[n], logger: () => {}, store: await testStore() });
  const send = async (xff?: string, proxy?: string) => {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (xff) headers["X-Forwarded-For"] = xff;
    if (proxy) headers["X-Local-Proxy"] = proxy;
    const r = await fetch(`http://127.0.0.1:${server.addr.port}${FUNCTION_PATH}`, { method: "POST", headers, body: JSON.stringify(referral()) });
    await r.body?.cancel();
    return r.status;
  };
  try {
    // Through the proxy: each visitor's address is its own bucket.
    assertEquals([await send("192.0.2.1", token), await send("192.0.2.1", token), await send("192.0.2.2", token)], [200, 429, 200]);
    // Straight to the loopback port, a new X-Forwarded-For each time, without the token or with a
    // wrong one: all one bucket, the socket's.
    assertEquals([await send("198.51.100.1"), await send("198.51.100.2"), await send("198.51.100.3", "proxy-guess")], [200, 429, 429]);
    assertEquals(await send(undefined, token), 429); // the proxy without an address: the socket's too
  } finally {
    controller.abort();
    await server.finished;
    await Deno.remove(env.OUTBOX_DIR, { recursive: true });
  }
});
