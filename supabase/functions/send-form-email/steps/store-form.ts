/**
 * Step 4, store: the record first. Once its row is committed the form is never lost, and the
 * visitor gets its reference whatever happens next. A store that cannot take it: 503, and the
 * sweeper catches up on what the failure may have left behind.
 */
import { promiseAnswer, type PromiseAnswer } from "../../_shared/reply-due.ts";
import type { Payload } from "../../_shared/schemas.ts";
import type { SubmissionStore } from "../store.ts";
import { errorName, type InRequest, type Intake } from "./intake.ts";

export interface Stored {
  store: SubmissionStore;
  payload: Payload;
  reference: string;
  /** What the visitor is promised: the due time, and when the office was closed, when it opens. */
  promise: PromiseAnswer;
}

export async function storeForm({ say, answer }: InRequest, payload: Payload, intake: Intake): Promise<Stored | Response> {
  try {
    const store = await intake.store!;
    const { reference, receivedAt, replyDueAt } = await store.save(payload);
    return { store, payload, reference, promise: promiseAnswer(payload, receivedAt, replyDueAt) };
  } catch (err) {
    intake.sweeper.storeFailed();
    return answer(503, { error: say.store }, "store_failed", { error: errorName(err) }, { "Retry-After": "5" });
  }
}
