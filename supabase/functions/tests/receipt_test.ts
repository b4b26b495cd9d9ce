/**
 * The discharge planner's needs: a referrer's own reference (the schema's limits, the acknowledgment, every
 * status e-mail, never a subject), and the acknowledgment's time sent and document received.
 */
import fc from "fast-check";
import { assert, assertEquals, assertMatch } from "./assert.ts";
import { intakeCopy } from "../_shared/copy/index.ts";
import { statusNotices } from "../_shared/desk.ts";
import { limits, type Payload, referralSchema, schemasFor } from "../_shared/schemas.ts";
import { buildAcknowledgment } from "../send-form-email/acknowledgment.ts";
import type { Caller } from "../send-form-email/db.ts";
import { deliverPending, type DeliveryContext } from "../send-form-email/deliver.ts";
import { buildEmail } from "../send-form-email/email.ts";
import { migrate } from "../send-form-email/migrate.ts";
import { pgliteDb } from "../send-form-email/pglite-db.ts";
import { readableSize } from "../send-form-email/receipt.ts";
import { buildStatusEmail } from "../send-form-email/status-email.ts";
import { type StatusMessage, SubmissionStore } from "../send-form-email/store.ts";
import { application, b64, consultation, memoryProvider, referral, samples } from "./helpers.ts";
import { fullReferral, leaks, valid } from "./submitted.ts";
import { validatePayload } from "../send-form-email/validate.ts";

const OWN = "Bed 4B / case #1207";
const REF = "VH-7K3Q9F";
// Friday, November 27, 2026, 5:15 PM in San Diego (PST, UTC-8).
const SENT = new Date("2026-11-28T01:15:00Z");
const ackOptions = { from: "VitalHealth <forms@agency.example>", reference: REF, replyTo: "intake@agency.example", at: SENT };

const ownReferenceOf = (raw: unknown, locale: "en" | "es" = "en") => {
  const parsed = schemasFor(locale).referralSchema.safeParse(referral({ ownReference: raw }));
  return parsed.success
    ? { ok: true as const, value: parsed.data.ownReference }
    : { ok: false as const, messages: parsed.error.issues.filter((i) => i.path[0] === "ownReference").map((i) => i.message) };
};

Deno.test("own reference: optional, trimmed; letters, digits, spaces and - _ / # . up to 40 characters", () => {
  assertEquals(valid(referral()).type === "referral" && (valid(referral()) as { ownReference: string }).ownReference, "");
  for (
    const [raw, kept] of [
      ["", ""],
      ["   ", ""],
      ["  4B-0412  ", "4B-0412"],
      [OWN, OWN],
      ["Habitación 12.b_3", "Habitación 12.b_3"],
      ["x".repeat(limits.ownReference), "x".repeat(limits.ownReference)],
      // Invisible characters are dropped, as in every field.
      ["4B\u200B-0412", "4B-0412"],
    ]
  ) {
    assertEquals(ownReferenceOf(raw), { ok: true, value: kept }, JSON.stringify(raw));
  }
});

Deno.test("own reference: refused, with a message next to the field, when it could carry more than a number", () => {
  const format = intakeCopy.en.validation.ownReference;
  const tooLong = intakeCopy.en.validation.tooLong(limits.ownReference);
  for (
    const [raw, message] of [
      // A patient's name and story does not fit.
      ["Robert Client, 82, CHF, discharged Friday to daughter", tooLong],
      ["Robert Client 82 CHF discharged Friday to his daughter", tooLong],
      ["x".repeat(limits.ownReference + 1), tooLong],
      ["4B\u0007", format],
      ["4B\n0412", format],
      ["4B\t0412", format],
      ["4B\u0000", format],
      ["<b>4B</b>", format],
      ["Dx: CHF", format],
      ["4B, 0412", format],
      ["4B@ward", format],
      ["4B 🏥", format],
    ] as const
  ) {
    assertEquals(ownReferenceOf(raw), { ok: false, messages: [message] }, JSON.stringify(raw));
  }
  assertEquals(ownReferenceOf(42), { ok: false, messages: [intakeCopy.en.validation.required.field] });
  // In Spanish, in Spanish.
  assertEquals(ownReferenceOf("4B\u0007", "es"), { ok: false, messages: [intakeCopy.es.validation.ownReference] });
  // The function refuses it too (one schema): the form's other fields are fine.
  assert(!validatePayload(referral({ ownReference: "4B\u0007" })).ok);
  assert(validatePayload(referral({ ownReference: OWN })).ok);
  assertEquals(referralSchema.shape.ownReference !== undefined, true);
});

Deno.test("acknowledgment: the own reference under the reference, when the form was sent, in both bodies", () => {
  const mail = buildAcknowledgment(fullReferral({ ownReference: OWN, attachment: undefined }), ackOptions)!;
  assert(
    mail.text.includes(`Your reference: ${REF}\nYour own reference: ${OWN}\nSent Friday, November 27, 2026 at 5:15 PM\n\n`),
    mail.text,
  );
  assert(mail.html.includes(`<p>Your own reference: <strong>Bed 4B / case #1207</strong></p>\n<p>Sent Friday, November 27, 2026 at 5:15 PM</p>`), mail.html);
  assert(!mail.text.includes("Document received"));
  // The privacy note says what it does repeat.
  assert(mail.text.includes(intakeCopy.en.acknowledgment.privacyNoteWithOwnReference));
  // Nothing else the referrer typed.
  assertEquals(leaks(mail.subject + mail.text + mail.html, fullReferral({ ownReference: OWN, attachment: undefined }), ["ownReference"]), []);
  // Without one: no line, the usual note.
  const none = buildAcknowledgment(fullReferral({ attachment: undefined }), ackOptions)!;
  assert(!none.text.includes("own reference") && none.text.includes(intakeCopy.en.acknowledgment.privacyNote), none.text);
  assert(none.text.includes(`Your reference: ${REF}\nSent Friday, November 27, 2026 at 5:15 PM\n`));
});

Deno.test("acknowledgment: the time sent is San Diego's, in the sender's language, for every form", () => {
  // Daylight time: 9:05 AM on a summer morning in San Diego is 16:05 UTC.
  const summer = new Date("2027-07-02T16:05:00Z");
  const consult = buildAcknowledgment(valid(consultation()), { ...ackOptions, at: summer })!;
  assert(consult.text.includes("Sent Friday, July 2, 2027 at 9:05 AM\n"), consult.text);
  const es = buildAcknowledgment(fullReferral({ locale: "es", ownReference: OWN, attachment: undefined }), ackOptions)!;
  assertMatch(es.text, /Su propia referencia: Bed 4B \/ case #1207\nFecha de envío: viernes, 27 de noviembre de 2026, 5:15 p\.\s?m\.\n/);
  assert(es.text.includes(intakeCopy.es.acknowledgment.privacyNoteWithOwnReference));
  assert(!/Sent|Your own reference|Document received/.test(es.text), es.text);
});

Deno.test("acknowledgment: the document received, by its kind and size, never its name", () => {
  const bytes = new Uint8Array(1_258_291).fill(0x20); // 1.2 MB
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  const big = { filename: "Robert Client discharge.pdf", contentType: "application/pdf", content: b64(bytes) };
  const payload = fullReferral({ attachment: big });
  const mail = buildAcknowledgment(payload, ackOptions)!;
  assert(mail.text.includes("Sent Friday, November 27, 2026 at 5:15 PM\nDocument received: PDF file, 1.2 MB\n\n"), mail.text);
  assert(mail.html.includes("<p>Document received: PDF file, 1.2 MB</p>"));
  assert(!mail.text.includes("Robert") && !mail.html.includes("Robert") && !mail.subject.includes("Robert"));
  assertEquals(mail.attachments, []);
  const small = buildAcknowledgment(fullReferral({ attachment: samples.doc }), ackOptions)!;
  assertMatch(small.text, /\nDocument received: DOC file, 1 KB\n/);
  const es = buildAcknowledgment(fullReferral({ locale: "es", attachment: big }), ackOptions)!;
  assert(es.text.includes("Documento recibido: archivo PDF, 1.2 MB\n"), es.text);
  // The sizes as people read them.
  assertEquals([0, 100, 48 * 1024 + 100, 1024 * 1024, 5 * 1024 * 1024].map((n) => readableSize("en", n)), ["1 KB", "1 KB", "48 KB", "1 MB", "5 MB"]);
});

Deno.test("acknowledgment: an applicant's résumé received, by its kind and size, never its name", () => {
  const resume = { filename: "Chris Seeker CV.docx", contentType: samples.docx.contentType, content: samples.docx.content };
  const mail = buildAcknowledgment(valid(application({ attachment: resume })), ackOptions)!;
  assertMatch(mail.text, /\nDocument received: DOCX file, 1 KB\n/);
  assert(!mail.text.includes("Chris Seeker CV") && !mail.html.includes("Chris Seeker CV"));
  assertEquals(mail.attachments, []);
  const es = buildAcknowledgment(valid(application({ locale: "es", attachment: resume })), ackOptions)!;
  assertMatch(es.text, /\nDocumento recibido: archivo DOCX, 1 KB\n/);
  assert(!buildAcknowledgment(valid(application()), ackOptions)!.text.includes("Document received"));
});

const STAFF = "00000000-0000-4000-8000-0000000000c1";
const staff: Caller = { role: "authenticated", claims: { sub: STAFF, role: "authenticated", aal: "aal2" } };
const config = { toEmail: "intake@example.org", toEmailCareers: "careers@example.org", fromEmail: "forms@example.org", details: "full", acknowledge: true } as const;

Deno.test({
  name: "every status e-mail repeats the own reference in its body, never its subject; stored and delivered from the row",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const db = await pgliteDb();
    try {
      await migrate(db);
      await db.query("insert into auth.users (id) values ($1::uuid)", [STAFF]);
      await db.query("insert into public.desk_staff (user_id, name) values ($1::uuid, 'Ana Intake')", [STAFF]);
      const store = new SubmissionStore(db);
      const memory = memoryProvider();
      const ctx: DeliveryContext = { store, provider: memory.provider, config, recordLocation: "here" };
      const payload = valid(referral({ ownReference: OWN, additionalNotes: "Diabetic, oxygen at night", clientNeeds: ["medication"] }));
      const { reference } = await store.save(payload);
      await deliverPending(ctx, { retryBaseSeconds: 0 });
      memory.sent.length = 0;
      for (const status of ["accept_pending", "accepted"]) {
        await db.asCaller(staff, "select public.desk_set_status(p_reference => $1, p_status => $2)", [reference, status]);
      }
      await deliverPending(ctx, { retryBaseSeconds: 0 });
      assertEquals(memory.sent.length, 2);
      for (const mail of memory.sent) {
        assert(mail.text.includes(`Your reference: ${reference}\nYour own reference: ${OWN}\n`), mail.text);
        assert(mail.html.includes(`Your own reference: <strong>${OWN}</strong>`));
        assert(!mail.subject.includes(OWN), mail.subject);
        assert(mail.text.includes(intakeCopy.en.statusEmail.privacyNoteWithOwnReference));
        assertEquals(leaks(JSON.stringify(mail).replaceAll("dana@example.com", ""), payload, ["ownReference"]), []);
      }
      // The queue names it: no health detail.
      const queue = await db.asCaller<{ q: { rows: { reference: string; own_reference: string | null }[] } }>(staff, "select public.desk_queue() as q");
      assertEquals(queue[0].q.rows.find((r) => r.reference === reference)?.own_reference, OWN);
    } finally {
      await db.close();
    }
  },
});

Deno.test("status e-mail without an own reference: no line, the usual note, in either language", () => {
  const base: StatusMessage = {
    id: crypto.randomUUID(), reference: REF, type: "referral", locale: "es", email: "dana@example.org",
    status: "accepted", declineReason: null, callerName: null, ownReference: null,
  };
  const options = { from: "forms@example.org", replyTo: "intake@example.org" };
  const none = buildStatusEmail(base, options)!;
  assert(!none.text.includes(intakeCopy.es.acknowledgment.ownReference) && none.text.includes(intakeCopy.es.statusEmail.privacyNote));
  const with_ = buildStatusEmail({ ...base, ownReference: OWN }, options)!;
  assert(with_.text.includes(`Su propia referencia: ${OWN}\n`), with_.text);
  // A value the schema would refuse (a row written by something else) is never echoed.
  const odd = buildStatusEmail({ ...base, ownReference: "Robert Client\nCHF <b>" }, options)!;
  assert(!odd.text.includes("Robert") && !odd.html.includes("Robert"));
});

/** Own references as the schema keeps them: the allowed characters, up to the limit, marked so none is a common word. */
const ownReference = fc
  .array(fc.constantFrom(..."ABCXYZabcxyzñé0123456789 -_/#."), { minLength: 1, maxLength: limits.ownReference - 3 })
  .map((chars) => `Q${chars.join("")}Q`.replace(/\s+/g, " "));

Deno.test("no e-mail subject ever carries the own reference, whatever health details sit beside it", () => {
  const statusBase = { id: crypto.randomUUID(), reference: REF, type: "referral" as const, email: "dana@example.com", declineReason: null, callerName: "Ana" };
  fc.assert(
    fc.property(ownReference, fc.constantFrom("en", "es"), fc.constantFrom("today", "48h", "week", "planning"), (own, locale, urgency) => {
      const parsed = ownReferenceOf(own);
      fc.pre(parsed.ok);
      const kept = parsed.ok ? parsed.value : "";
      // Health details in every field that has them: needs, notes, a document, how soon.
      const payload = fullReferral({ ownReference: own, locale, urgency, clientNeeds: ["memory", "medication"], additionalNotes: "CHF, oxygen at night" }) as Payload;
      const subjects = [
        buildAcknowledgment(payload, ackOptions)!.subject,
        ...(["full", "minimal"] as const).map((details) =>
          buildEmail(payload, { to: "intake@example.org", from: "forms@example.org", reference: REF, details, recordLocation: "the desk" }).subject
        ),
        ...statusNotices.map((status) =>
          buildStatusEmail({ ...statusBase, locale, status, declineReason: status === "declined" ? "outside_area" : null, ownReference: kept }, ackOptions)!.subject
        ),
      ];
      for (const subject of subjects) assert(!subject.includes(kept), `${subject} carries ${kept}`);
      // ...while each body that may carry it does.
      assert(buildAcknowledgment(payload, ackOptions)!.text.includes(kept));
    }),
    { numRuns: 150 },
  );
});
