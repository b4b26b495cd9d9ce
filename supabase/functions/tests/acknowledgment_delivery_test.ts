/**
 * The acknowledgment as delivery sends it: dated by when its row was stored, so every attempt, a
 * retry after a failure included, sends the same message under the same idempotency key, whenever
 * it runs. (The provider refuses a different message under a key it has seen.)
 */
import { assert, assertEquals } from "./assert.ts";
import { intakeCopy } from "../_shared/copy/index.ts";
import { isOfficeOpen } from "../_shared/line-now.ts";
import { buildAcknowledgment } from "../send-form-email/acknowledgment.ts";
import { deliver, type Deliverable, type DeliveryContext } from "../send-form-email/deliver.ts";
import { messageKey } from "../send-form-email/message-key.ts";
import type { SubmissionStore } from "../send-form-email/store.ts";
import type { EmailMessage, Provider, SendResult } from "../send-form-email/types.ts";
import { onClock, testStore } from "./helpers.ts";
import { fullConsultation } from "./submitted.ts";

const OPEN = new Date("2026-11-25T18:00:00Z"); // Wednesday 10:00 in San Diego
const CLOSED = new Date("2026-11-26T06:00:00Z"); // Wednesday 22:00
const config = { toEmail: "intake@agency.example", toEmailCareers: "jobs@agency.example", fromEmail: "forms@agency.example", details: "full", acknowledge: true } as const;

/** A provider that keeps each message with its key; `answer` decides each send's result (1-based call number). */
function keepingProvider(answer: (call: number, key: string) => SendResult = () => ({ ok: true })) {
  const sent: { message: EmailMessage; key: string }[] = [];
  const provider: Provider = {
    name: "memory",
    send(message, { idempotencyKey }) {
      sent.push({ message, key: idempotencyKey });
      return Promise.resolve(answer(sent.length, idempotencyKey));
    },
  };
  return { provider, sent };
}

const context = (store: SubmissionStore, provider: Provider): DeliveryContext => ({ store, provider, config, recordLocation: "here" });

Deno.test("deliver: the acknowledgment is dated by the row, the same however often and whenever it is sent", async () => {
  for (const received of [OPEN, CLOSED]) {
    for (const locale of ["en", "es"] as const) {
      const payload = fullConsultation({ locale });
      const row: Deliverable = { id: payload.submissionId, reference: "VH-7K3Q9F", payload, createdAt: received.toISOString(), notifiedAt: "2026-11-25T18:00:01.000Z", acknowledgedAt: null };
      const finished: unknown[] = [];
      const store = { finish: (...args: unknown[]) => Promise.resolve(void finished.push(args)) } as unknown as SubmissionStore;
      const { provider, sent } = keepingProvider();
      // Attempts with the clock on either side of the office's hours, and running.
      for (const clock of [OPEN, CLOSED, undefined]) {
        const attempt = () => deliver(structuredClone(row), context(store, provider));
        assertEquals(clock ? await onClock(clock, attempt) : await attempt(), { ok: true, file: undefined });
      }
      assertEquals(sent.length, 3, "the agency's e-mail was sent already: only acknowledgments");
      for (const { message, key } of sent) {
        assertEquals(key, messageKey.acknowledgment(row.id));
        assertEquals(JSON.stringify(message), JSON.stringify(sent[0].message), `${locale} received ${received.toISOString()}`);
      }
      // The message for the time the row was stored, whatever the time it was built.
      const expected = buildAcknowledgment(payload, { from: config.fromEmail, reference: row.reference, replyTo: config.toEmail, at: received });
      assertEquals(sent[0].message, expected);
      const { callNow } = intakeCopy[locale].acknowledgment;
      assert(sent[0].message.text.includes(isOfficeOpen(received) ? callNow.open : callNow.closed), sent[0].message.text);
    }
  }
});

Deno.test("deliver: an acknowledgment that failed is sent again byte for byte, under the same key, from the stored row", async () => {
  const store = await testStore();
  for (const locale of ["en", "es"] as const) {
    const payload = fullConsultation({ locale });
    await store.save(payload);
    // Stored at a moment the office was in the other state than it is now, so the clock, if it
    // were read, would give other words.
    const received = isOfficeOpen(new Date()) ? CLOSED : OPEN;
    await store.db.query("update public.form_submissions set created_at = $2::timestamptz where id = $1::uuid", [payload.submissionId, received.toISOString()]);

    // First attempt: the agency's e-mail goes, the acknowledgment fails.
    const ackFails = keepingProvider((call) => call === 2 ? { ok: false, reason: "provider_status", providerStatus: 503 } : { ok: true });
    const claimed = (await store.claim(payload.submissionId))!;
    assertEquals(claimed.createdAt, received.toISOString());
    assertEquals((await deliver(claimed, context(store, ackFails.provider))).ok, false);
    const half = (await store.get(payload.submissionId))!;
    assertEquals([half.deliveryStatus, half.acknowledgedAt === null, half.notifiedAt !== null], ["failed", true, true]);

    // The retry, as deliver-pending claims it: only the acknowledgment, the same one, the same key.
    const retry = keepingProvider();
    const again = (await store.claimDue({ limit: 10, force: true })).find((r) => r.id === payload.submissionId)!;
    assertEquals(again.createdAt, received.toISOString());
    assertEquals((await deliver(again, context(store, retry.provider))).ok, true);
    assertEquals(retry.sent.length, 1);
    const [failed, resent] = [ackFails.sent[1], retry.sent[0]];
    assertEquals([failed.key, resent.key], [messageKey.acknowledgment(payload.submissionId), messageKey.acknowledgment(payload.submissionId)]);
    assertEquals(JSON.stringify(resent.message), JSON.stringify(failed.message));
    const { callNow } = intakeCopy[locale].acknowledgment;
    assert(resent.message.text.includes(isOfficeOpen(received) ? callNow.open : callNow.closed), resent.message.text);
    assertEquals((await store.get(payload.submissionId))!.deliveryStatus, "delivered");
  }
});
