/** Every status the function answers, and the headers every answer carries. */
import { assert, assertEquals, assertMatch } from "./assert.ts";
import { answers } from "../send-form-email/handler.ts";
import { BODY_READ_TIMEOUT_MS, MAX_BODY_BYTES } from "../send-form-email/http.ts";
import { REFERENCE_PATTERN } from "../_shared/reference.ts";
import type { SubmissionStore } from "../send-form-email/store.ts";
import type { LogEntry } from "../send-form-email/types.ts";
import { callback, consultation, ORIGIN, post, referral, samples, setup, testStore, URL_ } from "./helpers.ts";
import { intakeCopy } from "../_shared/copy/index.ts";
import { addDays, agencyToday, MAX_START_DAYS, messages } from "../_shared/schemas.ts";

async function expectJson(res: Response, status: number) {
  assertEquals(res.status, status);
  assertEquals(res.headers.get("content-type"), "application/json; charset=utf-8");
  assertEquals(res.headers.get("vary"), "Origin");
  return await res.json();
}

Deno.test("OPTIONS from an allowed origin: 204 echoing that origin, never *", async () => {
  const { handler } = setup();
  const res = await handler(new Request(URL_, { method: "OPTIONS", headers: { Origin: ORIGIN } }));
  assertEquals(res.status, 204);
  assertEquals(res.headers.get("access-control-allow-origin"), ORIGIN);
  assertEquals(res.headers.get("vary"), "Origin");
  assertMatch(res.headers.get("access-control-allow-headers")!, /authorization, x-client-info, apikey, content-type/);
  assertMatch(res.headers.get("access-control-allow-methods")!, /POST/);
});

Deno.test("a foreign Origin gets 403 and nothing is sent", async () => {
  const { handler, sent, logs } = setup();
  const pre = await handler(new Request(URL_, { method: "OPTIONS", headers: { Origin: "https://evil.example" } }));
  assertEquals(pre.status, 403);
  const res = await handler(post(referral(), { Origin: "https://evil.example" }));
  const body = await expectJson(res, 403);
  assertEquals(body, { error: answers.origin });
  assertEquals(res.headers.get("access-control-allow-origin"), null);
  assertEquals(sent.length, 0);
  assertEquals(logs.at(-1)?.outcome, "origin_refused");
});

Deno.test("a request without Origin (curl) is served: CORS is not authentication", async () => {
  const { handler, sent } = setup();
  const req = new Request(URL_, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(referral()) });
  const res = await handler(req);
  const body = await expectJson(res, 200);
  assertEquals(body.ok, true);
  assertMatch(body.reference, REFERENCE_PATTERN);
  assertEquals(res.headers.get("access-control-allow-origin"), null);
  assertEquals(sent.length, 1);
});

Deno.test("methods other than POST: 405 with Allow and CORS headers", async () => {
  const { handler } = setup();
  for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
    const res = await handler(new Request(URL_, { method, headers: { Origin: ORIGIN } }));
    assert((await expectJson(res, 405)).error);
    assertEquals(res.headers.get("allow"), "POST, OPTIONS");
    assertEquals(res.headers.get("access-control-allow-origin"), ORIGIN);
  }
});

Deno.test("only application/json: 415 otherwise (charset parameter allowed)", async () => {
  const { handler, sent } = setup();
  for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
    assertEquals((await handler(post(referral(), { "Content-Type": type }))).status, 415);
  }
  const noType = new Request(URL_, { method: "POST", headers: { Origin: ORIGIN }, body: new Blob([JSON.stringify(referral())]) });
  assertEquals((await handler(noType)).status, 415);
  assertEquals(sent.length, 0);
  const ok = await handler(post(referral(), { "Content-Type": "Application/JSON; charset=UTF-8" }));
  assertEquals(ok.status, 200);
});

Deno.test("body over 8 MB: 413 from Content-Length", async () => {
  const { handler, sent } = setup();
  const big = "x".repeat(MAX_BODY_BYTES + 1);
  assertEquals(await expectJson(await handler(post(big)), 413), { error: answers.tooLarge });
  assertEquals(sent.length, 0);
});

Deno.test("body over 8 MB streamed in chunks without Content-Length: 413 while reading", async () => {
  const { handler } = setup();
  const chunk = new Uint8Array(1024 * 1024).fill(0x20);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      controller.enqueue(chunk); // never ends: only the limit stops the reading
    },
  });
  const req = new Request(URL_, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: stream,
  });
  assertEquals(req.headers.get("content-length"), null);
  assertEquals((await handler(req)).status, 413);
  assert(pulled <= 10, `read ${pulled} MB before refusing`);
});

Deno.test("a body that stops arriving: 408 at the read deadline, logged body_timeout, stream cancelled", async () => {
  const { handler, logs, sent } = setup({}, { bodyReadTimeoutMs: 50 });
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode('{"type":"referral",')); // then nothing, ever: an abandoned upload
    },
    cancel() {
      cancelled = true;
    },
  });
  const req = new Request(URL_, { method: "POST", headers: { "Content-Type": "application/json", Origin: ORIGIN }, body: stream });
  const started = performance.now();
  const res = await handler(req);
  const waited = performance.now() - started;
  assertEquals(await expectJson(res, 408), { error: answers.bodyTimeout });
  assert(waited >= 45 && waited < 2_000, `answered after ${waited} ms`);
  assertEquals(logs.at(-1)?.outcome, "body_timeout");
  assert(cancelled, "the body stream was not cancelled");
  assertEquals(sent.length, 0);
  assertEquals(BODY_READ_TIMEOUT_MS, 10_000);
});

Deno.test("a chunked body under the limit is read whole", async () => {
  const { handler, sent } = setup();
  const bytes = new TextEncoder().encode(JSON.stringify(referral()));
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      for (let i = 0; i < bytes.length; i += 7) c.enqueue(bytes.slice(i, i + 7));
      c.close();
    },
  });
  const req = new Request(URL_, { method: "POST", headers: { "Content-Type": "application/json", Origin: ORIGIN }, body: stream });
  assertEquals((await handler(req)).status, 200);
  assertEquals(sent.length, 1);
});

Deno.test("malformed JSON, non-objects and bad UTF-8: 400 without echoing input", async () => {
  const { handler } = setup();
  for (const body of ["{", "", "[]", "null", "42", '"referral"', "[{\"type\":\"referral\"}]", "{'a':1}"]) {
    const json = await expectJson(await handler(post(body)), 400);
    assertEquals(json, { error: answers.badJson });
  }
  const bad = new Request(URL_, { method: "POST", headers: { "Content-Type": "application/json", Origin: ORIGIN }, body: new Uint8Array([0x7b, 0xff, 0x7d]) });
  assertEquals((await handler(bad)).status, 400);
});

Deno.test("schema failures: 400 with a message per field", async () => {
  const { handler, sent } = setup();
  const res = await handler(post(referral({ referrerEmail: "not-an-email", clientNeeds: [] })));
  const body = await expectJson(res, 400);
  assertEquals(Object.keys(body.fields).sort(), ["clientNeeds", "referrerEmail"]);
  assertMatch(body.fields.referrerEmail, /valid e-mail/);
  assertMatch(body.fields.clientNeeds, /at least one care need/);
  assert(typeof body.error === "string" && !body.error.includes("not-an-email"));
  assertEquals(sent.length, 0);
});

Deno.test("one wrong field: the toast says what is wrong", async () => {
  const { handler } = setup();
  const body = await (await handler(post(consultation({ careType: "surgery" })))).json();
  assertEquals(body.error, "Please choose the type of care.");
  assertEquals(body.fields, { careType: "Please choose the type of care." });
});

Deno.test("a callback request: 200 with its reference, the agency e-mailed, stored as a callback", async () => {
  const { handler, sent } = setup({ FORM_ACKNOWLEDGE: "on" });
  for (const payload of [callback(), callback({ bestTime: "", zip: "" }), callback({ bestTime: undefined, zip: undefined, locale: "es" })]) {
    sent.length = 0;
    const body = await expectJson(await handler(post(payload)), 200);
    assertMatch(body.reference, REFERENCE_PATTERN);
    assertEquals(sent.length, 1, "the agency's e-mail only: a callback has no address to acknowledge");
    assert(sent[0].subject.includes("Callback request") && sent[0].subject.includes(body.reference));
    assertEquals((await (await testStore()).get(payload.submissionId))?.type, "callback");
  }
});

Deno.test("a callback request's mistakes: 400, a clear message per field, in the sender's language", async () => {
  const { handler, sent } = setup();
  const all = await expectJson(await handler(post(callback({ name: " ", phone: "555", bestTime: "midnight", zip: "9210" }))), 400);
  assertEquals(all.error, answers.fixFields);
  assertEquals(all.fields, {
    name: "Please enter your name.",
    phone: messages.phone,
    bestTime: "Please choose the best time to call from the list.",
    zip: messages.zip,
  });
  const missing = await expectJson(await handler(post({ type: "callback", submissionId: crypto.randomUUID() })), 400);
  assertEquals(missing.fields, { name: "Please enter your name.", phone: "Please enter your phone number." });
  const one = await expectJson(await handler(post(callback({ phone: "" }))), 400);
  assertEquals(one, { error: "Please enter your phone number.", fields: { phone: "Please enter your phone number." } });
  const es = intakeCopy.es.validation;
  const spanish = await expectJson(await handler(post(callback({ locale: "es", bestTime: 7, zip: "abcde" }))), 400);
  assertEquals(spanish.fields, { bestTime: es.bestTime, zip: es.zip });
  assertEquals(sent.length, 0);
});

Deno.test("a consultation's ZIP, needed-by date, best time and relationship: accepted when right, 400 with a clear message when not", async () => {
  const { handler, sent } = setup();
  const today = agencyToday();
  const good = consultation({ zip: "92103", neededBy: today, bestTime: "afternoon", relationship: "professional", careType: "memory" });
  assertEquals((await handler(post(good))).status, 200);
  assert(sent[0].text.includes("Who needs care: A client of mine (I am a professional)\n"), sent[0].text);
  assert(sent[0].text.includes("Type of care: Memory care: dementia and Alzheimer's support\n"));
  sent.length = 0;
  const bad = await expectJson(
    await handler(post(consultation({ zip: "921", neededBy: addDays(today, -1), bestTime: "Morning", relationship: "mother" }))),
    400,
  );
  assertEquals(bad.fields, {
    zip: messages.zip,
    neededBy: messages.datePast,
    bestTime: messages.bestTime,
    relationship: "Please choose who needs care from the list.",
  });
  const far = await expectJson(await handler(post(consultation({ neededBy: addDays(today, MAX_START_DAYS + 1) }))), 400);
  assertEquals(far, { error: messages.dateFar, fields: { neededBy: messages.dateFar } });
  const notDate = await expectJson(await handler(post(consultation({ neededBy: "next Friday" }))), 400);
  assertEquals(notDate.fields, { neededBy: messages.date });
  // Shaped like a date, but no month 13: the same clear 400, not an exception.
  const noSuchDay = await expectJson(await handler(post(consultation({ neededBy: "2027-13-45" }))), 400);
  assertEquals(noSuchDay.fields, { neededBy: messages.date });
  assertEquals(sent.length, 0);
});

Deno.test("wrong JSON types get friendly words, not zod's developer messages", async () => {
  const { handler } = setup();
  const body = await (await handler(post(referral({ attachment: { filename: "a.pdf", contentType: 7, content: "" } })))).json();
  assert(!JSON.stringify(body).includes("Invalid input"), JSON.stringify(body));
});

Deno.test("unknown or missing type: 400", async () => {
  const { handler, sent } = setup();
  for (const type of ["newsletter", undefined, 3, "Referral"]) {
    const body = await expectJson(await handler(post(referral({ type }))), 400);
    assertEquals(Object.keys(body.fields), ["type"]);
    assertMatch(body.error, /reload the page/);
  }
  assertEquals(sent.length, 0);
});

Deno.test("text is trimmed and NFC-normalised", async () => {
  const { handler, sent } = setup();
  const res = await handler(post(referral({ referrerName: "  Jose\u0301 Nin\u0303o \t" })));
  assertEquals(res.status, 200);
  assertMatch(sent[0].text, /Referrer name: José Niño\n/);
  assert(sent[0].text.includes("José".normalize("NFC")));
});

Deno.test("control characters are refused in one-line fields, line breaks allowed in notes", async () => {
  const { handler } = setup();
  for (const bad of ["A\nB", "A\rB", "A\u0000B", "A\u2028B", "A\u0085B", "A\u001bB"]) {
    const body = await expectJson(await handler(post(referral({ clientName: bad }))), 400);
    assertMatch(body.fields.clientName, /control characters/);
  }
  assertEquals((await handler(post(referral({ additionalNotes: "one\r\ntwo\tthree" })))).status, 200);
});

Deno.test("invisible format characters never reach the e-mail: subject, bodies, attachment name", async () => {
  const { handler, sent } = setup();
  const pdf = { filename: "report\u202efdp.docx.pdf", contentType: "application/pdf", content: samples.pdf.content };
  const res = await handler(post(referral({
    referrerName: "Dana\u202e Planner",
    referrerOrganization: "Mercy\u2066 Hospital\u2069",
    additionalNotes: "Discharge\u200b on Friday.\u202e",
    attachment: pdf,
  })));
  assertEquals(res.status, 200);
  const mail = sent[0];
  assertEquals(mail.attachments[0].filename, "reportfdp.docx.pdf");
  assertMatch(mail.subject, /^Referral VH-[2-9A-Z]{6} · Mercy Hospital$/);
  for (const part of [mail.subject, mail.text, mail.html, mail.attachments[0].filename]) {
    assert(!/\p{Cf}/u.test(part), JSON.stringify(part));
  }
  assertMatch(mail.text, /Attached document: reportfdp\.docx\.pdf\n/);
});

Deno.test("blank fillers and noncharacters never reach the e-mail; a name made only of them is missing", async () => {
  const { handler, sent } = setup();
  const blank = await expectJson(await handler(post(referral({ referrerOrganization: "\u3164\u2800", clientName: "\u115F\uFFFF" }))), 400);
  assertEquals(blank.fields, { referrerOrganization: "Please enter your organization.", clientName: "Please enter the patient or client's name." });
  // A surname that needs its zero-width non-joiner (U+200C) to be spelt right.
  const persian = "\u0646\u06CC\u06A9\u200C\u0646\u0627\u0645";
  const res = await handler(post(referral({ referrerOrganization: `Clinic\u3164 ${persian}\uFFFE`, referrerName: `Dana ${persian}\u200D` })));
  assertEquals(res.status, 200);
  const mail = sent[0];
  assertMatch(mail.subject, new RegExp(`^Referral VH-[2-9A-Z]{6} · Clinic ${persian}$`));
  assert(mail.text.includes(`Referrer name: Dana ${persian}\n`));
  for (const part of [mail.subject, mail.text, mail.html]) {
    assert(!/[\u115F\u3164\u2800\uFFFE\uFFFF]/.test(part), JSON.stringify(part));
  }
});

Deno.test("ill-formed Unicode (a lone surrogate): 400 asking to retype, nothing sent", async () => {
  const { handler, sent } = setup();
  const message = "This answer contains characters we cannot read. Please retype it.";
  const cases: [string, Record<string, unknown>, string][] = [
    ["referrerName", { referrerName: "Dana\ud800" }, "referrerName"],
    ["additionalNotes", { additionalNotes: "notes \udc00" }, "additionalNotes"],
    ["attachment", { attachment: { ...samples.pdf, filename: "d\ud83d.pdf" } }, "attachment"],
  ];
  for (const [name, over, field] of cases) {
    // Written as JSON escapes, the way a client sends a lone surrogate (UTF-8 cannot carry one).
    const body = JSON.stringify(referral(over));
    assertMatch(body, /\\ud[89a-f]/, name);
    const res = await expectJson(await handler(post(body)), 400);
    assertEquals(res.fields[field], message, name);
    assertEquals(res.error, message, name);
  }
  assertEquals(sent.length, 0);
});

Deno.test("honeypot filled: 200 { ok: true } and nothing sent", async () => {
  const { handler, sent, logs } = setup();
  for (const honeypot of ["http://spam.example", 1, true, { a: 1 }]) {
    const res = await handler(post(referral({ honeypot })));
    assertEquals(await expectJson(res, 200), { ok: true });
  }
  // Even an otherwise invalid bot post looks accepted: no hint for the bot.
  assertEquals((await handler(post({ type: "referral", honeypot: "x" }))).status, 200);
  assertEquals(sent.length, 0);
  assertEquals(logs.at(-1)?.outcome, "honeypot");
});

Deno.test("rate limit per client address: 429 with Retry-After and a JSON error", async () => {
  let now = 1_000_000;
  const { handler, sent } = setup({ FORM_RATE_LIMIT_PER_MINUTE: "2" }, { now: () => now });
  const from = (ip: string) => ({ "X-Forwarded-For": ip }); // as the platform's proxy appends it
  assertEquals((await handler(post(referral(), from("203.0.113.5")))).status, 200);
  now += 10_000;
  assertEquals((await handler(post(referral(), from("203.0.113.5")))).status, 200);
  const res = await handler(post(referral(), from("203.0.113.5")));
  assertEquals(await expectJson(res, 429), { error: answers.rateLimited });
  assertEquals(res.headers.get("retry-after"), "50");
  assertEquals(res.headers.get("access-control-allow-origin"), ORIGIN);
  // Another client is not affected; the first is served again once its window has passed.
  assertEquals((await handler(post(referral(), from("198.51.100.7")))).status, 200);
  now += 50_000;
  assertEquals((await handler(post(referral(), from("203.0.113.5")))).status, 200);
  assertEquals(sent.length, 4);
});

Deno.test("a client-sent X-Forwarded-For does not change the client's bucket: the proxy's hop counts", async () => {
  const { handler, sent } = setup({ FORM_RATE_LIMIT_PER_MINUTE: "2" });
  // The platform's proxy appends the address it saw (203.0.113.5) to whatever the client sent.
  const spoofed = (claimed: string) => ({ "X-Forwarded-For": `${claimed}, 203.0.113.5` });
  const statuses = [];
  for (const claimed of ["1.2.3.4", "5.6.7.8", "1.2.3.4, 9.9.9.9", "unknown"]) {
    statuses.push((await handler(post(referral(), spoofed(claimed)))).status);
  }
  assertEquals(statuses, [200, 200, 429, 429]);
  // Repeated header lines are one list (Headers joins them): the last line is still the proxy's.
  const twoLines = new Headers({ "Content-Type": "application/json", Origin: ORIGIN });
  twoLines.append("X-Forwarded-For", "1.2.3.4");
  twoLines.append("X-Forwarded-For", "203.0.113.5");
  const req = new Request(URL_, { method: "POST", headers: twoLines, body: JSON.stringify(referral()) });
  assertEquals((await handler(req)).status, 429);
  // Another client behind the same proxy has its own bucket.
  assertEquals((await handler(post(referral(), { "X-Forwarded-For": "1.2.3.4, 198.51.100.7" }))).status, 200);
  assertEquals(sent.length, 3);
});

Deno.test("the socket address is the key when there is no X-Forwarded-For", async () => {
  const { handler } = setup({ FORM_RATE_LIMIT_PER_MINUTE: "1" });
  assertEquals((await handler(post(referral()), { remoteAddress: "127.0.0.1" })).status, 200);
  assertEquals((await handler(post(referral()), { remoteAddress: "127.0.0.1" })).status, 429);
  assertEquals((await handler(post(referral()), { remoteAddress: "127.0.0.2" })).status, 200);
});

Deno.test("default rate limit is 10 a minute", async () => {
  const { handler } = setup({ FORM_RATE_LIMIT_PER_MINUTE: "" });
  const statuses = [];
  for (let i = 0; i < 11; i++) statuses.push((await handler(post(referral()), { remoteAddress: "a" })).status);
  assertEquals(statuses, [...Array(10).fill(200), 429]);
});

Deno.test("missing configuration: 500 { error } and a log line naming the variable", async () => {
  const { handler, logs, sent } = setup({ RESEND_API_KEY: "re_test_secret" }, { provider: undefined });
  const startup = logs[0];
  assertEquals(startup.outcome, "config_error");
  assertEquals(startup.problems, ["FORM_TO_EMAIL", "FORM_FROM_EMAIL"]);
  const res = await handler(post(referral()));
  assertEquals(await expectJson(res, 500), { error: answers.config });
  assertEquals(logs.at(-1)?.problems, ["FORM_TO_EMAIL", "FORM_FROM_EMAIL"]);
  assert(!JSON.stringify(logs).includes("re_test_secret"));
  assertEquals(sent.length, 0);
});

Deno.test("other configuration mistakes are 500 too", async () => {
  const mistakes: Record<string, string>[] = [{ ALLOWED_ORIGINS: "" }, { FORM_RATE_LIMIT_PER_MINUTE: "ten" }, { OUTBOX_DIR: "" }];
  for (const env of mistakes) {
    const { handler } = setup(env, { provider: undefined });
    const res = await handler(new Request(URL_, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }));
    assertEquals(res.status, 500, JSON.stringify(env));
  }
});

Deno.test("a provider that throws: the form is stored and answered, the row failed, no detail logged", async () => {
  const { handler, logs } = setup({}, {
    provider: { name: "memory", send: () => Promise.reject(new TypeError("secret detail at line 12")) },
  });
  const payload = referral();
  const body = await expectJson(await handler(post(payload)), 200);
  assertMatch(body.reference, REFERENCE_PATTERN);
  assertEquals(logs.at(-1)?.outcome, "stored_delivery_failed");
  const row = await (await testStore()).get(payload.submissionId);
  assertEquals([row?.deliveryStatus, row?.lastError], ["failed", "provider_TypeError"]);
  assert(!JSON.stringify(logs).includes("secret detail"));
});

Deno.test("a store that cannot be reached: 503 with Retry-After, a plain message, nothing sent", async () => {
  const broken = { save: () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.5:5432 password=hunter2")) };
  const { handler, logs, sent } = setup({}, { store: broken as unknown as SubmissionStore });
  const res = await handler(post(referral()));
  const body = await expectJson(res, 503);
  assertEquals(body, { error: answers.store });
  assertEquals(answers.store, "We could not save your form just now. Please try again in a moment (it will not be sent twice), or call us.");
  assertEquals(res.headers.get("retry-after"), "5");
  assertEquals(sent.length, 0);
  assertEquals(logs.at(-1)?.outcome, "store_failed");
  assert(!JSON.stringify(logs).includes("hunter2") && !JSON.stringify(logs).includes("10.0.0.5"));
});

Deno.test("an error once the form is stored still answers its reference, logged as failed", async () => {
  const provider = {
    get name(): "memory" {
      throw new TypeError("secret detail at line 12");
    },
    send: () => Promise.resolve({ ok: true as const }),
  };
  const { handler, logs } = setup({}, { provider });
  const payload = referral();
  const body = await expectJson(await handler(post(payload)), 200);
  assertMatch(body.reference, REFERENCE_PATTERN);
  assertEquals(logs.at(-1)?.outcome, "stored_delivery_failed");
  assertEquals(logs.at(-1)?.error, "TypeError");
  assert(!JSON.stringify(logs).includes("secret detail"));
});

Deno.test("an unexpected error: 500 with a plain message, no stack trace", async () => {
  const logs: LogEntry[] = [];
  let thrown = false;
  const { handler } = setup({}, {
    logger: (entry) => {
      if (!thrown) {
        thrown = true;
        throw new TypeError("secret detail at line 12");
      }
      logs.push(entry);
    },
  });
  const res = await handler(post("{not json"));
  const body = await expectJson(res, 500);
  assertEquals(body, { error: answers.unexpected });
  assertEquals(logs.at(-1)?.error, "TypeError");
  assert(!JSON.stringify(logs).includes("secret detail"));
});

Deno.test("every answer carries a request id and no-store", async () => {
  const { handler } = setup();
  const res = await handler(post(referral()));
  assertMatch(res.headers.get("x-request-id")!, /^[0-9a-f-]{36}$/);
  assertEquals(res.headers.get("cache-control"), "no-store");
});

Deno.test("a client that disconnects mid-body: 400, logged as client_aborted, not a server error", async () => {
  const { handler, logs, sent } = setup();
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode('{"type":"referral",'));
    },
    pull(c) {
      c.error(new Error("connection reset"));
    },
  });
  const req = new Request(URL_, { method: "POST", headers: { "Content-Type": "application/json", Origin: ORIGIN }, body: stream });
  assertEquals((await handler(req)).status, 400);
  assertEquals(logs.at(-1)?.outcome, "client_aborted");
  assertEquals(sent.length, 0);
});
