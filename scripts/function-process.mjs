/**
 * The form function behind `npm start`: local.ts under Deno as a child process on a loopback port,
 * restarted with back-off when it dies (the site keeps serving pages meanwhile, and the function
 * path answers 503 JSON), and a proxy to it that gives up on clients who go away and on an
 * upstream that stops answering.
 */
import http from "node:http";
import { spawn } from "node:child_process";
import path from "node:path";
import { pipeline } from "node:stream";
import { FUNCTION_PATH } from "../supabase/functions/_shared/endpoint.mjs";

/** Longest a proxied request may wait on the function (its own body deadline is shorter). */
export const UPSTREAM_TIMEOUT_MS = 30_000;
const RESTART_DELAYS_MS = [250, 500, 1000, 2000, 5000];
/** A process that stayed up this long counts as healthy: its next crash restarts at once again. */
const STABLE_AFTER_MS = 30_000;
const START_TIMEOUT_MS = 30_000;

const messages = {
  unavailable: "The form service is restarting. Please try again in a moment, or call us.",
  failed: "The form service is not available right now. Please call us.",
  timeout: "The form service took too long to answer. Please try again, or call us.",
};

/**
 * The command that runs the function locally (local.ts under the npm package's Deno). Loopback
 * only, unless the environment names a remote database or a real e-mail provider.
 */
export function functionCommand(root, env = process.env) {
  const deno = path.join(root, "node_modules", ".bin", "deno");
  const remote = Boolean(env.SUPABASE_DB_URL?.trim() || env.RESEND_API_KEY?.trim());
  const net = remote ? "--allow-net" : "--allow-net=127.0.0.1";
  // --allow-sys: PGlite, the embedded store, reads the machine's memory size.
  return [deno, ["run", "--config", "supabase/functions/deno.json", net, "--allow-read", "--allow-write", "--allow-env", "--allow-sys", "supabase/functions/send-form-email/local.ts"]];
}

/** Starts the function and resolves once it answers; `proxy(req, res, search)` forwards a request. */
export async function startFunction({ root, port, env, log = console.error }) {
  const [deno, args] = functionCommand(root, env);
  let child;
  let ready = false;
  let stopping = false;
  let crashes = 0;
  let generation = 0;

  function spawnChild() {
    const startedAt = Date.now();
    const gen = ++generation;
    child = spawn(deno, args, { cwd: root, env: { ...env, FUNCTION_PORT: String(port) }, stdio: ["ignore", "inherit", "inherit"] });
    log(`[serve] form function started (pid ${child.pid}) on 127.0.0.1:${port}`);
    child.on("exit", (code, signal) => {
      ready = false;
      if (stopping) return;
      crashes = Date.now() - startedAt > STABLE_AFTER_MS ? 1 : crashes + 1;
      const delay = RESTART_DELAYS_MS[Math.min(crashes, RESTART_DELAYS_MS.length) - 1];
      log(`[serve] the form function exited (${signal ?? code}); restarting in ${delay} ms, pages are still served`);
      setTimeout(() => {
        if (stopping) return;
        const gen = spawnChild();
        waitForPort(port, START_TIMEOUT_MS).then((up) => gen === generation && (ready = up));
      }, delay);
    });
    return gen;
  }

  spawnChild();
  if (!(await waitForPort(port, START_TIMEOUT_MS))) throw new Error(`the form function did not start on port ${port}`);
  ready = true;
  const stop = () => {
    stopping = true;
    child?.kill("SIGTERM");
  };

  function proxy(req, res, search) {
    const started = Date.now();
    let settled = false;
    /** One log line per request that did not end in the function's own answer (no personal data). */
    const outcome = (what) => {
      if (settled) return;
      settled = true;
      log(`[serve] ${req.method} ${FUNCTION_PATH} ${what} after ${Date.now() - started} ms`);
    };
    if (!ready) return answer(res, 503, messages.unavailable, { "Retry-After": "2" });
    const headers = { ...req.headers };
    // The function limits by client address: give it the socket's, never a client-sent one.
    headers["x-forwarded-for"] = req.socket.remoteAddress ?? "unknown";
    const upstream = http.request({ host: "127.0.0.1", port, method: req.method, path: FUNCTION_PATH + search, headers, timeout: UPSTREAM_TIMEOUT_MS });
    upstream.on("timeout", () => upstream.destroy(Object.assign(new Error("upstream timeout"), { code: "ETIMEDOUT" })));
    upstream.on("response", (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      pipeline(up, res, (err) => err && outcome("answer not delivered: the client went away"));
    });
    upstream.on("error", (err) => {
      outcome(`upstream ${err.code ?? "error"}`);
      if (res.headersSent || res.destroyed) return res.destroy();
      if (err.code === "ETIMEDOUT") return answer(res, 504, messages.timeout);
      // Refused: the process died between two checks of `ready`; it is being restarted.
      if (err.code === "ECONNREFUSED") return answer(res, 503, messages.unavailable, { "Retry-After": "2" });
      answer(res, 502, messages.failed);
    });
    // pipeline destroys the upstream request when the client's body stream fails (an abandoned
    // upload), so the function's connection closes at once instead of waiting for bytes that never come.
    pipeline(req, upstream, (err) => {
      if (err) outcome("aborted by the client mid-upload");
    });
    res.on("close", () => {
      if (!res.writableFinished) {
        upstream.destroy();
        outcome("aborted by the client");
      }
    });
  }

  return { proxy, stop, get pid() { return child?.pid; } };
}

function answer(res, status, error, headers = {}) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(JSON.stringify({ error }));
}

/** True once the function answers on loopback port `p`, false after `timeoutMs`. */
export async function waitForPort(p, timeoutMs) {
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
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}
