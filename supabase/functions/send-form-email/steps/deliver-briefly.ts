/**
 * Steps 5 and 6, deliver within the wait, then answer: the stored row is claimed, its e-mails sent
 * and awaited briefly (a slow or failing provider costs the visitor nothing: the row is retried
 * later), and the visitor hears success with the reference whatever the delivery did. A delivery
 * still running when the wait ends gets its own log line when it ends.
 */
import { deliver, type DeliveryOutcome } from "../deliver.ts";
import { within } from "../within.ts";
import { errorName, type InRequest, type Intake } from "./intake.ts";
import type { Stored } from "./store-form.ts";

export async function deliverBriefly(request: InRequest, stored: Stored, intake: Intake): Promise<Response> {
  const { answer } = request;
  const { store, payload, reference, promise } = stored;
  // Every success carries the reference and the promise (the confirmation panel states the due time).
  const body = { ok: true as const, reference, promise };
  try {
    // Claimed whether new or repeated: a row whose insert outlived its first request is still pending.
    const claimed = await store.claim(payload.submissionId);
    intake.sweeper.nudge(intake.context(store));
    if (!claimed) return answer(200, body, "duplicate", { reference });
    const delivery = deliver(claimed, intake.context(store)!).catch((err): DeliveryOutcome => {
      intake.sweeper.storeFailed();
      return { ok: false, reason: `store_${err instanceof Error ? err.name : "error"}` };
    });
    intake.waitUntil(delivery);
    return answerDelivery(request, body, await within(delivery, intake.deliveryWaitMs), delivery, intake);
  } catch (err) {
    // The row is committed and a sweep or deliver-pending will send it: success, logged as failed.
    intake.sweeper.storeFailed();
    return answer(200, body, "stored_delivery_failed", { reference, error: errorName(err) });
  }
}

function answerDelivery(
  { answer, requestId, type, started }: InRequest,
  body: { ok: true; reference: string; promise: Stored["promise"] },
  waited: DeliveryOutcome | undefined,
  delivery: Promise<DeliveryOutcome>,
  intake: Intake,
): Response {
  const { reference } = body;
  const where = { provider: intake.provider!.name, reference };
  if (!waited) {
    // The answer goes now; the delivery's own outcome gets its line when it ends.
    delivery.then((done) =>
      intake.log({
        requestId,
        type,
        outcome: done.ok ? "sent" : "stored_delivery_failed",
        status: 200,
        ms: Math.round(performance.now() - started),
        ...where,
        ...(done.ok ? { file: done.file } : { reason: done.reason, providerStatus: done.providerStatus }),
      })
    );
    return answer(200, body, "stored_delivery_pending", where);
  }
  if (!waited.ok) {
    const { reason, providerStatus } = waited;
    return answer(200, body, "stored_delivery_failed", { ...where, reason, providerStatus });
  }
  return answer(200, body, "sent", { ...where, file: waited.file });
}
