/**
 * Delivery from the store: the agency's e-mail, then the sender's acknowledgment, each sent once
 * (its own idempotency key; the row records what went when the attempt ends), the row finished as
 * delivered or failed with a reason. Used by the handler right after a form is stored, by its
 * background sweep on later requests, and by `npm run deliver-pending`.
 */
import { buildAcknowledgment } from "./acknowledgment.ts";
import { type Config, recipientFor } from "./config.ts";
import { buildEmail } from "./email.ts";
import { messageKey } from "./message-key.ts";
import { buildStatusEmail } from "./status-email.ts";
import type { ClaimOptions, Sent, StatusMessage, StoredSubmission, SubmissionStore } from "./store.ts";
import type { Provider, SendResult } from "./types.ts";

/**
 * What delivery reads of a row: `createdAt` dates the acknowledgment and `replyDueAt` is the time it
 * promises, so every attempt sends the same one (an older row without a due time: worked out from
 * `createdAt`).
 */
export type Deliverable = Pick<StoredSubmission, "id" | "reference" | "payload" | "createdAt" | "notifiedAt" | "acknowledgedAt"> & {
  replyDueAt?: string | null;
};

export interface DeliveryContext {
  store: SubmissionStore;
  provider: Provider;
  config: Pick<Config, "toEmail" | "toEmailCareers" | "fromEmail" | "details" | "acknowledge">;
  /** Where the minimal e-mail tells staff to read the record. */
  recordLocation: string;
}

export type DeliveryOutcome = { ok: true; file?: string } | { ok: false; reason: string; providerStatus?: number; permanent?: boolean };

type Failed = Extract<SendResult, { ok: false }>;
/** A failure as the row keeps it: the provider's reason code and status, never its text. */
const describe = (r: Failed) => r.providerStatus ? `${r.reason} ${r.providerStatus}` : r.reason;

/** A provider that throws (a bug, not an answer) counts as a failed send, so the row is finished. */
async function send(provider: Provider, ...args: Parameters<Provider["send"]>): Promise<SendResult> {
  try {
    return await provider.send(...args);
  } catch (err) {
    return { ok: false, reason: `provider_${err instanceof Error ? err.name : "error"}` };
  }
}

/**
 * Sends what the row has not recorded as sent, then ends the attempt in one statement that records
 * what went (store.finish). A process that dies before that statement leaves the row leased; its
 * next attempt sends again under the same idempotency keys, which the provider (Resend for 24 hours,
 * the outbox for ever) answers without sending twice.
 */
export async function deliver(sub: Deliverable, ctx: DeliveryContext): Promise<DeliveryOutcome> {
  const { store, provider, config } = ctx;
  const { payload, reference } = sub;
  const sent: Sent = {};
  let file: string | undefined;
  if (!sub.notifiedAt) {
    const to = recipientFor(config, payload.type);
    const message = buildEmail(payload, { to, from: config.fromEmail, reference, details: config.details, recordLocation: ctx.recordLocation });
    const result = await send(provider, message, { idempotencyKey: messageKey.agency(sub.id) });
    if (!result.ok) return fail(sub, ctx, result, sent);
    file = result.file;
    sent.notified = true;
  }
  if (config.acknowledge && !sub.acknowledgedAt) {
    const replyTo = recipientFor(config, payload.type);
    // Dated by when the row was stored, not by the clock: a retry builds the same message for its key.
    const ack = buildAcknowledgment(payload, { from: config.fromEmail, reference, replyTo, at: new Date(sub.createdAt), replyDueAt: sub.replyDueAt ? new Date(sub.replyDueAt) : undefined });
    if (ack) {
      const result = await send(provider, ack, { idempotencyKey: messageKey.acknowledgment(sub.id) });
      if (!result.ok) return fail(sub, ctx, result, sent);
      sent.acknowledged = true;
    }
  }
  await store.finish(sub.id, { ok: true }, sent);
  return { ok: true, file };
}

/** A failed send as a row records it (store.finish, store.finishStatusMessage). */
const failure = (result: Failed) => ({ ok: false as const, error: describe(result), permanent: result.permanent === true });

/** A failed send as the caller hears it. */
const failedOutcome = (result: Failed): DeliveryOutcome =>
  ({ ok: false, reason: result.reason, providerStatus: result.providerStatus, ...(result.permanent === true ? { permanent: true } : {}) });

async function fail(sub: Deliverable, ctx: DeliveryContext, result: Failed, sent: Sent): Promise<DeliveryOutcome> {
  await ctx.store.finish(sub.id, failure(result), sent);
  return failedOutcome(result);
}

export interface PendingSummary {
  delivered: number;
  failed: { reference: string; reason: string }[];
}

/**
 * Sends one status e-mail (intake desk) and ends its attempt. A sender whose address is not fit to
 * mail (the desk only stores a message when there is one) ends it as rejected: nothing to retry.
 */
export async function deliverStatusMessage(message: StatusMessage, ctx: DeliveryContext): Promise<DeliveryOutcome> {
  const { store, provider, config } = ctx;
  const email = buildStatusEmail(message, { from: config.fromEmail, replyTo: recipientFor(config, message.type) });
  if (!email) {
    await store.finishStatusMessage(message.id, { ok: false, error: "no_address", permanent: true });
    return { ok: false, reason: "no_address", permanent: true };
  }
  const result = await send(provider, email, { idempotencyKey: messageKey.status(message.id) });
  if (!result.ok) {
    await store.finishStatusMessage(message.id, failure(result));
    return failedOutcome(result);
  }
  await store.finishStatusMessage(message.id, { ok: true });
  return { ok: true, file: result.file };
}

type PendingOptions = { force?: boolean; batch?: number; max?: number; retryBaseSeconds?: number };

/**
 * Delivers every row that is due (all undelivered rows when `force`), one at a time by default
 * (a claimed row holds its document in memory, and its lease runs while it waits its turn), each
 * row claimed first so two deliverers never send the same one. A row that fails is not claimed again
 * in the same run. The forms' own e-mails first, then the status e-mails the desk stored, within
 * the same `max`.
 */
export async function deliverPending(ctx: DeliveryContext, options: PendingOptions = {}): Promise<PendingSummary> {
  const summary: PendingSummary = { delivered: 0, failed: [] };
  await drain(summary, options, (claim) => ctx.store.claimDue(claim), (row) => deliver(row, ctx));
  await drain(summary, options, (claim) => ctx.store.claimStatusMessages(claim), (message) => deliverStatusMessage(message, ctx));
  return summary;
}

/** Claims and delivers rows of one kind until none is due or the run's `max` is spent. */
async function drain<T extends { id: string; reference: string }>(
  summary: PendingSummary,
  { force = false, batch = 1, max = Infinity, retryBaseSeconds }: PendingOptions,
  claim: (options: ClaimOptions) => Promise<T[]>,
  send: (row: T) => Promise<DeliveryOutcome>,
): Promise<void> {
  const seen = new Set<string>();
  while (summary.delivered + summary.failed.length < max) {
    const left = max - summary.delivered - summary.failed.length;
    const rows = await claim({ limit: Math.min(batch, left), force, retryBaseSeconds, exclude: [...seen] });
    if (rows.length === 0) break;
    for (const row of rows) {
      seen.add(row.id);
      const outcome = await send(row).catch((err): DeliveryOutcome => ({ ok: false, reason: err instanceof Error ? err.name : "error" }));
      if (outcome.ok) summary.delivered++;
      else summary.failed.push({ reference: row.reference, reason: outcome.reason });
    }
  }
}
