/**
 * The idempotency key of each message a submission sends: Resend's Idempotency-Key and the outbox's
 * file name. Each message has its own, so a retry of either is recognised as that message and the
 * agency's e-mail and the sender's acknowledgment never stand in for each other.
 */
const ACK = "ack";
const STATUS = "status";
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const MESSAGE_KEY = new RegExp(`^(?:${UUID}(?:\\.${ACK})?|${STATUS}\\.${UUID})$`, "i");

export const messageKey = {
  agency: (submissionId: string): string => submissionId,
  acknowledgment: (submissionId: string): string => `${submissionId}.${ACK}`,
  /** A status e-mail: keyed by its own row (status_messages.id), one per change the sender is told about. */
  status: (messageId: string): string => `${STATUS}.${messageId}`,
} as const;

/** Exactly the shapes above, for validated (UUID) ids: nothing else is a key. */
export const isMessageKey = (key: string): boolean => MESSAGE_KEY.test(key);
