/**
 * Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email). HTTPS because the
 * hosted edge runtime closes SMTP ports. Resend signs no HIPAA BAA: see docs/backend.md.
 */
import type { EmailMessage, Provider, SendResult } from "../types.ts";

export const RESEND_URL = "https://api.resend.com/emails";
/** Whole budget for one delivery, retry and waiting included. */
export const RESEND_DEADLINE_MS = 10_000;
/** Wait before the one retry when the answer gives no Retry-After. */
export const DEFAULT_RETRY_DELAY_MS = 1_000;

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export const abortableSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

export interface ResendOptions {
  apiKey: string;
  fetch?: typeof fetch;
  deadlineMs?: number;
  sleep?: Sleep;
  now?: () => number;
}

/**
 * Answers that refuse the message itself (400 validation_error, 422 invalid_from_address,
 * invalid_attachment…): the same message would be refused again, so the row stops being retried.
 * Not 401/403 (the key, or a sending domain not verified: staff fix the settings and the back-off
 * retries deliver), nor 408/429 (later), nor 409 (Resend's idempotency conflicts, which end when the
 * first request does, or when the key expires).
 */
export function refusesTheMessage(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 403, 408, 409, 429].includes(status);
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or bad. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function resendBody(message: EmailMessage) {
  return JSON.stringify({
    from: message.from,
    to: [message.to],
    ...(message.replyTo ? { reply_to: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.attachments.length > 0
      ? {
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          content_type: a.contentType,
        })),
      }
      : {}),
  });
}

export function resendProvider(options: ResendOptions): Provider {
  const {
    apiKey,
    fetch: doFetch = globalThis.fetch,
    deadlineMs = RESEND_DEADLINE_MS,
    sleep = abortableSleep,
    now = Date.now,
  } = options;

  return {
    name: "resend",
    async send(message, { idempotencyKey }): Promise<SendResult> {
      const deadline = now() + deadlineMs;
      const signal = AbortSignal.timeout(deadlineMs);
      const init: RequestInit = {
        method: "POST",
        headers: {
          "Authorization": `Bearer ${apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": idempotencyKey, // Resend sends once per key for 24 h
        },
        body: resendBody(message),
        signal,
      };
      for (let attempt = 1;; attempt++) {
        let failure: { reason: string; providerStatus?: number };
        let wait: number;
        try {
          const res = await doFetch(RESEND_URL, init);
          if (res.ok) {
            const data = await res.json().catch(() => ({}));
            return { ok: true, id: typeof data?.id === "string" ? data.id : undefined };
          }
          // The error body may quote the message back: it is dropped, never logged or shown.
          await res.body?.cancel();
          failure = { reason: "provider_status", providerStatus: res.status };
          if (res.status !== 429 && res.status < 500) {
            return { ok: false, ...failure, ...(refusesTheMessage(res.status) ? { permanent: true } : {}) };
          }
          wait = retryAfterMs(res.headers.get("retry-after"), now()) ?? DEFAULT_RETRY_DELAY_MS;
        } catch {
          if (signal.aborted) return { ok: false, reason: "deadline" };
          // No answer at all: safe to retry, the Idempotency-Key prevents a second e-mail.
          failure = { reason: "network" };
          wait = DEFAULT_RETRY_DELAY_MS;
        }
        if (attempt > 1) return { ok: false, ...failure };
        if (now() + wait >= deadline) return { ok: false, ...failure, reason: "retry_after_past_deadline" };
        try {
          await sleep(wait, signal);
        } catch {
          return { ok: false, reason: "deadline" };
        }
      }
    },
  };
}
