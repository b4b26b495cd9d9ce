/**
 * The request handler: answer CORS, check method, type, size and rate, parse, validate, store the
 * submission (the record, with its reference), then deliver its e-mails from the store. The visitor
 * hears success once the row is committed, whatever the e-mail provider does: delivery is awaited
 * only briefly, and what fails is retried from the store. index.ts (hosted) and local.ts (npm start)
 * serve it; tests call it directly with Requests.
 */
import { intakeCopy } from "../_shared/copy/index.ts";
import { type FormType, formTypes } from "../_shared/schemas.ts";
import { type ConfigOptions, loadConfig } from "./config.ts";
import { postgresDb } from "./db.ts";
import { deliver, type DeliveryContext, type DeliveryOutcome, deliverPending, type PendingSummary } from "./deliver.ts";
import { contentLocale, corsHeaders, lastForwardedHop, isJsonContentType, jsonResponse, readBody } from "./http.ts";
import { consoleLogger } from "./log.ts";
import { providerFor } from "./providers/index.ts";
import { RateLimiter } from "./rate-limit.ts";
import { SubmissionStore } from "./store.ts";
import type { EnvGetter, LogEntry, Logger, Outcome, Provider } from "./types.ts";
import { isHoneypotFilled, validatePayload } from "./validate.ts";

/**
 * Shown to visitors in a toast: plain words, no internals. These are the English ones; each answer
 * is in the visitor's language (`intakeCopy[locale].answers`): the payload's `locale` once the body
 * is read, before that the request's `Content-Language`, else English.
 */
export const answers = intakeCopy.en.answers;

export interface HandlerOptions extends ConfigOptions {
  env?: EnvGetter;
  logger?: Logger;
  /** Replaces the configured provider (tests). */
  provider?: Provider;
  /** The fetch Resend is called with (tests pass a stand-in). */
  fetch?: typeof fetch;
  now?: () => number;
  /** Longest the body may go without a byte (tests shorten it); BODY_READ_TIMEOUT_MS by default. */
  bodyReadTimeoutMs?: number;
  /** Longest the body may take in all; BODY_TOTAL_TIMEOUT_MS by default. */
  bodyTotalTimeoutMs?: number;
  /** The intake store; by default postgres.js on SUPABASE_DB_URL (local.ts passes the embedded one). */
  store?: SubmissionStore | Promise<SubmissionStore>;
  /** Where the minimal e-mail tells staff to read the record. */
  recordLocation?: string;
  /** How long the visitor's answer waits for the e-mails before it goes without them. */
  deliveryWaitMs?: number;
  /** Least time between two background sweeps for e-mails still due. */
  sweepIntervalMs?: number;
  /** Back-off base for a failed delivery (store.ts); tests set 0. */
  retryBaseSeconds?: number;
  /** Keeps work alive after the answer (the edge runtime's EdgeRuntime.waitUntil). */
  waitUntil?: (work: Promise<unknown>) => void;
}

/** The header a scheduled delivery run carries, with FORM_DELIVERY_SECRET as its value. */
export const DELIVER_PENDING_HEADER = "x-deliver-pending";

/** Compares in time independent of where the strings differ. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ b[i];
  return diff === 0;
}

/** Where staff read a stored form on the hosted project. */
export const HOSTED_RECORD_LOCATION = "Supabase Studio, Table Editor, table form_submissions";
/** Long enough for a working provider (the outbox takes milliseconds, Resend well under a second). */
export const DELIVERY_WAIT_MS = 2_500;
export const SWEEP_INTERVAL_MS = 30_000;
const SWEEP_BATCH = 10;

/** The edge runtime's waitUntil where it exists; elsewhere (Deno, tests) the promise runs on anyway. */
function defaultWaitUntil(work: Promise<unknown>): void {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil?: (p: Promise<unknown>) => void } }).EdgeRuntime;
  runtime?.waitUntil?.(work);
}

export interface ConnectionInfo {
  /** The socket's address, used when no X-Forwarded-For says otherwise. */
  remoteAddress?: string;
  /**
   * Whether a proxy that sets X-Forwarded-For stands in front (hosted: the platform's; locally
   * only a request proven to come from npm start's proxy). Default true.
   */
  trustForwardedFor?: boolean;
}

export type Handler = ((req: Request, conn?: ConnectionInfo) => Promise<Response>) & {
  /** Delivers the e-mails still due (all undelivered when forced): `npm run deliver-pending`. */
  deliverPending(options?: { force?: boolean }): Promise<PendingSummary>;
  /** The store the handler writes to (undefined when none is configured). */
  store: Promise<SubmissionStore> | undefined;
};

export function createHandler(options: HandlerOptions = {}): Handler {
  const log = options.logger ?? consoleLogger;
  const loaded = loadConfig(options.env ?? ((name) => Deno.env.get(name)), options);
  if (!loaded.ok) {
    log({ requestId: "startup", outcome: "config_error", status: 500, ms: 0, problems: loaded.problems });
  }
  const provider = loaded.ok ? options.provider ?? providerFor(loaded.config.delivery, options.fetch) : undefined;
  const limiter = new RateLimiter(loaded.ok ? loaded.config.rateLimitPerMinute : 0, options.now);
  const databaseUrl = loaded.ok ? loaded.config.databaseUrl : undefined;
  const storeReady: Promise<SubmissionStore> | undefined = options.store
    ? Promise.resolve(options.store)
    : databaseUrl
    ? Promise.resolve(new SubmissionStore(postgresDb(databaseUrl)))
    : undefined;
  // A store that fails to open is answered per request (503), not left as an unhandled rejection.
  storeReady?.catch(() => {});
  if (loaded.ok && !storeReady) {
    log({ requestId: "startup", outcome: "config_error", status: 500, ms: 0, problems: ["SUPABASE_DB_URL"] });
  }
  const waitUntil = options.waitUntil ?? defaultWaitUntil;
  const deliveryWaitMs = options.deliveryWaitMs ?? DELIVERY_WAIT_MS;
  const sweepIntervalMs = options.sweepIntervalMs ?? SWEEP_INTERVAL_MS;
  const context = (store: SubmissionStore): DeliveryContext | undefined =>
    loaded.ok && provider
      ? { store, provider, config: loaded.config, recordLocation: options.recordLocation ?? HOSTED_RECORD_LOCATION }
      : undefined;

  // E-mails that failed earlier are retried on later requests, at most one sweep at a time, at most
  // one per sweepIntervalMs. After the store failed, rows may be waiting that no request will
  // claim (stored, then the claim or the delivery's record failed): then the next stored form
  // sweeps at once, batch after batch, until a batch comes back short.
  let lastSweep = 0;
  let sweeping = false;
  let backlog = false;
  const storeFailed = () => void (backlog = true);
  const sweepSoon = (store: SubmissionStore) => {
    const ctx = context(store);
    const now = performance.now();
    if (!ctx || sweeping || (!backlog && now - lastSweep < sweepIntervalMs)) return;
    sweeping = true;
    lastSweep = now;
    const wasBacklog = backlog;
    backlog = false;
    let more = false;
    const work = deliverPending(ctx, { max: SWEEP_BATCH, retryBaseSeconds: options.retryBaseSeconds })
      .then((summary) => {
        const done = summary.delivered + summary.failed.length;
        if (done > 0) {
          log({ requestId: "sweep", outcome: "retried", status: 0, ms: Math.round(performance.now() - now), delivered: summary.delivered, failed: summary.failed.length });
        }
        // A full batch while catching up: more may be due, so the next batch goes now.
        more = wasBacklog && done >= SWEEP_BATCH;
        if (more) backlog = true;
      })
      .catch((err) => {
        // Not again at once (the store is failing): the next stored form tries.
        storeFailed();
        log({ requestId: "sweep", outcome: "store_failed", status: 0, ms: 0, error: err instanceof Error ? err.name : typeof err });
      })
      .finally(() => {
        sweeping = false;
        if (more) sweepSoon(store);
      });
    waitUntil(work);
  };

  const handle = async (req: Request, conn?: ConnectionInfo): Promise<Response> => {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    const cors = corsHeaders(req.headers.get("origin"), loaded.allowedOrigins);
    let type: FormType | undefined;
    // The visitor's language for every answer: the header's until the payload says otherwise.
    let say = intakeCopy[contentLocale(req.headers)].answers;

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
      if (cors === null) return answer(403, { error: say.origin }, "origin_refused");
      if (req.method === "OPTIONS") return answer(204, null, "preflight");
      if (req.method !== "POST") {
        return answer(405, { error: say.method }, "method_not_allowed", {}, { Allow: "POST, OPTIONS" });
      }
      if (!loaded.ok || !provider || !storeReady) {
        const problems = loaded.ok ? (storeReady ? [] : ["SUPABASE_DB_URL"]) : loaded.problems;
        return answer(500, { error: say.config }, "config_error", { problems });
      }
      // A scheduled call (Supabase Cron, docs/backend.md) sends the e-mails still due.
      const secret = req.headers.get(DELIVER_PENDING_HEADER);
      if (secret !== null) {
        await req.body?.cancel();
        if (!loaded.config.deliverySecret || !sameSecret(secret, loaded.config.deliverySecret)) {
          return answer(403, { error: say.forbidden }, "forbidden");
        }
        try {
          const ctx = context(await storeReady)!;
          const summary = await deliverPending(ctx, { retryBaseSeconds: options.retryBaseSeconds });
          const counts = { delivered: summary.delivered, failed: summary.failed.length };
          return answer(200, { ok: true, ...counts }, "retried", counts);
        } catch (err) {
          const error = err instanceof Error ? err.name : typeof err;
          return answer(503, { error: say.store }, "store_failed", { error }, { "Retry-After": "60" });
        }
      }
      // JSON only: it also forces browsers to preflight, which a text/plain "simple" post would skip.
      if (!isJsonContentType(req.headers.get("content-type"))) {
        return answer(415, { error: say.mediaType }, "unsupported_media_type");
      }
      const forwarded = conn?.trustForwardedFor === false ? undefined : lastForwardedHop(req.headers);
      const client = forwarded ?? conn?.remoteAddress ?? "unknown";
      const rate = limiter.check(client);
      if (!rate.ok) {
        const retryAfter = String(rate.retryAfterSeconds);
        return answer(429, { error: say.rateLimited }, "rate_limited", {}, { "Retry-After": retryAfter });
      }
      const body = await readBody(req, { timeoutMs: options.bodyReadTimeoutMs, totalMs: options.bodyTotalTimeoutMs });
      if (!body.ok && body.reason === "aborted") return answer(400, { error: say.badJson }, "client_aborted");
      if (!body.ok && body.reason === "timeout") return answer(408, { error: say.bodyTimeout }, "body_timeout");
      if (!body.ok) return answer(413, { error: say.tooLarge }, "too_large");
      const data = parseObject(body.bytes);
      if (!data) return answer(400, { error: say.badJson }, "invalid_json");
      type = formTypes.find((t) => t === data.type);
      if (isHoneypotFilled(data)) return answer(200, { ok: true }, "honeypot");

      const checked = validatePayload(data, contentLocale(req.headers));
      if (!checked.ok) return answer(400, { error: checked.error, fields: checked.fields }, "invalid");
      const { payload } = checked;
      say = intakeCopy[payload.locale].answers;

      // The record first: once this row is committed, the form is never lost.
      let store: SubmissionStore;
      let saved;
      try {
        store = await storeReady;
        saved = await store.save(payload);
      } catch (err) {
        storeFailed();
        const error = err instanceof Error ? err.name : typeof err;
        return answer(503, { error: say.store }, "store_failed", { error }, { "Retry-After": "5" });
      }
      const { reference } = saved;
      // From here on the form is stored: whatever happens, the visitor gets its reference.
      try {
        // Claimed whether new or repeated: a row whose insert outlived its first request is still pending.
        const claimed = await store.claim(payload.submissionId);
        sweepSoon(store);
        if (!claimed) return answer(200, { ok: true, reference }, "duplicate", { reference });

        // Then the e-mails, awaited briefly: a slow or failing provider costs the visitor nothing.
        const delivery = deliver(claimed, context(store)!)
          .catch((err): DeliveryOutcome => {
            storeFailed();
            return { ok: false, reason: `store_${err instanceof Error ? err.name : "error"}` };
          });
        waitUntil(delivery);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const waited = await Promise.race([
          delivery,
          new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), deliveryWaitMs))),
        ]);
        clearTimeout(timer);
        const where = { provider: provider.name, reference };
        if (!waited) {
          // The answer goes now; the delivery's own outcome gets its line when it ends.
          delivery.then((done) =>
            log({
              requestId,
              type,
              outcome: done.ok ? "sent" : "stored_delivery_failed",
              status: 200,
              ms: Math.round(performance.now() - started),
              ...where,
              ...(done.ok ? { file: done.file } : { reason: done.reason, providerStatus: done.providerStatus }),
            })
          );
          return answer(200, { ok: true, reference }, "stored_delivery_pending", where);
        }
        if (!waited.ok) {
          const { reason, providerStatus } = waited;
          return answer(200, { ok: true, reference }, "stored_delivery_failed", { ...where, reason, providerStatus });
        }
        return answer(200, { ok: true, reference }, "sent", { ...where, file: waited.file });
      } catch (err) {
        // The row is committed and a sweep or deliver-pending will send it: success, logged as failed.
        storeFailed();
        const error = err instanceof Error ? err.name : typeof err;
        return answer(200, { ok: true, reference }, "stored_delivery_failed", { reference, error });
      }
    } catch (err) {
      return answer(500, { error: say.unexpected }, "error", { error: err instanceof Error ? err.name : typeof err });
    }
  };

  return Object.assign(handle, {
    store: storeReady,
    async deliverPending({ force = false }: { force?: boolean } = {}): Promise<PendingSummary> {
      const ctx = storeReady && context(await storeReady);
      if (!ctx) throw new Error(`the form function is not configured: ${loaded.ok ? "SUPABASE_DB_URL" : loaded.problems.join(", ")}`);
      return deliverPending(ctx, { force, retryBaseSeconds: options.retryBaseSeconds });
    },
  });
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

