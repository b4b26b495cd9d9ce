#!/usr/bin/env node
/**
 * `npm start`: build the static export when it is missing or was built from other sources (scripts/needs-build.mjs), then serve
 * out/ the way a CDN does (scripts/static-site.mjs: content types, compression, long cache for
 * hashed assets, /about and /about/ alike, 404.html with status 404) and answer
 * POST /functions/v1/send-form-email with the real function, run under Deno as a child process
 * on a loopback port (scripts/function-process.mjs, supabase/functions/send-form-email/local.ts).
 *
 * No request may end the process: malformed targets and Host headers get 400, Ranges the static
 * handler cannot serve get the whole file, other methods 405, and anything that still throws is
 * logged in one line and answered 500. A dead or wedged function is restarted while the pages
 * keep being served. No client may hold the server either: connections are capped per client and
 * in all, and a connection that sends its headers too slowly, or stops reading or writing, is
 * closed (SERVER_LIMITS). In production the pages sit behind a CDN and the function behind
 * Supabase's gateway, which do this at the edge; this server is for one machine, but must not be
 * wedged by one client either.
 */
import http from "node:http";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DESK_RPC_PATH, DESK_SESSION_HEADER, DESK_SESSION_PATH, FUNCTION_PATH, RPC_PATH_PREFIX } from "../supabase/functions/_shared/endpoint.mjs";
import { createDeskGate, deskDoor } from "./desk-gate.mjs";
import { startFunction } from "./function-process.mjs";
import { hasSecurityHeaders, needsBuild } from "./needs-build.mjs";
import { encodePath, isServableRange, isValidHost, jsonError, neverThrows, parseTarget, SERVER_LIMITS } from "./request-target.mjs";
import { HOST_FILES, securityHeaders } from "./security-headers.mjs";
import { staticSite } from "./static-site.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** SITE_OUT_DIR: serve another export (the photo test's, built with sample photos). */
const outDir = path.join(root, process.env.SITE_OUT_DIR || "out");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

if (process.env.SKIP_BUILD !== "1" && needsBuild(root, outDir)) {
  console.log("[serve] out/ is missing, was built from other sources or lacks its security headers: building…");
  await run("npm", ["run", "build"]);
}
// A bare `next build` leaves out/ without the post-build steps' headers: never serve it so.
if (!hasSecurityHeaders(outDir)) {
  console.error("[serve] out/ has no security headers for its pages (out/_headers.json is missing or older than the pages): run `npm run build`, not `next build` alone.");
  process.exit(1);
}

const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
if (host !== "localhost" && host !== "127.0.0.1") origins.push(`http://${host}:${port}`);
const fn = await startFunction({
  root,
  port: Number(process.env.FUNCTION_PORT ?? port + 1000),
  env: {
    ...process.env,
    // An empty value counts as unset (a blank line in an env file must not refuse every form).
    ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS || origins.join(","),
    OUTBOX_DIR: path.resolve(root, process.env.OUTBOX_DIR || ".outbox"),
    // The embedded store (PGlite) when no SUPABASE_DB_URL is set: `npm run submissions` reads it.
    FORM_DATA_DIR: path.resolve(root, process.env.FORM_DATA_DIR || ".data"),
  },
});
process.on("exit", fn.stop);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => process.exit(0));

// The intake desk: a one-time link for this computer, its session, its calls to the function.
const deskGate = createDeskGate();
/** The port actually listened on (PORT=0 picks one). */
const deskLink = (token) => `http://localhost:${server.address()?.port ?? port}/desk#token=${token}`;
const desk = deskDoor({
  gate: deskGate,
  sessionPath: DESK_SESSION_PATH,
  rpcPrefix: RPC_PATH_PREFIX,
  forward: (req, res, name) => fn.proxy(req, res, `?fn=${name}`, { path: DESK_RPC_PATH, headers: { [DESK_SESSION_HEADER]: "local-owner" } }),
  onLink: (token) => console.log(`[serve] The desk link was used. The next one (works once, on this computer): ${deskLink(token)}`),
});

// The headers production gets (out/_headers.json, generated after each build): CSP, HSTS, caching.
const { assets, files } = staticSite(outDir, (res, pathname) => {
  for (const [k, v] of Object.entries(securityHeaders(pathname, outDir))) res.setHeader(k, v);
});

const server = http.createServer(
  { headersTimeout: SERVER_LIMITS.headersTimeoutMs, requestTimeout: SERVER_LIMITS.requestTimeoutMs, keepAliveTimeout: SERVER_LIMITS.keepAliveTimeoutMs, connectionsCheckingInterval: SERVER_LIMITS.checkIntervalMs },
  neverThrows(route),
);
server.maxConnections = SERVER_LIMITS.connections;
// Without a "timeout" listener, Node destroys a socket idle for this long.
server.setTimeout(SERVER_LIMITS.idleTimeoutMs);
const perClient = new Map();
server.on("connection", (socket) => {
  const client = socket.remoteAddress ?? "unknown";
  const open = (perClient.get(client) ?? 0) + 1;
  if (open > SERVER_LIMITS.connectionsPerClient) return socket.destroy();
  perClient.set(client, open);
  // Node's headers deadline starts with the first byte: a connection that sends none gets the
  // same deadline as inactivity, and the longer one once its first request is in (route()).
  socket.setTimeout(SERVER_LIMITS.headersTimeoutMs);
  socket.once("close", () => {
    const left = perClient.get(client) - 1;
    if (left > 0) perClient.set(client, left);
    else perClient.delete(client);
  });
});
// A connection reset mid-request must not become an unhandled error either.
server.on("clientError", (_err, socket) => {
  if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
  else socket.destroy();
});

function route(req, res) {
  req.socket.setTimeout(SERVER_LIMITS.idleTimeoutMs);
  if (!isValidHost(req.headers.host, req.httpVersion)) {
    return jsonError(res, 400, "Bad request: the Host header is malformed.", { Connection: "close" });
  }
  const target = parseTarget(req.url);
  if (!target) return plain(res, 400, "Bad request");
  if (target.pathname === FUNCTION_PATH) return fn.proxy(req, res, target.search);
  if (desk(req, res, target.pathname)) return;
  if (req.method !== "GET" && req.method !== "HEAD") return plain(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
  // The hosts' header files are build artefacts, not pages.
  if (HOST_FILES.has(target.pathname.toLowerCase())) return notFound(req, res);
  req.url = encodePath(target.pathname) + target.search;
  if (req.headers.range !== undefined && !isServableRange(req.headers.range)) delete req.headers.range;
  assets(req, res, () => notFound(req, res));
}

/** The nearest folder's 404.html, as Cloudflare Pages does (/es/nada → es/404.html), else the site's. */
function notFoundPage(pathname) {
  const dirs = pathname.split("/").slice(1, -1).filter((d) => d && d !== "." && d !== "..");
  for (let i = dirs.length; i >= 0; i--) {
    const page = ["", ...dirs.slice(0, i), "404.html"].join("/");
    if (existsSync(path.join(outDir, page))) return page;
  }
  return undefined;
}

function notFound(req, res) {
  const page = notFoundPage(parseTarget(req.url)?.pathname ?? "/");
  if (!page) return plain(res, 404, "Not found");
  // Serve the 404 page with status 404, as static hosts do; a Range never applies to it.
  req.url = page;
  delete req.headers.range;
  // A revalidation would get sirv's 304, turned into a bodiless 404 below: always the page itself.
  delete req.headers["if-none-match"];
  delete req.headers["if-modified-since"];
  res.statusCode = 404;
  const origWriteHead = res.writeHead.bind(res);
  res.writeHead = (_status, ...rest) => origWriteHead(404, ...rest);
  // Still within route()'s compress(), which wrapped this response already.
  files(req, res, () => plain(res, 404, "Not found"));
}

function plain(res, status, text, headers = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(text);
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { cwd: root, stdio: "inherit" });
    p.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} failed`))));
  });
}

server.listen(port, host, () => {
  const { port: actual } = server.address();
  const store = process.env.SUPABASE_DB_URL ? "SUPABASE_DB_URL" : process.env.FORM_DATA_DIR || ".data";
  const mail = process.env.RESEND_API_KEY ? "e-mails through Resend" : `e-mails to outbox ${process.env.OUTBOX_DIR || ".outbox"}`;
  console.log(`[serve] VitalHealth on http://${host}:${actual} (forms → ${FUNCTION_PATH}, stored in ${store}, ${mail})`);
  console.log(`[serve] Intake desk (works once, on this computer only): ${deskLink(deskGate.token)}`);
});
