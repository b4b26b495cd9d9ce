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

export interface LocalServer {
  port: number;
  /** Everything the server and its function printed so far. */
  log(): string;
  /** Resolves when the log matches, or rejects after `timeoutMs`. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  alive(): boolean;
  stop(): Promise<void>;
}

export interface LocalServerOptions {
  /** Reuse these folders (a restart); otherwise fresh temporary ones, removed by stop(). */
  outbox?: string;
  dataDir?: string;
  /** More environment for the server and its function. */
  env?: Record<string, string>;
}

export async function startLocalServer(options: LocalServerOptions = {}): Promise<LocalServer & { outbox: string; dataDir: string }> {
  const [port, fnPort] = [await freePort(), await freePort()];
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
  await waitForLog(/submissions store ready/, 60_000);
  return {
    port,
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
  };
}

/** Sends `request` as raw bytes and resolves with the status code of the answer (0 if none came). */
export function rawRequest(port: number, request: string, { timeoutMs = 5_000 } = {}): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let data = "";
    const done = () => {
      socket.destroy();
      resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0));
    };
    socket.on("data", (d) => {
      data += d;
      if (/\r\n\r\n/.test(data)) done();
    });
    socket.on("error", done);
    socket.on("close", done);
    socket.setTimeout(timeoutMs, done);
  });
}

/** A plain GET of `target` as an HTTP/1.1 request line carries it, with no client-side cleaning. */
export const rawGet = (target: string, headers = "") => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}
