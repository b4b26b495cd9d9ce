/** Shapes shared by the function's modules. */
import type { FormType } from "../_shared/schemas.ts";

export type EnvGetter = (name: string) => string | undefined;

/**
 * How much of a submission the agency's e-mail carries: everything ("full"), or only what helps
 * triage ("minimal", for a provider that signs no HIPAA BAA; the record stays in the database).
 */
export type EmailDetails = "full" | "minimal";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** base64, as the browser sent it and as e-mail APIs take it. */
  content: string;
}

export interface EmailMessage {
  to: string;
  from: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
}

/**
 * What a provider reports: never a provider's raw error text, which may echo the message.
 * `permanent`: the provider refused this message itself, so sending it again cannot succeed.
 */
export type SendResult =
  | { ok: true; duplicate?: boolean; file?: string; id?: string }
  | { ok: false; reason: string; providerStatus?: number; permanent?: boolean };

/**
 * A delivery provider. Swap Resend for a provider that signs a HIPAA BAA by writing one more
 * module with this shape and choosing it in providers/index.ts; nothing else changes.
 */
export interface Provider {
  readonly name: "outbox" | "resend" | "memory";
  send(message: EmailMessage, options: { idempotencyKey: string }): Promise<SendResult>;
}

export type Outcome =
  | "preflight"
  | "origin_refused"
  | "method_not_allowed"
  | "config_error"
  | "unsupported_media_type"
  | "rate_limited"
  | "too_large"
  | "client_aborted"
  | "body_timeout"
  | "invalid_json"
  | "invalid"
  | "honeypot"
  | "duplicate"
  | "sent"
  | "stored_delivery_failed"
  | "stored_delivery_pending"
  | "store_failed"
  | "retried"
  | "forbidden"
  | "error";

/** Every key a log line may carry. Submitted values have no place here, by construction. */
export interface LogEntry {
  requestId: string;
  outcome: Outcome;
  status: number;
  ms: number;
  type?: FormType;
  provider?: Provider["name"];
  /** Outbox file: named by the random submissionId, never by a person's data. */
  file?: string;
  providerStatus?: number;
  reason?: string;
  /** Names of environment variables that are missing or invalid (never their values). */
  problems?: string[];
  /** The error's class name only: messages can quote input (JSON.parse does). */
  error?: string;
  /** The submission's reference (VH-XXXXXX): not personal data, and what staff search the logs for. */
  reference?: string;
  /** A background sweep's counts. */
  delivered?: number;
  failed?: number;
}

export type Logger = (entry: LogEntry) => void;
