/**
 * Validation costs time in proportion to its input, never more: a megabyte of a hostile shape in any
 * field is refused within a budget, by its length alone, and every pattern run on visitor input
 * stays linear on those shapes even without the length checks in front of it.
 */
import fc from "fast-check";
import { assert, assertEquals } from "./assert.ts";
import { dropInvisible, extensionOf, baseName } from "../_shared/limits.ts";
import { EMAIL_PATTERN, isEmail, isUsPhone, payloadSchema } from "../_shared/schemas.ts";
import { escapeHtml, oneLine, readableDate } from "../send-form-email/email-format.ts";
import { validatePayload } from "../send-form-email/validate.ts";
import { application, callback, consultation, post, referral, samples, setup } from "./helpers.ts";

const KB = 1024;
const MB = 1024 * KB;
/**
 * For a schema parse: its length checks come first, so a megabyte costs what a few characters do.
 * A super-linear pattern takes minutes there.
 */
const BUDGET_MS = 100;
/** For a pattern or a replacement that does read the whole megabyte: a linear pass takes tens of ms. */
const LINEAR_MS = 500;
/** A small size first: code that is not linear fails there in seconds, not after minutes at 1 MB. */
const SIZES = [64 * KB, MB];

/** `unit` repeated to about `size` characters, between `head` and `tail`. */
const fill = (size: number, unit: string, head = "", tail = "") =>
  head + unit.repeat(Math.max(1, Math.floor((size - head.length - tail.length) / unit.length))) + tail;

/** Shapes that make backtracking patterns, replacements and normalisation work hardest. */
const shapes = (size: number): Record<string, string> => ({
  "the review's e-mail": fill(size, "a.", "a@", "@"),
  "an e-mail of many labels, failing at the end": fill(size, "a.", "a@", "1"),
  "an e-mail of hyphens": fill(size, "a-", "a@", "!"),
  "an e-mail of punycode labels": fill(size, "xn--a-", "a@a.", "!"),
  "a local part of dots": fill(size, "a.", "", "@"),
  "dots": fill(size, "."),
  "hyphens": fill(size, "-"),
  "at signs": fill(size, "@"),
  "spaces, then a letter": fill(size, " ", "", "x"),
  "line breaks": fill(size, "\r\n"),
  "NULs": fill(size, "\u0000"),
  "joiners in a word": fill(size, "a\u200D"),
  "stray joiners": fill(size, "\u200D"),
  "bidi overrides": fill(size, "\u202E"),
  "Hangul fillers": fill(size, "\u3164"),
  "decomposed accents": fill(size, "e\u0301"),
  "lone surrogates": fill(size, "\ud800"),
  "emoji": fill(size, "😀"),
  "digits": fill(size, "1"),
  "digits and hyphens": fill(size, "1-"),
  "dates": fill(size, "2026-11-25 "),
  "base64 failing at the end": fill(size, "A", "", "!"),
  "padding": fill(size, "="),
  "path segments": fill(size, "a/"),
  "extensions, failing at the end": fill(size, ".a", "", "!"),
  "a uuid, repeated": fill(size, crypto.randomUUID()),
});

type Path = [string] | [string, string];
/** Every field a visitor can type or send: each form's, the envelope's, the document's. */
const forms: [() => Record<string, unknown>, Path[]][] = [
  [
    () => referral({ familyContact: { name: "Ana", phone: "6195550177" }, attachment: samples.pdf }),
    [
      ["referrerName"], ["referrerOrganization"], ["referrerPhone"], ["referrerEmail"], ["clientName"],
      ["additionalNotes"], ["startDate"], ["urgency"], ["payer"], ["clientZip"], ["preferredLanguage"],
      ["familyContact", "name"], ["familyContact", "phone"], ["attachment", "filename"],
      ["attachment", "contentType"], ["attachment", "content"], ["type"], ["honeypot"], ["submissionId"], ["locale"],
    ],
  ],
  [
    consultation,
    [["firstName"], ["lastName"], ["email"], ["phone"], ["careType"], ["urgency"], ["message"], ["zip"], ["neededBy"], ["bestTime"], ["relationship"]],
  ],
  [callback, [["name"], ["phone"], ["bestTime"], ["zip"]]],
  [application, [["firstName"], ["lastName"], ["email"], ["phone"], ["position"], ["experience"], ["motivation"]]],
];

function withValue(payload: Record<string, unknown>, path: Path, value: string) {
  if (path.length === 1) return { ...payload, [path[0]]: value };
  return { ...payload, [path[0]]: { ...(payload[path[0]] as Record<string, unknown>), [path[1]]: value } };
}

/** The result and the fastest of three runs: a pause for garbage collection only adds time, once. */
function timed<T>(run: () => T): [T, number] {
  let best = Infinity;
  let result: T;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    result = run();
    best = Math.min(best, performance.now() - started);
  }
  return [result!, best];
}

// The first parse compiles the schemas' parsers: not what is measured.
for (const [make] of forms) payloadSchema.safeParse(make());

Deno.test("a megabyte of any hostile shape in any field: refused within the budget, with one message", () => {
  for (const size of SIZES) {
    for (const [shape, value] of Object.entries(shapes(size))) {
      for (const [make, paths] of forms) {
        for (const path of paths) {
          const payload = withValue(make(), path, value);
          const [result, ms] = timed(() => payloadSchema.safeParse(payload));
          const where = `${path.join(".")} = ${shape} (${size / KB} KB)`;
          assert(ms < BUDGET_MS, `${where}: ${ms.toFixed(0)} ms`);
          if (result.success) {
            // Only a document's content can be right at any size under 5 MB: valid base64, whose
            // bytes are then checked against the type.
            assertEquals(path.join("."), "attachment.content", `${where} was accepted`);
            const [checked, checkMs] = timed(() => validatePayload(payload));
            assert(checkMs < BUDGET_MS && !checked.ok, `${where}: ${checkMs.toFixed(0)} ms`);
            continue;
          }
          // The length is checked first and ends the field's checks: nothing else is said about it.
          const own = result.error.issues.filter((i) => i.path.join(".") === path.join("."));
          assertEquals(own.length, 1, `${where}: ${own.map((i) => i.message).join(" | ")}`);
        }
      }
    }
  }
});

Deno.test("any unit repeated to any length up to a megabyte, in any field: within the budget", () => {
  const unit = fc.array(
    fc.oneof(
      fc.constantFrom(".", "@", "-", " ", "\n", "\u200D", "\u200C", "\u0301", "\u3164", "\ud800", "=", "/", "😀", "1"),
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
    ),
    { minLength: 1, maxLength: 6 },
  ).map((chars) => chars.join(""));
  const field = fc.constantFrom(...forms.flatMap(([make, paths]) => paths.map((path) => [make, path] as const)));
  fc.assert(
    fc.property(field, unit, fc.integer({ min: 1, max: MB }), ([make, path], u, size) => {
      const payload = withValue(make(), path, fill(size, u, "a@"));
      const [, ms] = timed(() => payloadSchema.safeParse(payload));
      assert(ms < BUDGET_MS, `${path.join(".")} = ${JSON.stringify(u)} × ${size}: ${ms.toFixed(0)} ms`);
    }),
    { numRuns: 60 },
  );
});

/** Every pattern or replacement the form path runs on visitor input, without any length check first. */
const unguarded: Record<string, (s: string) => unknown> = {
  "the e-mail pattern": (s) => EMAIL_PATTERN.test(s),
  "isEmail": isEmail,
  "isUsPhone": isUsPhone,
  "dropInvisible": dropInvisible,
  "extensionOf": extensionOf,
  "baseName": baseName,
  "oneLine": (s) => oneLine(s),
  "escapeHtml": escapeHtml,
  "readableDate": readableDate,
};

Deno.test("every pattern run on visitor input is linear even on a megabyte of a hostile shape", () => {
  for (const size of SIZES) {
    for (const [shape, value] of Object.entries(shapes(size))) {
      for (const [name, run] of Object.entries(unguarded)) {
        const [, ms] = timed(() => run(value));
        assert(ms < LINEAR_MS, `${name}(${shape}, ${size / KB} KB): ${ms.toFixed(0)} ms`);
      }
    }
  }
});

Deno.test("validatePayload on the review's 400 KB e-mail: refused at once, with the length message", () => {
  const hostile = `a@${"a.".repeat(200 * KB)}@`;
  for (const payload of [referral({ referrerEmail: hostile }), consultation({ email: hostile }), application({ email: hostile })]) {
    const [result, ms] = timed(() => validatePayload(payload));
    assert(ms < BUDGET_MS, `${payload.type}: ${ms.toFixed(0)} ms`);
    assert(!result.ok);
    assertEquals(Object.values(result.fields), ["Please keep this under 254 characters."], String(payload.type));
  }
});

Deno.test("the handler answers the review's 400 KB e-mail with 400 at once", async () => {
  // Never opened: the request is refused before the store is needed.
  const { handler, logs, sent } = setup({}, { store: new Promise(() => {}) });
  const hostile = `a@${"a.".repeat(200 * KB)}@`;
  for (const body of [application({ email: hostile }), consultation({ email: hostile }), referral({ referrerEmail: hostile })]) {
    const started = performance.now();
    const res = await handler(post(body));
    const json = await res.json();
    const ms = performance.now() - started;
    assertEquals(res.status, 400);
    assert(ms < 5 * BUDGET_MS, `${body.type}: ${ms.toFixed(0)} ms`);
    assertEquals(json.error, "Please keep this under 254 characters.");
  }
  assertEquals(logs.map((l) => l.outcome), ["invalid", "invalid", "invalid"]);
  assertEquals(sent.length, 0);
});
