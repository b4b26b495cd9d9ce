/**
 * Local entry for `npm start` (scripts/serve.mjs spawns it under Deno and proxies
 * /functions/v1/send-form-email to it) and for `npm run bench:function`. Same handler as the
 * hosted entry; the outbox defaults to .outbox/ and the embedded store to .data/ at the repo root
 * (local-store.ts), or SUPABASE_DB_URL's database when set.
 *
 * The function's port answers the function's path and its health route, and nothing else (the
 * routing table, routes.ts). The admin routes that
 * `npm run submissions` and `npm run deliver-pending` use while this process holds the embedded
 * store are on a second loopback listener (local-admin.ts), whose port and token the store's lock
 * file names.
 */
import { loadConfig } from "./config.ts";
import { createHandler, type Handler, type HandlerOptions } from "./handler.ts";
import { jsonResponse, onServeError } from "./http.ts";
import { ADMIN_PATHS, serveAdmin, type StoreState } from "./local-admin.ts";
import { deskEndpoint } from "./local-desk.ts";
import { type LocalStore, openLocalStore, StoreBusyError } from "./local-store.ts";
import { prepareOutbox } from "./providers/outbox.ts";
import { router } from "./routes.ts";
import { sameSecret } from "./secrets.ts";
import type { SubmissionStore } from "./store.ts";
import type { EnvGetter } from "./types.ts";
import { EXIT_WITH_STDIN_ENV, FUNCTION_PATH, HEALTH_PATH, LOCAL_PROXY_HEADER, LOCAL_PROXY_TOKEN_ENV } from "../_shared/endpoint.mjs";

export { ADMIN_PATHS, FUNCTION_PATH, HEALTH_PATH, LOCAL_PROXY_HEADER, LOCAL_PROXY_TOKEN_ENV };
export const DEFAULT_OUTBOX_DIR = pathOf(new URL("../../../.outbox", import.meta.url));
export const DEFAULT_DATA_DIR = pathOf(new URL("../../../.data", import.meta.url));
/** What the minimal e-mail says about where to read a record stored locally. */
export const LOCAL_RECORD_LOCATION = "the intake desk (the link npm start printed), or npm run submissions in the website's project folder";
export type Health = { ok: boolean; pid: number; store: StoreState["state"] };
/** Longest a stop may take to close the store before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
const DEFAULT_PORT = 54321;

export interface LocalServerOptions extends HandlerOptions {
  port?: number;
  signal?: AbortSignal;
  onListen?: (addr: Deno.NetAddr) => void;
  /** The embedded store's folder (FORM_DATA_DIR, else .data/); unused when `store` is given. */
  dataDir?: string;
  /** Told when the store cannot be opened (the embedded folder in use by another process…). */
  onStoreError?: (err: unknown) => void;
  /** Opens the store (tests slow it down); openLocalStore by default. */
  openStore?: typeof openLocalStore;
}

export interface LocalServer {
  /** The function's port: the only one the proxy forwards to. */
  server: Deno.HttpServer<Deno.NetAddr>;
  /** The admin listener, when this process opens the store itself (not when `store` is given). */
  admin?: Deno.HttpServer<Deno.NetAddr>;
  /** Resolves once the store is open and the outbox folder checked (rejects when the store cannot be opened). */
  store: Promise<SubmissionStore>;
  /** Stops serving and closes the store (releasing the embedded folder). */
  close(): Promise<void>;
}

export function startLocalServer(options: LocalServerOptions = {}): LocalServer {
  const env = options.env ?? ((name: string) => Deno.env.get(name));
  const store = storeSlot(options);
  // Checked at start (owner only, the temporary files of a process killed mid-write removed),
  // not at the first form. A folder that cannot be made is the first delivery's error to report.
  const outbox = options.provider ? undefined : outboxDir(loadConfig(env, { defaultOutboxDir: DEFAULT_OUTBOX_DIR }));
  const outboxReady = outbox ? prepareOutbox(outbox).catch(() => {}) : Promise.resolve();
  const handler = createHandler({ defaultOutboxDir: DEFAULT_OUTBOX_DIR, recordLocation: LOCAL_RECORD_LOCATION, ...options, env, store: store.opened });

  const server = Deno.serve(
    {
      hostname: "127.0.0.1", // loopback only: npm start's proxy, the benchmark, the tests
      port: options.port ?? DEFAULT_PORT,
      signal: options.signal,
      onListen: (addr) => (options.onListen ?? (() => {}))(addr),
      onError: onServeError,
    },
    router("function", {
      form: formEndpoint(handler, env),
      health: (req) => health(req, store.state()),
      desk: deskEndpoint({
        db: async () => (await store.opened).db,
        proxyToken: env(LOCAL_PROXY_TOKEN_ENV)?.trim() || undefined,
        // A status e-mail goes now, not at the next form's sweep; what fails is retried from its row.
        onStatusMessage: () => void handler.deliverPending().catch(() => {/* retried by the next sweep */}),
      }),
    }),
  );
  const token = crypto.randomUUID();
  const admin = options.store ? undefined : serveAdmin({
    token,
    store: store.state,
    deliverPending: () => handler.deliverPending({ force: true }),
    now: options.now,
    signal: options.signal,
  });
  // Opened once both ports are known: the lock file names them for the admin commands.
  if (admin) store.open(env, { dataDir: options.dataDir, port: server.addr.port, adminPort: admin.addr.port, token });

  const ready = outboxReady.then(() => store.opened);
  ready.catch(() => {/* told through onStoreError */});
  return {
    server,
    admin,
    store: ready,
    async close() {
      await Promise.all([server.shutdown(), admin?.shutdown()]);
      await outboxReady;
      await store.close();
    },
  };
}

/**
 * The form's endpoint on the function's port. X-Forwarded-For picks the rate limit's bucket:
 * believed only from npm start's proxy, which proves itself with the token it gave this process.
 * Anyone else reaching this loopback port directly would otherwise get a fresh bucket per made-up
 * address.
 */
function formEndpoint(handler: Handler, env: EnvGetter) {
  const proxyToken = env(LOCAL_PROXY_TOKEN_ENV)?.trim() || undefined;
  return (req: Request, info: Deno.ServeHandlerInfo<Deno.NetAddr>) => {
    const fromProxy = proxyToken !== undefined && sameSecret(req.headers.get(LOCAL_PROXY_HEADER) ?? "", proxyToken);
    return handler(req, { remoteAddress: info.remoteAddr.hostname, trustForwardedFor: fromProxy });
  };
}

/**
 * Whose listener this is (the pid: an orphan from an earlier run would hold the port too) and
 * whether its store is open yet. No log line: the parent asks every couple of seconds.
 */
function health(req: Request, state: StoreState): Response {
  if (req.method !== "GET") return jsonResponse(405, { error: "Method not allowed." }, { Allow: "GET" });
  const body: Health = { ok: state.state !== "failed", pid: Deno.pid, store: state.state };
  return jsonResponse(body.ok ? 200 : 503, body, {});
}

/**
 * The store as it opens: given (tests), or opened by this process once its ports are known; its
 * state for the health route and the admin calls; closed with the server.
 */
function storeSlot(options: LocalServerOptions) {
  let state: StoreState = { state: "opening" };
  let local: LocalStore | undefined;
  let resolve!: (s: SubmissionStore) => void;
  let reject!: (err: unknown) => void;
  const opened: Promise<SubmissionStore> = options.store
    ? Promise.resolve(options.store)
    : new Promise((res, rej) => ((resolve = res), (reject = rej)));
  opened.then((s) => (state = { state: "ready", store: s }), (err) => {
    state = { state: "failed" };
    options.onStoreError?.(err);
  });
  return {
    opened,
    state: () => state,
    open(env: EnvGetter, lock: { dataDir?: string; port: number; adminPort: number; token: string }) {
      const dataDir = lock.dataDir ?? (env("FORM_DATA_DIR")?.trim() || DEFAULT_DATA_DIR);
      (options.openStore ?? openLocalStore)(env, { ...lock, dataDir }).then((s) => {
        local = s;
        resolve(s.store);
      }, reject);
    },
    async close() {
      await opened.catch(() => {/* never opened: nothing to close */});
      await local?.close();
    },
  };
}

function outboxDir(loaded: ReturnType<typeof loadConfig>): string | undefined {
  return loaded.ok && loaded.config.delivery.kind === "outbox" ? loaded.config.delivery.dir : undefined;
}

/** A file URL as a path (node:url would pull @types/node into Deno's type check). */
function pathOf(url: URL): string {
  const path = decodeURIComponent(url.pathname);
  return /^\/[A-Za-z]:/.test(path) ? path.slice(1) : path; // "/C:/x" on Windows
}

if (import.meta.main) {
  const port = Number(Deno.env.get("FUNCTION_PORT") ?? DEFAULT_PORT);
  const local = startLocalServer({
    port,
    onListen: ({ hostname, port }) => console.log(`[send-form-email] listening on http://${hostname}:${port}${FUNCTION_PATH}`),
    onStoreError: (err) => {
      // Without its store the function must not take forms: say why, and exit (npm start restarts it).
      const why = err instanceof StoreBusyError
        ? `${err.message} (another npm start?). Stop it, or set FORM_DATA_DIR to another folder.`
        : `the submissions store could not be opened: ${err instanceof Error ? err.message : err}`;
      console.error(`[send-form-email] ${why}`);
      Deno.exit(3);
    },
  });
  local.store.then(() => console.log("[send-form-email] submissions store ready"), () => {});
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Close PGlite cleanly and release the lock before exiting, unless that hangs.
    setTimeout(() => Deno.exit(1), SHUTDOWN_GRACE_MS);
    local.close().catch((err) => console.error(`[send-form-email] closing: ${err instanceof Error ? err.message : err}`))
      .finally(() => Deno.exit(0));
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) Deno.addSignalListener(signal, stop);
  if (Deno.env.get(EXIT_WITH_STDIN_ENV) === "1") {
    // The parent (npm start) spawns this process with a stdin pipe it never writes to. The system
    // closes that pipe when the parent exits however it exits, kill -9 included, which no signal
    // handler of the parent's can cover: an orphan would keep the port and the store's lock.
    stdinClosed().then(() => {
      console.error("[send-form-email] npm start is gone (stdin closed): stopping");
      stop();
    });
  }
}

/** Resolves when stdin reaches its end (or fails, which also means the writer is gone). */
async function stdinClosed(): Promise<void> {
  const reader = Deno.stdin.readable.getReader();
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // A broken pipe is a closed one.
  }
}
