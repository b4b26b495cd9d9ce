/**
 * The idempotency key of each message a submission sends: Resend's Idempotency-Key and the outbox's
 * file name. Each message has its own, so a retry of either is recognised as that message and the
 * agency's e-mail and the sender's acknowledgment never stand in for each other.
 */
const ACK = "ack";
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const MESSAGE_KEY = new RegExp(`^${UUID}(?:\\.${ACK})?$`, "i");

export const messageKey = {
  agency: (submissionId: string): string => submissionId,
  acknowledgment: (submissionId: string): string => `${submissionId}.${ACK}`,
} as const;

/** Exactly the two shapes above, for a validated (UUID) submission id: nothing else is a key. */
export const isMessageKey = (key: string): boolean => MESSAGE_KEY.test(key);
