/**
 * `npm start` after a hard crash: the form function never outlives the server that started it,
 * and a function left running by an earlier start is cleared, so the next start takes forms at once.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { functionCommand } from "../scripts/function-process.mjs";
import { freePort, postForm, sampleReferral, startLocalServer } from "./local-server";

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

/** What `npm start` must manage after a crash: forms accepted within this long of the new start. */
const RECOVERY_MS = 10_000;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const functionPid = (log: string) => Number(log.match(/form function started \(pid (\d+)\)/)![1]);

let dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), name));
  dirs.push(dir);
  return dir;
};
test.afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** Starts npm start again in place and resolves with how long until a form was accepted. */
async function restartAndTimeFirstForm(options: Parameters<typeof startLocalServer>[0] & { port: number }) {
  const started = Date.now();
  const next = startLocalServer({ ...options, storeReady: false });
  try {
    await expect
      .poll(async () => (await postForm(options.port, sampleReferral(randomUUID())).catch(() => ({ status: 0 }))).status, {
        timeout: RECOVERY_MS,
        intervals: [100],
      })
      .toBe(200);
  } catch (err) {
    await (await next.catch(() => undefined))?.stop();
    throw err;
  }
  return { server: await next, ms: Date.now() - started };
}

test("kill -9 of npm start takes its form function with it, and the next start accepts forms within 10 s", async () => {
  const outbox = tempDir("vh-crash-outbox-");
  const dataDir = tempDir("vh-crash-data-");
  const first = await startLocalServer({ outbox, dataDir });
  expect((await postForm(first.port, sampleReferral(randomUUID()))).status).toBe(200);
  const orphan = functionPid(first.log());

  await first.kill9(); // as the out-of-memory killer would
  await expect.poll(() => isAlive(orphan), { timeout: 5_000 }).toBe(false);

  const { server, ms } = await restartAndTimeFirstForm({ port: first.port, functionPort: first.functionPort, outbox, dataDir });
  try {
    expect(ms).toBeLessThan(RECOVERY_MS);
  } finally {
    await server.stop();
  }
});

test("a form function left running by an earlier start is stopped, and the new start takes its port and store", async () => {
  const outbox = tempDir("vh-stale-outbox-");
  const dataDir = tempDir("vh-stale-data-");
  const [port, functionPort] = [await freePort(), await freePort()];
  // An untied function, as an earlier version of npm start left behind: it holds the port and the store.
  const root = process.cwd();
  const [deno, args] = functionCommand(root);
  const stale = spawn(deno, args, {
    cwd: root,
    env: { ...process.env, FUNCTION_PORT: String(functionPort), FORM_DATA_DIR: dataDir, OUTBOX_DIR: outbox, ALLOWED_ORIGINS: `http://127.0.0.1:${port}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let staleLog = "";
  stale.stdout.on("data", (d) => (staleLog += d));
  stale.stderr.on("data", (d) => (staleLog += d));
  try {
    await expect.poll(() => staleLog, { timeout: 30_000 }).toMatch(/submissions store ready/);

    const { server, ms } = await restartAndTimeFirstForm({ port, functionPort, outbox, dataDir });
    try {
      expect(server.log()).toContain(`stopping a form function left running by an earlier start (pid ${stale.pid})`);
      await expect.poll(() => stale.exitCode !== null || stale.signalCode !== null).toBe(true);
      expect(ms).toBeLessThan(RECOVERY_MS);
    } finally {
      await server.stop();
    }
  } finally {
    stale.kill("SIGKILL");
  }
});
