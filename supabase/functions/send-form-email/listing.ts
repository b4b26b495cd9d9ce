/**
 * A stored submission as `npm run submissions -- --json` prints it: the record's fields and the
 * form's payload, the document described (name, type, size) rather than dumped.
 */
import type { StoredSubmission } from "./store.ts";

export interface Listing {
  reference: string;
  type: StoredSubmission["type"];
  createdAt: string;
  deliveryStatus: StoredSubmission["deliveryStatus"];
  attempts: number;
  lastError: string | null;
  notifiedAt: string | null;
  acknowledgedAt: string | null;
  deliveredAt: string | null;
  payload: Record<string, unknown>;
}

export function toListing(sub: StoredSubmission): Listing {
  const payload: Record<string, unknown> = { ...sub.payload };
  delete payload.attachment;
  delete payload.honeypot; // always empty on a stored form
  return {
    reference: sub.reference,
    type: sub.type,
    createdAt: sub.createdAt,
    deliveryStatus: sub.deliveryStatus,
    attempts: sub.attempts,
    lastError: sub.lastError,
    notifiedAt: sub.notifiedAt,
    acknowledgedAt: sub.acknowledgedAt,
    deliveredAt: sub.deliveredAt,
    payload: sub.document ? { ...payload, attachment: sub.document } : payload,
  };
}
