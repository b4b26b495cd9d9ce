/**
 * Every path the form function answers, on each of its listeners, in one table: the hosted entry
 * (index.ts), and under `npm start` the function's loopback port (local.ts, the one npm start's
 * proxy forwards to) and the admin listener (local-admin.ts, named only in the store's lock file).
 *
 * Routing reads the path of the request line and nothing else. Deno builds a request's URL from
 * its Host header, which the client chooses, so a Host that could move the path (one with `/`, `?`,
 * `#`, `@`, `\` or spaces: `x/local/submissions#` would make any path read as an admin one) is
 * answered 400 before any route is looked at. The hosted entry routes every path to the form, so
 * it reads neither (the platform, or the Supabase CLI's gateway, sets the Host it likes).
 */
import { DESK_RPC_PATH, FUNCTION_PATH, HEALTH_PATH } from "../_shared/endpoint.mjs";
import { jsonResponse } from "./http.ts";

export const ADMIN_PATHS = { submissions: "/local/submissions", deliverPending: "/local/deliver-pending" } as const;

export type Listener = "hosted" | "function" | "admin";
export type Endpoint = "form" | "health" | "desk" | "submissions" | "deliverPending";

export interface Route {
  listener: Listener;
  /** The path without trailing slashes; "*" for every path. */
  path: string;
  endpoint: Endpoint;
}

export const ROUTES: readonly Route[] = [
  // The platform sends /functions/v1/send-form-email here: the form (POST), its preflight
  // (OPTIONS), and Supabase Cron's scheduled delivery call (POST with X-Deliver-Pending).
  { listener: "hosted", path: "*", endpoint: "form" },
  // The same three calls, locally, on the path npm start's proxy forwards.
  { listener: "function", path: FUNCTION_PATH, endpoint: "form" },
  // npm start's readiness check and watchdog: whose process, whether its store is open.
  { listener: "function", path: HEALTH_PATH, endpoint: "health" },
  // The intake desk's database calls, forwarded by npm start's proxy for its loopback session (local-desk.ts).
  { listener: "function", path: DESK_RPC_PATH, endpoint: "desk" },
  // npm run submissions (GET, a page at a time with ?after=) and npm run deliver-pending (POST).
  { listener: "admin", path: ADMIN_PATHS.submissions, endpoint: "submissions" },
  { listener: "admin", path: ADMIN_PATHS.deliverPending, endpoint: "deliverPending" },
];

export type Serve<C> = (req: Request, conn: C) => Response | Promise<Response>;

const notFound = () => jsonResponse(404, { error: "Not found." }, {});

/** The route of `req` on `listener`, or the answer when there is none (400 for a bad Host, else 404). */
export function routeOf(listener: Listener, req: Request): Route | Response {
  const routes = ROUTES.filter((r) => r.listener === listener);
  const everyPath = routes.find((r) => r.path === "*");
  if (everyPath) return everyPath;
  const path = requestPath(req);
  if (path === undefined) return badHostResponse();
  return routes.find((r) => r.path === path) ?? notFound();
}

/** A Deno.serve handler for `listener`: each route's request goes to its endpoint's function. */
export function router<C>(listener: Listener, endpoints: Partial<Record<Endpoint, Serve<C>>>): Serve<C> {
  return (req, conn) => {
    const route = routeOf(listener, req);
    if (route instanceof Response) return route;
    return endpoints[route.endpoint]?.(req, conn) ?? notFound();
  };
}

/** Characters that end a Host's authority and begin a path, query, fragment or user name. */
const NOT_IN_HOST = /[\s/?#@\\]/;

/**
 * The request line's path without trailing slashes, or undefined when the Host header could have
 * moved it (or makes no URL at all). A loop, not `/\/+$/`: that pattern is quadratic on a long run
 * of slashes followed by anything else.
 */
export function requestPath(req: Request): string | undefined {
  const host = req.headers.get("host");
  // `a:99999` or `%%` make no URL either: Deno then has none to give.
  if (host !== null && (host === "" || NOT_IN_HOST.test(host) || !URL.canParse(`http://${host}/`))) return undefined;
  let path: string;
  try {
    path = new URL(req.url).pathname;
  } catch {
    return undefined;
  }
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end--;
  return path.slice(0, end);
}

/** The answer to a request whose Host is malformed: what any loopback server here says to it. */
const badHostResponse = () => jsonResponse(400, { error: "Bad request: the Host header is malformed." }, {});
