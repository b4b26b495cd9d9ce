/**
 * local.ts as `npm start`'s child process: the health route its parent probes, and the process
 * stopping (store closed, lock and port released) when the parent dies, kill -9 included.
 */
import { assert, assertEquals, assertRejects } from "./assert.ts";
import { FUNCTION_PATH, type Health, HEALTH_PATH, startLocalServer } from "../send-form-email/local.ts";
import { lockPath, openLocalStore, readLock } from "../send-form-email/local-store.ts";
import type { LogEntry } from "../send-form-email/types.ts";
import { baseEnv, ORIGIN, localFolders } from "./helpers.ts";

const ROOT = new URL("../../../", import.meta.url).pathname;

Deno.test({
  name: "GET /local/health on the function's port: 200 { ok, pid, store } while opening and once ready, never logged; other methods 405",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { dataDir, env, removeFolders } = await localFolders();
    const logs: LogEntry[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const local = startLocalServer({
      port: 0,
      env: (n) => env[n],
      dataDir,
      logger: (e) => logs.push(e),
      openStore: async (...args) => {
        const opened = await openLocalStore(...args);
        await gate;
        return opened;
      },
    });
    const base = `http://127.0.0.1:${local.server.addr.port}`;
    const health = async (method = "GET") => {
      const res = await fetch(base + HEALTH_PATH, { method });
      return [res.status, res.headers.get("content-type"), await res.json()] as const;
    };
    try {
      const opening: Health = { ok: true, pid: Deno.pid, store: "opening" };
      assertEquals(await health(), [200, "application/json; charset=utf-8", opening]);
      release();
      await local.store;
      assertEquals(await health(), [200, "application/json; charset=utf-8", { ...opening, store: "ready" }]);
      assertEquals((await health("POST"))[0], 405);
      assertEquals(logs, []);
      // The function's own path still answers its preflight.
      const pre = await fetch(base + FUNCTION_PATH, { method: "OPTIONS", headers: { Origin: ORIGIN } });
      await pre.body?.cancel();
      assertEquals(pre.status, 204);
    } finally {
      release();
      await local.close();
      await removeFolders();
    }
  },
});

/** Lines of a stream, as they come. */
async function* lines(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  let buffered = "";
  for await (const chunk of stream.pipeThrough(new TextDecoderStream())) {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf("\n")) >= 0) {
      yield buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
    }
  }
  if (buffered) yield buffered;
}

Deno.test({
  name: "FUNCTION_EXIT_WITH_STDIN=1: when its parent is killed with SIGKILL, local.ts closes its store, releases the lock and the port, and exits",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { dataDir, outbox, removeFolders } = await localFolders();
    // A stand-in for npm start's Node process: spawns local.ts with a stdin pipe, as
    // scripts/function-process.mjs does, and holds it until it is killed.
    const parentCode = `
      const child = new Deno.Command(Deno.execPath(), {
        args: ["run", "--config", "supabase/functions/deno.json", "--allow-net=127.0.0.1", "--allow-read", "--allow-write",
               "--allow-env", "--allow-sys", "supabase/functions/send-form-email/local.ts"],
        stdin: "piped", stdout: "inherit", stderr: "inherit",
      }).spawn();
      console.log("child " + child.pid);
      await child.status;
    `;
    const parent = new Deno.Command(Deno.execPath(), {
      args: ["eval", parentCode],
      cwd: ROOT,
      env: {
        ...baseEnv,
        FUNCTION_PORT: "0",
        FORM_DATA_DIR: dataDir,
        OUTBOX_DIR: outbox,
        FUNCTION_EXIT_WITH_STDIN: "1",
      },
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    let stderr = "";
    const stderrDone = parent.stderr.pipeThrough(new TextDecoderStream()).pipeTo(new WritableStream({ write: (s) => void (stderr += s) }));
    let childPid = 0;
    try {
      const out = lines(parent.stdout);
      let port = 0;
      // Read by hand: leaving a for-await loop would cancel the stream, whose end is awaited below.
      for (let next = await out.next(); !next.done; next = await out.next()) {
        childPid ||= Number(/^child (\d+)/.exec(next.value)?.[1] ?? 0);
        port ||= Number(/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(next.value)?.[1] ?? 0);
        if (/submissions store ready/.test(next.value)) break;
      }
      assert(childPid > 0 && port > 0, `child ${childPid}, port ${port}; stderr: ${stderr}`);
      const health = await (await fetch(`http://127.0.0.1:${port}${HEALTH_PATH}`)).json();
      assertEquals(health, { ok: true, pid: childPid, store: "ready" });
      assertEquals((await readLock(dataDir))?.pid, childPid);

      parent.kill("SIGKILL");
      await parent.status;
      // The child holds the other end of this pipe: its end means the child has exited.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const exited = await Promise.race([
        (async () => {
          while (!(await out.next()).done) continue; // drain until the child is gone
          return true;
        })(),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 30_000))),
      ]);
      clearTimeout(timer);
      assert(exited, `local.ts outlived its parent; stderr: ${stderr}`);
      assertEquals(await readLock(dataDir), undefined);
      // Released by close(), which empties the file; a crash would have left its details there.
      assertEquals(await Deno.readTextFile(lockPath(dataDir)), "");
      await assertRejects(() => Deno.connect({ hostname: "127.0.0.1", port }).then((c) => c.close()), "the port is still held");
      await stderrDone;
      assert(/npm start is gone/.test(stderr), stderr);
    } finally {
      try {
        if (childPid > 0) Deno.kill(childPid, "SIGKILL");
      } catch {
        // already gone, as it should be
      }
      try {
        parent.kill("SIGKILL");
      } catch {
        // already gone
      }
      await parent.status;
      await removeFolders();
    }
  },
});
