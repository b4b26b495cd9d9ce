#!/usr/bin/env node
/**
 * `npm start`: build the static export when it is missing or older than the sources, then serve
 * out/ the way a CDN does (sirv: content types, gzip/brotli, long cache for hashed assets,
 * /about and /about/ alike, 404.html with status 404) and answer
 * POST /functions/v1/send-form-email with the real function, run under Deno as a child process
 * on a loopback port (see supabase/functions/send-form-email/local.ts).
 */
import http from "node:http";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { needsBuild } from "./needs-build.mjs";
import { securityHeaders } from "./security-headers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "out");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
const FUNCTION_PATH = "/functions/v1/send-form-email";
const HOST_FILES = new Set(["/_headers", "/_headers.json", "/vercel.json", "/nginx-headers.conf"]);

if (process.env.SKIP_BUILD !== "1" && needsBuild(root)) {
  console.log("[serve] out/ is missing or older than the sources: building…");
  await run("npm", ["run", "build"]);
}

const fn = await startFunction();

const assets = sirv(outDir, {
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ["html"],
  // The headers production gets (out/_headers.json, generated after each build): CSP, HSTS, caching.
  setHeaders(res, pathname) {
    for (const [k, v] of Object.entries(securityHeaders(pathname, outDir))) res.setHeader(k, v);
  },
});
const notFoundFile = path.join(outDir, "404.html");

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.pathname === FUNCTION_PATH || url.pathname === FUNCTION_PATH + "/") {
    return proxyToFunction(req, res, fn.port);
  }
  // The hosts' header files are build artefacts, not pages.
  if (HOST_FILES.has(url.pathname)) return notFound(req, res);
  // /about/ → /about (sirv resolves /about to about.html)
  if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
    req.url = url.pathname.replace(/\/+$/, "") + url.search;
  }
  assets(req, res, () => notFound(req, res));
});

function notFound(req, res) {
  if (!existsSync(notFoundFile)) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    return res.end("Not found");
  }
  // Serve 404.html with status 404, as static hosts do.
  req.url = "/404.html";
  res.statusCode = 404;
  const origWriteHead = res.writeHead.bind(res);
  res.writeHead = (_status, ...rest) => origWriteHead(404, ...rest);
  assets(req, res, () => {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("Not found");
  });
}

function proxyToFunction(req, res, fnPort) {
  const headers = { ...req.headers };
  // The function limits by client address: give it the socket's, never a client-sent one.
  headers["x-forwarded-for"] = req.socket.remoteAddress ?? "unknown";
  const upstream = http.request(
    { host: "127.0.0.1", port: fnPort, method: req.method, path: req.url, headers },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on("error", () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify({ error: "The form service is not available right now. Please call us." }));
  });
  req.pipe(upstream);
}

async function startFunction() {
  const fnPort = Number(process.env.FUNCTION_PORT ?? port + 1000);
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  if (host !== "localhost" && host !== "127.0.0.1") origins.push(`http://${host}:${port}`);
  const env = {
    ...process.env,
    FUNCTION_PORT: String(fnPort),
    // An empty value counts as unset (a blank line in an env file must not refuse every form).
    ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS || origins.join(","),
    OUTBOX_DIR: path.resolve(root, process.env.OUTBOX_DIR || ".outbox"),
  };
  const deno = path.join(root, "node_modules", ".bin", "deno");
  const child = spawn(
    deno,
    [
      "run",
      "--config",
      "supabase/functions/deno.json",
      "--allow-net=127.0.0.1",
      "--allow-read",
      "--allow-write",
      "--allow-env",
      "supabase/functions/send-form-email/local.ts",
    ],
    { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] },
  );
  const stop = () => child.kill("SIGTERM");
  process.on("exit", stop);
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => process.exit(0));
  child.on("exit", (code) => {
    console.error(`[serve] the form function exited (${code}); stopping.`);
    process.exit(1);
  });
  await waitForPort(fnPort);
  return { port: fnPort };
}

async function waitForPort(p, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise((resolve) => {
      const r = http.request({ host: "127.0.0.1", port: p, method: "OPTIONS", path: FUNCTION_PATH }, (res) => {
        res.resume();
        resolve(true);
      });
      r.on("error", () => resolve(false));
      r.end();
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the form function did not start on port ${p}`);
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { cwd: root, stdio: "inherit" });
    p.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} failed`))));
  });
}

server.listen(port, host, () => {
  console.log(`[serve] VitalHealth on http://${host}:${port} (forms → ${FUNCTION_PATH}, outbox ${process.env.OUTBOX_DIR || ".outbox"})`);
});
