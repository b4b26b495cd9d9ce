/**
 * The request handler, as the list of its steps (createHandler, below; each step in steps/): refuse,
 * the scheduled call, read and validate, store the submission (the record, with its reference),
 * then deliver its e-mails from the store. The visitor hears success once the row is committed,
 * whatever the e-mail provider does: delivery is awaited only briefly, and what fails is retried
 * from the store (sweeper.ts). index.ts (hosted) and local.ts (npm start) serve it through their
 * routes (routes.ts); tests call it directly with Requests.
 */
import { intakeCopy } from "../_shared/copy/index.ts";
import { type ConfigOptions, loadConfig } from "./config.ts";
import { postgresDb } from "./db.ts";
import { deliverPending, type PendingSummary } from "./deliver.ts";
import { consoleLogger } from "./log.ts";
import { providerFor } from "./providers/index.ts";
import { RateLimiter } from "./rate-limit.ts";
import { deliverBriefly } from "./steps/deliver-briefly.ts";
import { begin, type ConnectionInfo, errorName, type Intake } from "./steps/intake.ts";
import { readForm } from "./steps/read-form.ts";
import { isScheduledCall, refuseCall, refuseForm } from "./steps/refuse.ts";
import { scheduledDelivery } from "./steps/scheduled.ts";
import { storeForm } from "./steps/store-form.ts";
import { SubmissionStore } from "./store.ts";
import { Sweeper } from "./sweeper.ts";
import type { EnvGetter, Logger, Provider } from "./types.ts";

export type { ConnectionInfo };

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

export { DELIVER_PENDING_HEADER, sameSecret } from "./secrets.ts";
export { SWEEP_INTERVAL_MS } from "./sweeper.ts";

/** Where staff read a stored form on the hosted project: the intake desk (docs/desk.md). */
export const HOSTED_RECORD_LOCATION = "the intake desk, /desk on the website (search for the reference)";
/** Long enough for a working provider (the outbox takes milliseconds, Resend well under a second). */
export const DELIVERY_WAIT_MS = 2_500;

/** The edge runtime's waitUntil where it exists; elsewhere (Deno, tests) the promise runs on anyway. */
function defaultWaitUntil(work: Promise<unknown>): void {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil?: (p: Promise<unknown>) => void } }).EdgeRuntime;
  runtime?.waitUntil?.(work);
}

export type Handler = ((req: Request, conn?: ConnectionInfo) => Promise<Response>) & {
  /** Delivers the e-mails still due (all undelivered when forced): `npm run deliver-pending`. */
  deliverPending(options?: { force?: boolean }): Promise<PendingSummary>;
  /** The store the handler writes to (undefined when none is configured). */
  store: Promise<SubmissionStore> | undefined;
};

/**
 * The form function, as the steps one request goes through (each in steps/): refuse what is
 * answered before the body (origin, preflight, method, configuration); the scheduled delivery call;
 * refuse a form by its type or rate; read and validate; store; deliver within the wait, and answer.
 */
export function createHandler(options: HandlerOptions = {}): Handler {
  const intake = openIntake(options);
  const handle = async (req: Request, conn?: ConnectionInfo): Promise<Response> => {
    const request = begin(req, intake);
    try {
      const refused = refuseCall(request, intake);
      if (refused) return refused;
      if (isScheduledCall(req)) return await scheduledDelivery(request, intake);
      const limited = refuseForm(request, conn, intake);
      if (limited) return limited;
      const payload = await readForm(request, intake);
      if (payload instanceof Response) return payload;
      const stored = await storeForm(request, payload, intake);
      if (stored instanceof Response) return stored;
      return await deliverBriefly(request, stored, intake);
    } catch (err) {
      return request.answer(500, { error: request.say.unexpected }, "error", { error: errorName(err) });
    }
  };
  return Object.assign(handle, {
    store: intake.store,
    async deliverPending({ force = false }: { force?: boolean } = {}): Promise<PendingSummary> {
      const ctx = intake.store && intake.context(await intake.store);
      const { loaded } = intake;
      if (!ctx) throw new Error(`the form function is not configured: ${loaded.ok ? "SUPABASE_DB_URL" : loaded.problems.join(", ")}`);
      return deliverPending(ctx, { force, retryBaseSeconds: options.retryBaseSeconds });
    },
  });
}

/** What every request shares, built once from the configuration; its problems logged at startup. */
function openIntake(options: HandlerOptions): Intake {
  const log = options.logger ?? consoleLogger;
  const loaded = loadConfig(options.env ?? ((name) => Deno.env.get(name)), options);
  if (!loaded.ok) log({ requestId: "startup", outcome: "config_error", status: 500, ms: 0, problems: loaded.problems });
  const provider = loaded.ok ? options.provider ?? providerFor(loaded.config.delivery, options.fetch) : undefined;
  const databaseUrl = loaded.ok ? loaded.config.databaseUrl : undefined;
  const store: Promise<SubmissionStore> | undefined = options.store
    ? Promise.resolve(options.store)
    : databaseUrl
    ? Promise.resolve(new SubmissionStore(postgresDb(databaseUrl)))
    : undefined;
  // A store that fails to open is answered per request (503), not left as an unhandled rejection.
  store?.catch(() => {});
  if (loaded.ok && !store) log({ requestId: "startup", outcome: "config_error", status: 500, ms: 0, problems: ["SUPABASE_DB_URL"] });
  const waitUntil = options.waitUntil ?? defaultWaitUntil;
  const recordLocation = options.recordLocation ?? HOSTED_RECORD_LOCATION;
  return {
    log,
    loaded,
    provider,
    limiter: new RateLimiter(loaded.ok ? loaded.config.rateLimitPerMinute : 0, options.now),
    store,
    context: (s) => loaded.ok && provider ? { store: s, provider, config: loaded.config, recordLocation } : undefined,
    sweeper: new Sweeper({ log, intervalMs: options.sweepIntervalMs, retryBaseSeconds: options.retryBaseSeconds, waitUntil }),
    waitUntil,
    deliveryWaitMs: options.deliveryWaitMs ?? DELIVERY_WAIT_MS,
    bodyReadTimeoutMs: options.bodyReadTimeoutMs,
    bodyTotalTimeoutMs: options.bodyTotalTimeoutMs,
    retryBaseSeconds: options.retryBaseSeconds,
  };
}
