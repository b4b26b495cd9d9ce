/**
 * The request handler: answer CORS, check method, type, size and rate, parse, validate, then hand
 * the e-mail to the provider once per submission. index.ts (hosted) and local.ts (npm start) serve
 * it; tests call it directly with Requests.
 */
import { type FormType, formTypes } from "../_shared/schemas.ts";
import { ATTACHMENT_MB } from "../_shared/limits.ts";
import { newReference } from "../_shared/reference.ts";
import { type ConfigOptions, loadConfig } from "./config.ts";
import { buildEmail } from "./email.ts";
import { corsHeaders, lastForwardedHop, isJsonContentType, jsonResponse, readBody } from "./http.ts";
import { consoleLogger } from "./log.ts";
import { OnceGate } from "./once.ts";
import { providerFor } from "./providers/index.ts";
import { RateLimiter } from "./rate-limit.ts";
import type { EnvGetter, LogEntry, Logger, Outcome, Provider } from "./types.ts";
import { isHoneypotFilled, validatePayload } from "./validate.ts";

/** Shown to visitors in a toast: plain words, no internals. */
export const answers = {
  origin: "This form can only be sent from our website.",
  method: "This address only accepts form submissions.",
  config: "Our form service is not set up correctly right now. Please call us.",
  mediaType: "We could not read your form. Please reload the page and try again.",
  rateLimited: "You have sent several forms in a short time. Please wait a minute and try again, or call us.",
  tooLarge: `Your form is too large to send. Please attach a document of ${ATTACHMENT_MB} MB or less.`,
  bodyTimeout: "Your form took too long to arrive. Please check your connection and try again.",
  badJson: "We could not read your form. Please reload the page and try again.",
  delivery: "We could not send your form right now. Please try again or call us.",
  unexpected: "Something went wrong on our side. Please try again or call us.",
} as const;

export interface HandlerOptions extends ConfigOptions {
  env?: EnvGetter;
  logger?: Logger;
  /** Replaces the configured provider (tests). */
  provider?: Provider;
  /** The fetch Resend is called with (tests pass a stand-in). */
  fetch?: typeof fetch;
  now?: () => number;
  /** How long the body may take to arrive (tests shorten it); BODY_READ_TIMEOUT_MS by default. */
  bodyReadTimeoutMs?: number;
}

export interface ConnectionInfo {
  /** The socket's address, used when no X-Forwarded-For says otherwise. */
  remoteAddress?: string;
}

export type Handler = (req: Request, conn?: ConnectionInfo) => Promise<Response>;

export function createHandler(options: HandlerOptions = {}): Handler {
  const log = options.logger ?? consoleLogger;
  const loaded = loadConfig(options.env ?? ((name) => Deno.env.get(name)), options);
  if (!loaded.ok) {
    log({ requestId: "startup", outcome: "config_error", status: 500, ms: 0, problems: loaded.problems });
  }
  const provider = loaded.ok ? options.provider ?? providerFor(loaded.config.delivery, options.fetch) : undefined;
  const limiter = new RateLimiter(loaded.ok ? loaded.config.rateLimitPerMinute : 0, options.now);
  const once = new OnceGate();

  return async (req, conn) => {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    const cors = corsHeaders(req.headers.get("origin"), loaded.allowedOrigins);
    let type: FormType | undefined;

    const answer = (
      status: number,
      body: unknown,
      outcome: Outcome,
      extra: Partial<LogEntry> = {},
      headers: Record<string, string> = {},
    ) => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      log({ requestId, type, outcome, status, ms, ...extra });
      // A refused origin still gets Vary, so a cache never serves one origin's answer to another.
      const all = { ...(cors ?? { Vary: "Origin" }), ...headers, "X-Request-Id": requestId };
      return status === 204 ? new Response(null, { status, headers: all }) : jsonResponse(status, body, all);
    };

    try {
      if (cors === null) return answer(403, { error: answers.origin }, "origin_refused");
      if (req.method === "OPTIONS") return answer(204, null, "preflight");
      if (req.method !== "POST") {
        return answer(405, { error: answers.method }, "method_not_allowed", {}, { Allow: "POST, OPTIONS" });
      }
      if (!loaded.ok || !provider) {
        return answer(500, { error: answers.config }, "config_error", { problems: loaded.ok ? [] : loaded.problems });
      }
      // JSON only: it also forces browsers to preflight, which a text/plain "simple" post would skip.
      if (!isJsonContentType(req.headers.get("content-type"))) {
        return answer(415, { error: answers.mediaType }, "unsupported_media_type");
      }
      const client = lastForwardedHop(req.headers) ?? conn?.remoteAddress ?? "unknown";
      const rate = limiter.check(client);
      if (!rate.ok) {
        const retryAfter = String(rate.retryAfterSeconds);
        return answer(429, { error: answers.rateLimited }, "rate_limited", {}, { "Retry-After": retryAfter });
      }
      const body = await readBody(req, { timeoutMs: options.bodyReadTimeoutMs });
      if (!body.ok && body.reason === "aborted") return answer(400, { error: answers.badJson }, "client_aborted");
      if (!body.ok && body.reason === "timeout") return answer(408, { error: answers.bodyTimeout }, "body_timeout");
      if (!body.ok) return answer(413, { error: answers.tooLarge }, "too_large");
      const data = parseObject(body.bytes);
      if (!data) return answer(400, { error: answers.badJson }, "invalid_json");
      type = formTypes.find((t) => t === data.type);
      if (isHoneypotFilled(data)) return answer(200, { ok: true }, "honeypot");

      const checked = validatePayload(data);
      if (!checked.ok) return answer(400, { error: checked.error, fields: checked.fields }, "invalid");
      const { payload } = checked;
      const { toEmail, fromEmail } = loaded.config;
      const result = await once.run(payload.submissionId, () =>
        provider.send(buildEmail(payload, { to: toEmail, from: fromEmail, reference: newReference(), details: "full", recordLocation: "" }), { idempotencyKey: payload.submissionId }));
      const where = { provider: provider.name, file: result.ok ? result.file : undefined };
      if (!result.ok) {
        const { reason, providerStatus } = result;
        return answer(502, { error: answers.delivery }, "delivery_failed", { ...where, reason, providerStatus });
      }
      return answer(200, { ok: true }, result.duplicate ? "duplicate" : "sent", where);
    } catch (err) {
      return answer(500, { error: answers.unexpected }, "error", { error: err instanceof Error ? err.name : typeof err });
    }
  };
}

/** A JSON object from UTF-8 bytes, or undefined for anything else (bad bytes, bad JSON, arrays…). */
function parseObject(bytes: Uint8Array): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? value as Record<string, unknown>
      : undefined;
  } catch {
    return undefined; // malformed input is the visitor's 400, not our error
  }
}

