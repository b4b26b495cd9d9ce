/**
 * Local entry for `npm start` (scripts/serve.mjs spawns it under Deno and proxies
 * /functions/v1/send-form-email to it) and for `npm run bench:function`. Same handler as the
 * hosted entry; the outbox defaults to .outbox/ at the repo root.
 */
import { createHandler, type HandlerOptions } from "./handler.ts";
import { jsonResponse } from "./http.ts";
import { FUNCTION_PATH } from "../_shared/endpoint.mjs";

export { FUNCTION_PATH };
export const DEFAULT_OUTBOX_DIR = pathOf(new URL("../../../.outbox", import.meta.url));
const DEFAULT_PORT = 54321;

export interface LocalServerOptions extends HandlerOptions {
  port?: number;
  signal?: AbortSignal;
  onListen?: (addr: Deno.NetAddr) => void;
}

export function startLocalServer(options: LocalServerOptions = {}): Deno.HttpServer<Deno.NetAddr> {
  const handler = createHandler({ defaultOutboxDir: DEFAULT_OUTBOX_DIR, ...options });
  return Deno.serve(
    {
      hostname: "127.0.0.1", // only the local proxy may reach it: it sets X-Forwarded-For
      port: options.port ?? DEFAULT_PORT,
      signal: options.signal,
      onListen: options.onListen ?? (() => {}),
    },
    (req, info) => {
      const path = new URL(req.url).pathname.replace(/\/+$/, "");
      if (path !== FUNCTION_PATH) return jsonResponse(404, { error: "Not found." }, {});
      return handler(req, { remoteAddress: info.remoteAddr.hostname });
    },
  );
}

/** A file URL as a path (node:url would pull @types/node into Deno's type check). */
function pathOf(url: URL): string {
  const path = decodeURIComponent(url.pathname);
  return /^\/[A-Za-z]:/.test(path) ? path.slice(1) : path; // "/C:/x" on Windows
}

if (import.meta.main) {
  const port = Number(Deno.env.get("FUNCTION_PORT") ?? DEFAULT_PORT);
  startLocalServer({
    port,
    onListen: ({ hostname, port }) => console.log(`[send-form-email] listening on http://${hostname}:${port}${FUNCTION_PATH}`),
  });
}
