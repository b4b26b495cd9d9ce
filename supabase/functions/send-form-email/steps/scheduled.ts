/**
 * Step 2, scheduled delivery: a call from Supabase Cron (docs/backend.md) with the delivery secret
 * sends the e-mails still due, and says how many went.
 */
import { deliverPending } from "../deliver.ts";
import { DELIVER_PENDING_HEADER, sameSecret } from "../secrets.ts";
import { errorName, type InRequest, type Intake } from "./intake.ts";

export async function scheduledDelivery({ req, say, answer }: InRequest, intake: Intake): Promise<Response> {
  await req.body?.cancel();
  const secret = req.headers.get(DELIVER_PENDING_HEADER) ?? "";
  const expected = intake.loaded.ok ? intake.loaded.config.deliverySecret : undefined;
  if (!expected || !sameSecret(secret, expected)) return answer(403, { error: say.forbidden }, "forbidden");
  try {
    const ctx = intake.context(await intake.store!)!;
    const summary = await deliverPending(ctx, { retryBaseSeconds: intake.retryBaseSeconds });
    const counts = { delivered: summary.delivered, failed: summary.failed.length };
    return answer(200, { ok: true, ...counts }, "retried", counts);
  } catch (err) {
    return answer(503, { error: say.store }, "store_failed", { error: errorName(err) }, { "Retry-After": "60" });
  }
}
