/**
 * Every path the form function answers, on each of its listeners, in one table: the hosted entry
 * (index.ts), and under `npm start` the function's loopback port (local.ts, the one npm start's
 * proxy forwards to) and the admin listener (local-admin.ts, named only in the store's lock file).
 * The intake desk's calls go here too when they come.
 *
 * Routing reads the path of the request line and nothing else. Deno builds a request's URL from
 * its Host header, which the client chooses, so a Host that is not a plain host name and port
 * (`x/local/submissions#` would make any path read as an admin one) is answered 400 before any
 * route is looked at.
 */
import { FUNCTION_PATH, HEALTH_PATH, isValidHost } from "../_shared/endpoint.mjs";
import { jsonResponse } from "./http.ts";

export const ADMIN_PATHS = { submissions: "/local/submissions", deliverPending: "/local/deliver-pending" } as const;

export type Listener = "hosted" | "function" | "admin";
export type Endpoint = "form" | "health" | "submissions" | "deliverPending";

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
  // npm run submissions (GET, a page at a time with ?after=) and npm run deliver-pending (POST).
  { listener: "admin", path: ADMIN_PATHS.submissions, endpoint: "submissions" },
  { listener: "admin", path: ADMIN_PATHS.deliverPending, endpoint: "deliverPending" },
];

export type Serve<C> = (req: Request, conn: C) => Response | Promise<Response>;

/** The route of `req` on `listener`, or the answer when there is none (400 for a bad Host, else 404). */
export function routeOf(listener: Listener, req: Request): Route | Response {
  const path = requestPath(req);
  if (path === undefined) return badHostResponse();
  const route = ROUTES.find((r) => r.listener === listener && (r.path === "*" || r.path === path));
  return route ?? jsonResponse(404, { error: "Not found." }, {});
}

/** A Deno.serve handler for `listener`: each route's request goes to its endpoint's function. */
export function router<C>(listener: Listener, endpoints: Partial<Record<Endpoint, Serve<C>>>): Serve<C> {
  return (req, conn) => {
    const route = routeOf(listener, req);
    if (route instanceof Response) return route;
    const serve = endpoints[route.endpoint];
    return serve ? serve(req, conn) : jsonResponse(404, { error: "Not found." }, {});
  };
}

/**
 * The request line's path without trailing slashes, or undefined when the Host header is not a
 * plain host and port. A loop, not `/\/+$/`: that pattern is quadratic on a long run of slashes
 * followed by anything else.
 */
export function requestPath(req: Request): string | undefined {
  const host = req.headers.get("host");
  if (host !== null && !isValidHost(host)) return undefined;
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
export const badHostResponse = () => jsonResponse(400, { error: "Bad request: the Host header is malformed." }, {});
