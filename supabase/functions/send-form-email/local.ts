/**
 * Local entry for `npm start` (scripts/serve.mjs spawns it under Deno and proxies
 * /functions/v1/send-form-email to it) and for `npm run bench:function`. Same handler as the
 * hosted entry; the outbox defaults to .outbox/ and the embedded store to .data/ at the repo root
 * (local-store.ts), or SUPABASE_DB_URL's database when set.
 *
 * Two admin routes answer on this loopback port only (the proxy forwards the function's path
 * alone), with the token from the store's lock file: `npm run submissions` and
 * `npm run deliver-pending` use them while this process holds the embedded store.
 */
import { createHandler, type HandlerOptions, sameSecret } from "./handler.ts";
import { jsonResponse } from "./http.ts";
import { toListing } from "./listing.ts";
import { type LocalStore, openLocalStore, StoreBusyError } from "./local-store.ts";
import type { SubmissionStore } from "./store.ts";
import { FUNCTION_PATH } from "../_shared/endpoint.mjs";

export { FUNCTION_PATH };
export const DEFAULT_OUTBOX_DIR = pathOf(new URL("../../../.outbox", import.meta.url));
export const DEFAULT_DATA_DIR = pathOf(new URL("../../../.data", import.meta.url));
/** What the minimal e-mail says about where to read a record stored locally. */
export const LOCAL_RECORD_LOCATION = "npm run submissions, in the website's project folder";
export const ADMIN_PATHS = { submissions: "/local/submissions", deliverPending: "/local/deliver-pending" } as const;
const DEFAULT_PORT = 54321;

export interface LocalServerOptions extends HandlerOptions {
  port?: number;
  signal?: AbortSignal;
  onListen?: (addr: Deno.NetAddr) => void;
  /** The embedded store's folder (FORM_DATA_DIR, else .data/); unused when `store` is given. */
  dataDir?: string;
  /** Told when the store cannot be opened (the embedded folder in use by another process…). */
  onStoreError?: (err: unknown) => void;
}

export interface LocalServer {
  server: Deno.HttpServer<Deno.NetAddr>;
  /** Resolves once the store is open (rejects when it cannot be). */
  store: Promise<SubmissionStore>;
  /** Stops serving and closes the store (releasing the embedded folder). */
  close(): Promise<void>;
}

export function startLocalServer(options: LocalServerOptions = {}): LocalServer {
  const env = options.env ?? ((name: string) => Deno.env.get(name));
  const token = crypto.randomUUID();
  let opened: LocalStore | undefined;
  let resolveStore!: (s: SubmissionStore) => void;
  let rejectStore!: (err: unknown) => void;
  const store: Promise<SubmissionStore> = options.store
    ? Promise.resolve(options.store)
    : new Promise((resolve, reject) => ((resolveStore = resolve), (rejectStore = reject)));
  store.catch((err) => options.onStoreError?.(err));

  const handler = createHandler({
    defaultOutboxDir: DEFAULT_OUTBOX_DIR,
    recordLocation: LOCAL_RECORD_LOCATION,
    ...options,
    env,
    store,
  });

  const server = Deno.serve(
    {
      hostname: "127.0.0.1", // only the local proxy may reach it: it sets X-Forwarded-For
      port: options.port ?? DEFAULT_PORT,
      signal: options.signal,
      onListen: (addr) => {
        if (!options.store) {
          // Opened once the port is known: the lock file names it for the admin commands.
          const dataDir = options.dataDir ?? (env("FORM_DATA_DIR")?.trim() || DEFAULT_DATA_DIR);
          openLocalStore(env, { dataDir, port: addr.port, token }).then((s) => {
            opened = s;
            resolveStore(s.store);
          }, rejectStore);
        }
        (options.onListen ?? (() => {}))(addr);
      },
    },
    async (req, info) => {
      const path = new URL(req.url).pathname.replace(/\/+$/, "");
      if (path === FUNCTION_PATH) return handler(req, { remoteAddress: info.remoteAddr.hostname });
      if (path === ADMIN_PATHS.submissions || path === ADMIN_PATHS.deliverPending) return await admin(req, path);
      return jsonResponse(404, { error: "Not found." }, {});
    },
  );

  async function admin(req: Request, path: string): Promise<Response> {
    const token = opened?.lock?.token;
    if (!opened || token === undefined || !sameSecret(req.headers.get("authorization") ?? "", `Bearer ${token}`)) {
      return jsonResponse(403, { error: "Forbidden." }, {});
    }
    try {
      if (path === ADMIN_PATHS.submissions && req.method === "GET") {
        return jsonResponse(200, (await opened.store.list()).map(toListing), {});
      }
      if (path === ADMIN_PATHS.deliverPending && req.method === "POST") {
        return jsonResponse(200, await handler.deliverPending({ force: true }), {});
      }
      return jsonResponse(405, { error: "Method not allowed." }, {});
    } catch (err) {
      return jsonResponse(500, { error: err instanceof Error ? err.message : String(err) }, {});
    }
  }

  return {
    server,
    store,
    async close() {
      await server.shutdown();
      await store.catch(() => {/* never opened: nothing to close */});
      await opened?.close();
    },
  };
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
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    // Close PGlite cleanly and release the lock before exiting.
    Deno.addSignalListener(signal, () => void local.close().finally(() => Deno.exit(0)));
  }
}
