/**
 * A private `npm start` (scripts/serve.mjs on out/ as built for the suite, its own ports and
 * outbox) for the tests that try to break it, so a crash cannot take the shared server down with
 * it, plus a raw HTTP client for requests no ordinary client sends.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { FUNCTION_PATH } from "../supabase/functions/_shared/endpoint.mjs";

export interface LocalServer {
  port: number;
  functionPort: number;
  /** The server process (scripts/serve.mjs). */
  pid: number;
  /** Everything the server and its function printed so far. */
  log(): string;
  /** Resolves when the log matches, or rejects after `timeoutMs`. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  alive(): boolean;
  stop(): Promise<void>;
  /** Ends the server as an out-of-memory kill would: SIGKILL, no clean-up of its own. */
  kill9(): Promise<void>;
}

export interface LocalServerOptions {
  /** Reuse these folders (a restart); otherwise fresh temporary ones, removed by stop(). */
  outbox?: string;
  dataDir?: string;
  /** More environment for the server and its function. */
  env?: Record<string, string>;
  /** Reuse these ports (a restart in place); otherwise free ones. */
  port?: number;
  functionPort?: number;
  /** Resolve once the server says it serves, without waiting for the store (a start that is timed). */
  storeReady?: boolean;
}

export async function startLocalServer(options: LocalServerOptions = {}): Promise<LocalServer & { outbox: string; dataDir: string }> {
  const port = options.port ?? (await freePort());
  const fnPort = options.functionPort ?? (await freePort());
  const outbox = options.outbox ?? mkdtempSync(path.join(os.tmpdir(), "vh-serve-"));
  // Its own embedded store too: the shared server holds .data-e2e, and one process holds a store.
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "vh-serve-data-"));
  const owned = { outbox: !options.outbox, dataDir: !options.dataDir };
  const proc = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), FUNCTION_PORT: String(fnPort), HOST: "127.0.0.1", SKIP_BUILD: "1", OUTBOX_DIR: outbox, FORM_DATA_DIR: dataDir, FORM_RATE_LIMIT_PER_MINUTE: "0", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let exited = false;
  proc.stdout.on("data", (d) => (output += d));
  proc.stderr.on("data", (d) => (output += d));
  proc.on("exit", () => (exited = true));

  const waitForLog = async (pattern: RegExp, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = output.match(pattern);
      if (match) return match;
      if (Date.now() > deadline) throw new Error(`log never matched ${pattern}:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await waitForLog(/\[serve\] VitalHealth on/, 60_000);
  // Forms wait for the store anyway; the admin commands find it only once it is open.
  if (options.storeReady !== false) await waitForLog(/submissions store ready/, 60_000);
  const exitedNow = () => new Promise((r) => (exited ? r(undefined) : proc.once("exit", r)));
  return {
    port,
    functionPort: fnPort,
    pid: proc.pid!,
    outbox,
    dataDir,
    log: () => output,
    waitForLog,
    alive: () => !exited,
    stop: async () => {
      if (!exited) {
        proc.kill("SIGTERM");
        await new Promise((r) => proc.once("exit", r));
      }
      if (owned.outbox) rmSync(outbox, { recursive: true, force: true });
      if (owned.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    kill9: async () => {
      proc.kill("SIGKILL");
      await exitedNow();
    },
  };
}

/** Sends `request` as raw bytes and resolves with the status code of the answer (0 if none came). */
export async function rawRequest(port: number, request: string, { timeoutMs = 5_000 } = {}): Promise<number> {
  return (await rawExchange(port, request, { timeoutMs, first: true })).statuses[0] ?? 0;
}

/**
 * Sends `request` as raw bytes and resolves with every answer's status code (several for pipelined
 * requests) and the raw text, once the server closes, or after `timeoutMs`; with `first`, as soon
 * as the first answer's head is in.
 */
export function rawExchange(port: number, request: string, { timeoutMs = 5_000, first = false } = {}): Promise<{ statuses: number[]; text: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let text = "";
    const done = () => {
      socket.destroy();
      resolve({ statuses: statusesOf(text), text });
    };
    socket.on("data", (d) => {
      text += d;
      if (first && /\r\n\r\n/.test(text)) done();
    });
    socket.on("error", done);
    socket.on("close", done);
    socket.setTimeout(timeoutMs, done);
  });
}

/** The status of each answer in a raw HTTP/1.1 stream, read in order by each one's length. */
export function statusesOf(text: string): number[] {
  const statuses: number[] = [];
  let rest = text;
  for (;;) {
    const status = /^HTTP\/1\.[01] (\d{3})/.exec(rest);
    const end = rest.indexOf("\r\n\r\n");
    if (!status || end < 0) return statuses;
    statuses.push(Number(status[1]));
    const length = Number(/^content-length: *(\d+)/im.exec(rest.slice(0, end))?.[1] ?? 0);
    rest = rest.slice(end + 4 + length);
  }
}

/** A plain GET of `target` as an HTTP/1.1 request line carries it, with no client-side cleaning. */
export const rawGet = (target: string, headers = "") => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** A valid referral, as the site's form sends it. */
export const sampleReferral = (submissionId: string) => ({
  type: "referral",
  referrerName: "Dana Whitfield",
  referrerOrganization: "Sharp Memorial Hospital",
  referrerPhone: "(858) 555-0123",
  referrerEmail: "dana.whitfield@example.com",
  clientName: "Harold Jensen",
  clientNeeds: ["adl", "transition"],
  additionalNotes: "Type 2 diabetes; walker at home.",
  urgency: "48h",
  payer: "va",
  honeypot: "",
  submissionId,
});

/** POSTs `body` to the form function through the server on `port`, as the site's own page would. */
export async function postForm(port: number, body: object | string) {
  const res = await fetch(`http://127.0.0.1:${port}${FUNCTION_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: `http://127.0.0.1:${port}` },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
