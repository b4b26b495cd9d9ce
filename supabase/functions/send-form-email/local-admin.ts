/**
 * The admin listener of `npm start`'s function process: `npm run submissions` and
 * `npm run deliver-pending` ask it while the process holds the embedded store. It is a loopback
 * listener of its own, on a port the system picks and the store's lock file names (`adminPort`),
 * never the function's port: the proxy forwards to that one with whatever Host the visitor sent, and
 * Deno builds a request's URL from its Host, so a route on the function's port is a route the site's
 * visitors can name.
 *
 * Every request needs the token from the lock file (compared in constant time). Wrong tokens are
 * throttled for everyone, the right one included, so a guess made during a lock-out learns nothing.
 */
import type { PendingSummary } from "./deliver.ts";
import { jsonResponse, onServeError } from "./http.ts";
import { listingPage } from "./listing.ts";
import { ADMIN_PATHS, router } from "./routes.ts";
import { sameSecret } from "./secrets.ts";
import type { SubmissionStore } from "./store.ts";

export { ADMIN_PATHS };
/** Wrong tokens allowed before the lock-out; each wrong one after it doubles the wait. */
export const ADMIN_FREE_TRIES = 5;
const LOCKOUT_BASE_MS = 1_000;
const LOCKOUT_MAX_MS = 15 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What a command is told to wait while the store opens (PGlite takes a second or two). */
export const STORE_OPENING_RETRY_SECONDS = 1;

/** Wrong tokens, counted for the whole listener: every caller is on loopback anyway. */
export class TokenThrottle {
  #failures = 0;
  #lockedUntil = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds before another try is looked at; 0 when one is allowed now. */
  waitSeconds(): number {
    const left = this.#lockedUntil - this.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  failed(): void {
    this.#failures++;
    if (this.#failures < ADMIN_FREE_TRIES) return;
    const wait = Math.min(LOCKOUT_BASE_MS * 2 ** (this.#failures - ADMIN_FREE_TRIES), LOCKOUT_MAX_MS);
    this.#lockedUntil = this.now() + wait;
  }

  succeeded(): void {
    this.#failures = 0;
    this.#lockedUntil = 0;
  }
}

/** What `npm run deliver-pending` is told: the run's counts, and the rows it had to leave alone. */
export type DeliverPendingReport = PendingSummary & {
  /** Rows another deliverer holds (or held when it died), and when the last of their leases ends. */
  leased: { count: number; until: string | null };
};

/** Sends every row due, forced, then counts the rows it could not take. */
export async function deliverPendingReport(store: SubmissionStore, deliver: () => Promise<PendingSummary>): Promise<DeliverPendingReport> {
  const summary = await deliver();
  return { ...summary, leased: await store.leased({ force: true }) };
}

export type StoreState = { state: "opening" } | { state: "ready"; store: SubmissionStore } | { state: "failed" };

export interface AdminOptions {
  token: string;
  store: () => StoreState;
  /** `npm run deliver-pending`: every row due, forced (handler.deliverPending). */
  deliverPending: () => Promise<PendingSummary>;
  now?: () => number;
  signal?: AbortSignal;
}

export function serveAdmin(options: AdminOptions): Deno.HttpServer<Deno.NetAddr> {
  const guard = adminGuard(options);
  const submissions = guard(async (req, store) => {
    if (req.method !== "GET") return methodNotAllowed();
    // One page per request (`?after=<the previous page's next>`): admin.ts reads them all.
    const after = new URL(req.url).searchParams.get("after") ?? undefined;
    if (after !== undefined && !UUID.test(after)) return jsonResponse(400, { error: "after: not a submission id." }, {});
    return jsonResponse(200, await listingPage(store, after), {});
  });
  const deliverPending = guard(async (req, store) => {
    if (req.method !== "POST") return methodNotAllowed();
    return jsonResponse(200, await deliverPendingReport(store, options.deliverPending), {});
  });
  return Deno.serve(
    { hostname: "127.0.0.1", port: 0, signal: options.signal, onListen: () => {/* the lock file names the port */}, onError: onServeError },
    router("admin", { submissions, deliverPending }),
  );
}

const methodNotAllowed = () => jsonResponse(405, { error: "Method not allowed." }, {});

type AdminCall = (req: Request, store: SubmissionStore) => Promise<Response>;

/**
 * What every admin call goes through before its own work: the throttle, the token, the store being
 * open; and an error becomes a 500 with its message (the caller is the machine's own user).
 */
function adminGuard(options: AdminOptions) {
  const throttle = new TokenThrottle(options.now);
  return (call: AdminCall) => async (req: Request): Promise<Response> => {
    const wait = throttle.waitSeconds();
    if (wait > 0) return jsonResponse(429, { error: "Too many wrong tokens. Try again later." }, { "Retry-After": String(wait) });
    if (!sameSecret(req.headers.get("authorization") ?? "", `Bearer ${options.token}`)) {
      throttle.failed();
      return jsonResponse(403, { error: "Forbidden." }, {});
    }
    throttle.succeeded();
    const opened = options.store();
    if (opened.state !== "ready") {
      const error = opened.state === "opening" ? "The submissions store is still opening." : "The submissions store could not be opened.";
      return jsonResponse(503, { error }, { "Retry-After": String(STORE_OPENING_RETRY_SECONDS) });
    }
    try {
      return await call(req, opened.store);
    } catch (err) {
      return jsonResponse(500, { error: err instanceof Error ? err.message : String(err) }, {});
    }
  };
}
