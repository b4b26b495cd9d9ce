/**
 * The form function behind `npm start`: local.ts under Deno as a child process on a loopback port,
 * restarted with back-off when it dies or stops answering (the site keeps serving pages meanwhile,
 * and the function path answers 503 JSON), and a proxy to it that gives up on clients who go away
 * and on an upstream that stops answering.
 *
 * The child is tied to this process: it reads a stdin pipe that closes when this process ends,
 * however it ends (kill -9 and out-of-memory included), and exits then. A child left behind by
 * an older start (one that was not tied) is found by its lock file or its port and stopped before
 * a new one starts, so it cannot keep the port or the store.
 */
import http from "node:http";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream";
import { DESK_SESSION_HEADER, EXIT_WITH_STDIN_ENV, FUNCTION_PATH, HEALTH_PATH, LOCAL_PROXY_HEADER, LOCAL_PROXY_TOKEN_ENV } from "../supabase/functions/_shared/endpoint.mjs";
import { jsonError } from "./request-target.mjs";

/** Longest a proxied request may wait on the function (its own body deadline is shorter). */
export const UPSTREAM_TIMEOUT_MS = 30_000;
const RESTART_DELAYS_MS = [250, 500, 1000, 2000, 5000];
/** A process that stayed up this long counts as healthy: its next crash restarts at once again. */
const STABLE_AFTER_MS = 30_000;
const START_TIMEOUT_MS = 30_000;
/**
 * The watchdog: a health probe every interval; a function that misses this many in a row (each
 * given the timeout) is wedged and is killed and restarted. Generous, so a busy function (a burst
 * of large documents) is never taken for a wedged one. While its store opens, it gets the grace
 * too: the embedded PostgreSQL holds the event loop for seconds on its first start in a folder.
 */
export const WATCHDOG = { intervalMs: 2_000, timeoutMs: 4_000, misses: 3, openingGraceMs: 120_000 };
/** How long a stale function gets to close its store on SIGTERM before it is killed. */
const STALE_STOP_MS = 3_000;

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are never forwarded, either
 * way: copying the function's `Connection: close` to the client would close a connection that had
 * a pipelined request waiting on it.
 */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "proxy-authenticate", "proxy-authorization", "te", "trailer", "transfer-encoding", "upgrade"];

/** `headers` without hop-by-hop headers, nor those the Connection header names. */
export function endToEndHeaders(headers) {
  const named = String(headers.connection ?? "").split(",").map((h) => h.trim().toLowerCase()).filter(Boolean);
  const drop = new Set([...HOP_BY_HOP, ...named]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop.has(name.toLowerCase())));
}

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
export async function startFunction({ root, port, env, log = console.error, watchdog = WATCHDOG }) {
  const [deno, args] = functionCommand(root, env);
  const proxyToken = randomUUID();
  let child;
  let ready = false;
  let stopping = false;
  let crashes = 0;
  let generation = 0;

  await stopStaleFunctions({ root, port, dataDir: env.FORM_DATA_DIR, log });

  function spawnChild() {
    const startedAt = Date.now();
    const gen = ++generation;
    child = spawn(deno, args, {
      cwd: root,
      env: { ...env, FUNCTION_PORT: String(port), [EXIT_WITH_STDIN_ENV]: "1", [LOCAL_PROXY_TOKEN_ENV]: proxyToken },
      // stdin is the tie: this end closes when this process ends, and the function exits then.
      stdio: ["pipe", "inherit", "inherit"],
    });
    child.stdin.on("error", () => {/* EPIPE once the child is gone: its exit is handled below */});
    log(`[serve] form function started (pid ${child.pid}) on 127.0.0.1:${port}`);
    child.on("exit", (code, signal) => {
      if (gen !== generation) return;
      ready = false;
      if (stopping) return;
      crashes = Date.now() - startedAt > STABLE_AFTER_MS ? 1 : crashes + 1;
      const delay = RESTART_DELAYS_MS[Math.min(crashes, RESTART_DELAYS_MS.length) - 1];
      log(`[serve] the form function exited (${signal ?? code}); restarting in ${delay} ms, pages are still served`);
      setTimeout(() => void launch(), delay);
    });
    return gen;
  }

  /** Spawns the function; true once it answers. One that never does is killed, so it is restarted. */
  async function launch() {
    if (stopping) return false;
    const gen = spawnChild();
    const up = await waitForPort(port, START_TIMEOUT_MS, (health) => health?.pid !== undefined && health.pid === child.pid);
    if (gen !== generation || stopping) return false;
    if (up) ready = true;
    else child.kill("SIGKILL");
    return up;
  }

  if (!(await launch())) {
    stopping = true;
    throw new Error(`the form function did not start on port ${port}`);
  }

  // A function that stops answering (a wedged event loop) is killed; the exit handler restarts it.
  let missed = 0;
  let probing = false;
  let store = { pid: undefined, ready: false, since: Date.now() };
  const timer = setInterval(async () => {
    if (!ready || probing || stopping) return;
    probing = true;
    const pid = child.pid;
    const health = await probeHealth(port, watchdog.timeoutMs);
    probing = false;
    if (pid !== child.pid || !ready) return; // restarted meanwhile
    if (store.pid !== pid) store = { pid, ready: false, since: Date.now() };
    if (health?.pid === pid) {
      missed = 0;
      store.ready = health.store === "ready";
      return;
    }
    missed += 1;
    const opening = !store.ready && Date.now() - store.since < watchdog.openingGraceMs;
    if (missed >= watchdog.misses && !opening) {
      missed = 0;
      log(`[serve] the form function stopped answering (${watchdog.misses} health checks missed); killing it to restart`);
      ready = false;
      child.kill("SIGKILL");
    }
  }, watchdog.intervalMs);
  timer.unref();

  const stop = () => {
    stopping = true;
    clearInterval(timer);
    child?.kill("SIGTERM");
  };

  /**
   * Forwards a request to the function: the form's path by default; the desk's calls name their own
   * path and add the session header (scripts/desk-gate.mjs), which no client's request may carry.
   */
  function proxy(req, res, search, { path = FUNCTION_PATH, headers: extra = {} } = {}) {
    const started = Date.now();
    let settled = false;
    /** One log line per request that did not end in the function's own answer (no personal data). */
    const outcome = (what) => {
      if (settled) return;
      settled = true;
      log(`[serve] ${req.method} ${path} ${what} after ${Date.now() - started} ms`);
    };
    if (!ready) return jsonError(res, 503, messages.unavailable, { "Retry-After": "2" });
    const headers = endToEndHeaders(req.headers);
    // The function routes on the path this proxy sends: the Host is the upstream's, never the client's.
    headers.host = `127.0.0.1:${port}`;
    // The function limits by client address: give it the socket's, never a client-sent one, and
    // the token that tells it this header comes from here.
    headers["x-forwarded-for"] = req.socket.remoteAddress ?? "unknown";
    headers[LOCAL_PROXY_HEADER] = proxyToken;
    delete headers[DESK_SESSION_HEADER];
    Object.assign(headers, extra);
    const upstream = http.request({ host: "127.0.0.1", port, method: req.method, path: path + search, headers, timeout: UPSTREAM_TIMEOUT_MS });
    upstream.on("timeout", () => upstream.destroy(Object.assign(new Error("upstream timeout"), { code: "ETIMEDOUT" })));
    upstream.on("response", (up) => {
      res.writeHead(up.statusCode ?? 502, endToEndHeaders(up.headers));
      pipeline(up, res, (err) => err && outcome("answer not delivered: the client went away"));
    });
    upstream.on("error", (err) => {
      outcome(`upstream ${err.code ?? "error"}`);
      if (res.headersSent || res.destroyed) return res.destroy();
      if (err.code === "ETIMEDOUT") return jsonError(res, 504, messages.timeout);
      // Refused or reset: the process died between two checks of `ready`; it is being restarted.
      if (err.code === "ECONNREFUSED" || err.code === "ECONNRESET") return jsonError(res, 503, messages.unavailable, { "Retry-After": "2" });
      jsonError(res, 502, messages.failed);
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

/** The function's health answer on loopback port `p` (`{ ok, pid, store }`), or undefined. */
export function probeHealth(p, timeoutMs) {
  return new Promise((resolve) => {
    const r = http.request({ host: "127.0.0.1", port: p, method: "GET", path: HEALTH_PATH, timeout: timeoutMs, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => {
        try {
          resolve(res.statusCode === 200 ? JSON.parse(body) : undefined);
        } catch {
          resolve(undefined); // not our function's answer
        }
      });
      res.on("error", () => resolve(undefined));
    });
    r.on("timeout", () => r.destroy());
    r.on("error", () => resolve(undefined));
    r.end();
  });
}

/**
 * True once a function answers its health route on `p` and `accept` takes the answer, false after
 * `timeoutMs`. By default any function; npm start accepts only its own child's pid (a listener left
 * by another process is not ours).
 */
export async function waitForPort(p, timeoutMs, accept = (health) => health !== undefined) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (accept(await probeHealth(p, 2_000))) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** The command line of process `pid` (Linux /proc), or undefined where it cannot be read. */
function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  } catch {
    return undefined;
  }
}

/** True for a local.ts of this project (its command and its working folder), never anything else. */
export function isOurFunction(pid, root) {
  const cmd = commandLine(pid);
  if (!cmd?.some((arg) => arg.endsWith("supabase/functions/send-form-email/local.ts"))) return false;
  try {
    return path.resolve(readlinkSync(`/proc/${pid}/cwd`)) === path.resolve(root);
  } catch {
    return false;
  }
}

/**
 * Stops a form function left running by an earlier start of this project: the one the store's lock
 * file names, and the one answering on our port. Only a local.ts of this project is ever signalled.
 */
export async function stopStaleFunctions({ root, port, dataDir, log = console.error }) {
  const pids = new Set();
  if (dataDir) {
    try {
      const lock = JSON.parse(readFileSync(path.join(dataDir, "store.lock"), "utf8"));
      if (Number.isInteger(lock.pid) && lock.pid !== process.pid) pids.add(lock.pid);
    } catch {
      // no lock file, or an empty one: nobody holds the store
    }
  }
  const health = await probeHealth(port, 1_000);
  if (Number.isInteger(health?.pid)) pids.add(health.pid);
  for (const pid of pids) {
    if (!isOurFunction(pid, root)) continue;
    log(`[serve] stopping a form function left running by an earlier start (pid ${pid})`);
    try {
      process.kill(pid, "SIGTERM"); // it closes the store cleanly on SIGTERM
    } catch {
      continue; // gone already
    }
    const deadline = Date.now() + STALE_STOP_MS;
    while (Date.now() < deadline && isOurFunction(pid, root)) await new Promise((r) => setTimeout(r, 50));
    if (isOurFunction(pid, root)) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // it exited between the check and the kill
      }
    }
  }
}
