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
  const { attachment, ...payload } = sub.payload as StoredSubmission["payload"] & {
    attachment?: { filename: string; contentType: string; content: string };
  };
  delete (payload as { honeypot?: string }).honeypot; // always empty on a stored form
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
    payload: attachment
      ? { ...payload, attachment: { filename: attachment.filename, contentType: attachment.contentType, bytes: base64Bytes(attachment.content) } }
      : payload,
  };
}

/** Decoded size of base64 text, without decoding it. */
function base64Bytes(b64: string): number {
  const padding = b64.endsWith("==") ? 2 : b64.endsWith("=") ? 1 : 0;
  return (b64.length / 4) * 3 - padding;
}
