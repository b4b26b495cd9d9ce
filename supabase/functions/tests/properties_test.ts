/**
 * Property-based tests (fast-check): arbitrary strings and shapes in every field.
 * 10 000 runs per property locally, 1 000 when CI=true (where the suite also runs e2e).
 */
import fc from "fast-check";
import { assert, assertEquals } from "./assert.ts";
import { dropInvisible } from "../_shared/limits.ts";
import { addDays, agencyToday, formTypes, MAX_START_DAYS, payloadSchema } from "../_shared/schemas.ts";
import { availability, bestTimes, careNeeds, careTypes, driving, positions, relationships, urgencies } from "../_shared/form-options.ts";
import type { Payload } from "../_shared/schemas.ts";
import { buildAcknowledgment } from "../send-form-email/acknowledgment.ts";
import { buildEmail } from "../send-form-email/email.ts";
import type { LogEntry } from "../send-form-email/types.ts";
import { REFERENCE_PATTERN } from "../_shared/reference.ts";
import { application, callback, consultation, post, referral, samples, setup, URL_ } from "./helpers.ts";

const numRuns = Deno.env.get("CI") === "true" ? 1_000 : 10_000;

const tricky = fc.constantFrom(
  "", " ", "\r\n", "\n", "\r", "\u2028", "\u0085", "\u0000", "<", "<script>alert(1)</script>", "&lt;", "</td>",
  "é", "e\u0301", "\ud800", "😀", "Bcc: x@example.com", "a@b.co", "(858) 555-0123", "\u202e",
);
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  tricky,
  fc.array(tricky).map((parts) => parts.join("x")),
);

/** Valid values too, so that many generated payloads get through the schema to the e-mail. */
const today = agencyToday();
const valid = {
  ...referral(),
  ...consultation(),
  ...callback(),
  ...application(),
  clientNeeds: fc.subarray([...careNeeds], { minLength: 1 }),
  careType: fc.constantFrom(...[...careTypes]),
  urgency: fc.constantFrom(...[...urgencies]),
  position: fc.constantFrom(...[...positions]),
  // The consultation's and the callback's optional answers: left empty, or any value of their list.
  bestTime: fc.constantFrom("", ...[...bestTimes]),
  relationship: fc.constantFrom("", ...[...relationships]),
  neededBy: fc.constantFrom("", today, addDays(today, 1), addDays(today, MAX_START_DAYS)),
  zip: fc.constantFrom("", "92103", " 91910 "),
  // The application's optional answers: none or some of each list, empty or typed lines.
  availability: fc.subarray([...availability]),
  driving: fc.subarray([...driving]),
  areas: fc.constantFrom("", "92123, Chula Vista", "Oceanside"),
  hcaNumber: fc.constantFrom("", "8570123456", "857-012-3456"),
  languages: fc.constantFrom("", "English, Tagalog", "español"),
};

/** Anything at all in the field: strings of every kind, other JSON types, nested shapes. */
function wildField(name: keyof typeof valid) {
  const good = valid[name];
  return fc.oneof(
    { weight: 4, arbitrary: typeof good === "string" ? fc.constant(good) : good as fc.Arbitrary<unknown> },
    { weight: 4, arbitrary: anyString },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(anyString)) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  );
}

const FREE_TEXT = new Set(["additionalNotes", "message", "experience", "motivation"]);
const NAMES = new Set(["referrerName", "referrerOrganization", "clientName", "firstName", "lastName", "name"]);

/** Mostly acceptable values, with arbitrary text where the schema allows it, so mail gets built. */
function nearField(name: keyof typeof valid) {
  const good = valid[name];
  const base = typeof good === "string" ? fc.constant<unknown>(good) : good as fc.Arbitrary<unknown>;
  if (FREE_TEXT.has(name)) return fc.oneof(base, anyString, fc.string({ unit: "grapheme" }), tricky);
  if (NAMES.has(name)) {
    return fc.oneof(
      { weight: 2, arbitrary: base },
      { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1 }) },
      { weight: 1, arbitrary: anyString },
    );
  }
  return fc.oneof({ weight: 19, arbitrary: base }, { weight: 1, arbitrary: anyString });
}

const names = {
  referral: ["referrerName", "referrerOrganization", "referrerPhone", "referrerEmail", "clientName", "clientNeeds", "additionalNotes"],
  consultation: ["firstName", "lastName", "email", "phone", "careType", "urgency", "message", "zip", "neededBy", "bestTime", "relationship"],
  callback: ["name", "phone", "bestTime", "zip"],
  application: ["firstName", "lastName", "email", "phone", "position", "availability", "areas", "driving", "hcaNumber", "languages", "experience", "motivation"],
} as const;

const attachment = fc.record({
  filename: fc.oneof(fc.constantFrom(...Object.values(samples).map((s) => s.filename)), anyString),
  contentType: fc.oneof(fc.constantFrom(...Object.values(samples).map((s) => s.contentType)), anyString),
  content: fc.oneof(
    fc.constantFrom(...Object.values(samples).map((s) => s.content)),
    fc.uint8Array({ maxLength: 64 }).map((b) => btoa(String.fromCharCode(...b))),
    anyString,
  ),
}, { requiredKeys: [] });

const sometimes = <T>(usual: T, other: fc.Arbitrary<unknown>, wild: boolean) =>
  fc.oneof({ weight: wild ? 3 : 19, arbitrary: fc.constant<unknown>(usual) }, { weight: 1, arbitrary: other });

const payload = fc.tuple(fc.constantFrom(...formTypes), fc.boolean()).chain(([type, wild]) =>
  fc.record({
    ...Object.fromEntries(names[type].map((n) => [n, wild ? wildField(n) : nearField(n)])),
    type: sometimes(type, anyString, wild),
    honeypot: sometimes("", anyString, wild),
    submissionId: fc.oneof({ weight: wild ? 3 : 19, arbitrary: fc.uuid({ version: 4 }) }, { weight: 1, arbitrary: anyString }),
    attachment: fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(...Object.values(samples)),
      { weight: wild ? 2 : 1, arbitrary: attachment },
    ),
  }, { requiredKeys: [] })
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A log line may hold only these keys, each in a shape no typed value can take. */
const logShape: Record<string, (v: unknown) => boolean> = {
  requestId: (v) => typeof v === "string" && (UUID.test(v) || v === "startup" || v === "sweep"),
  outcome: (v) => typeof v === "string" && /^[a-z_]+$/.test(v),
  status: Number.isInteger,
  ms: (v) => typeof v === "number",
  type: (v) => (formTypes as readonly unknown[]).includes(v),
  provider: (v) => v === "memory" || v === "outbox" || v === "resend",
  file: (v) => v === undefined || (typeof v === "string" && /\/[0-9a-f-]{36}(\.ack)?\.json$/.test(v)),
  // Drawn by the store from its own alphabet: nothing typed can appear in it.
  reference: (v) => typeof v === "string" && REFERENCE_PATTERN.test(v),
  delivered: Number.isInteger,
  failed: Number.isInteger,
  providerStatus: (v) => v === undefined || Number.isInteger(v),
  reason: (v) => v === undefined || (typeof v === "string" && /^[a-z_A-Z]+$/.test(v)),
  problems: (v) => Array.isArray(v) && v.every((p) => /^[A-Z_]+$/.test(p)),
  error: (v) => typeof v === "string" && /^[A-Za-z]+$/.test(v),
};

function checkLogs(logs: LogEntry[]) {
  for (const entry of logs) {
    for (const [key, value] of Object.entries(entry)) {
      if (value === undefined) continue; // JSON.stringify drops it from the line
      assert(key in logShape && logShape[key](value), `log ${key}=${JSON.stringify(value)}`);
    }
  }
}

const noLineBreak = (s: string) => !/[\r\n\u2028\u2029\u0085]/.test(s);
/**
 * No invisible character (bidi overrides, fillers, noncharacters…) but the joiners inside a word or
 * an emoji, and no half of a surrogate pair.
 */
const visibleWholeText = (s: string) => dropInvisible(s) === s && !/\p{Cs}/u.test(s);

Deno.test("any payload: the handler answers 200 or 400, never 5xx, never throws; logs stay clean", async () => {
  const { handler, logs, sent } = setup();
  let delivered = 0;
  await fc.assert(
    fc.asyncProperty(payload, async (body) => {
      logs.length = 0;
      sent.length = 0;
      const res = await handler(post(body));
      if (logs.some((l) => l.outcome === "sent")) delivered++;
      const json = await res.json();
      assert(res.status === 200 || res.status === 400, `status ${res.status} ${JSON.stringify(json)}`);
      assert(res.status === 200 ? json.ok === true : typeof json.error === "string");
      checkLogs(logs);
      for (const mail of sent) {
        assert(noLineBreak(mail.subject), JSON.stringify(mail.subject));
        for (const part of [mail.subject, mail.text, mail.html, ...mail.attachments.map((a) => a.filename)]) {
          assert(visibleWholeText(part), JSON.stringify(part));
        }
      }
    }),
    { numRuns },
  );
  // The generator must reach the e-mail, not only the schema's refusals.
  console.log(`${delivered} of ${numRuns} arbitrary payloads were delivered`);
  assert(delivered > numRuns * 0.05, `only ${delivered} of ${numRuns} runs were delivered`);
});

Deno.test("any body bytes: 200, 400 or 413 only", async () => {
  const { handler, logs } = setup();
  const bodies = fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v)), fc.uint8Array());
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      logs.length = 0;
      const req = new Request(URL_, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      const res = await handler(req);
      await res.body?.cancel();
      assert([200, 400, 413].includes(res.status), `status ${res.status}`);
      checkLogs(logs);
    }),
    { numRuns },
  );
});

/** Raw strings straight into the builder, past the schema: escaping must not rely on validation. */
const rawPayload = fc.constantFrom(...formTypes).chain((type) =>
  fc.record({
    ...Object.fromEntries(names[type].map((n) => [n, n === "clientNeeds" ? fc.array(anyString) : anyString])),
    type: fc.constant(type),
    submissionId: anyString,
    attachment: fc.option(fc.record({ filename: anyString, contentType: anyString, content: anyString }), { nil: undefined }),
  })
);

const options = { to: "t@example.com", from: "f@example.com", reference: "VH-7K3Q9F", details: "full", recordLocation: "npm run submissions" } as const;

Deno.test("any strings: the subject never holds CR or LF", () => {
  fc.assert(
    fc.property(rawPayload, (p) => {
          const mail = buildEmail(p as unknown as Payload, options);
      assert(noLineBreak(mail.subject), JSON.stringify(mail.subject));
    }),
    { numRuns },
  );
});

// Replaced, not removed, so that an input made only of "<" does not become an empty value.
const stripLt = (v: unknown): unknown =>
  typeof v === "string" ? v.replaceAll("<", "x") : Array.isArray(v) ? v.map(stripLt) : v && typeof v === "object"
    ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, stripLt(x)]))
    : v;

Deno.test("any strings: every < in the HTML comes from the template, none from input", () => {
  fc.assert(
    fc.property(rawPayload, (p) => {
          const html = buildEmail(p as unknown as Payload, options).html;
          const withoutInputLt = buildEmail(stripLt(p) as unknown as Payload, options).html;
      assertEquals(html.split("<").length, withoutInputLt.split("<").length);
    }),
    { numRuns },
  );
});

Deno.test("any strings: the acknowledgment's HTML takes no < from input, its subject stays one line, a callback gets none", () => {
  // When the request was received, as its stored row has it: care needed now words its lines by it.
  const ackOptions = { from: "f@example.com", reference: "VH-7K3Q9F", replyTo: "r@example.com", at: new Date("2026-11-25T18:00:00Z") };
  // Every form with a valid address, so the builder runs on everything else as generated.
  const withAddress = (p: Record<string, unknown>) => ({ ...p, email: "a@example.com", referrerEmail: "a@example.com" }) as unknown as Payload;
  fc.assert(
    fc.property(rawPayload, fc.constantFrom("en", "es"), (p, locale) => {
      const mail = buildAcknowledgment(withAddress({ ...p, locale }), ackOptions);
      if (p.type === "callback") return assertEquals(mail, null);
      assert(mail, p.type);
      assert(noLineBreak(mail.subject), JSON.stringify(mail.subject));
      const plain = buildAcknowledgment(withAddress({ ...(stripLt(p) as Record<string, unknown>), locale }), ackOptions)!;
      assertEquals(mail.html.split("<").length, plain.html.split("<").length);
    }),
    { numRuns },
  );
});

Deno.test("any payload the browser's parse accepts, the function's parse keeps as it is", () => {
  // The browser sends what its own parse of the form returns; the function parses that again.
  fc.assert(
    fc.property(payload, (body) => {
      const first = payloadSchema.safeParse(body);
      if (!first.success) return;
      const again = payloadSchema.safeParse(first.data);
      assert(again.success, JSON.stringify(again.error?.issues));
      assertEquals(again.data, first.data);
    }),
    { numRuns },
  );
});
