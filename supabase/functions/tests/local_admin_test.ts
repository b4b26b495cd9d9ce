/**
 * The admin routes `npm run submissions` and `npm run deliver-pending` use while `npm start` holds
 * the embedded store: a listener of their own, never the function's port (the only one the proxy
 * forwards to), whatever Host a request names; wrong tokens throttled.
 */
import { assert, assertEquals, assertMatch } from "./assert.ts";
import { ADMIN_FREE_TRIES } from "../send-form-email/local-admin.ts";
import { main } from "../send-form-email/admin.ts";
import { ADMIN_PATHS, FUNCTION_PATH, startLocalServer } from "../send-form-email/local.ts";
import { openLocalStore, readLock, type StoreLock } from "../send-form-email/local-store.ts";
import { ORIGIN, referral, localFolders } from "./helpers.ts";

/** One HTTP/1.1 request written by hand, so the Host header can be anything a client sends. */
async function rawRequest(port: number, head: string): Promise<{ status: number; body: string }> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  try {
    await conn.write(new TextEncoder().encode(head));
    const chunks: Uint8Array[] = [];
    const buffer = new Uint8Array(65536);
    for (;;) {
      const n = await conn.read(buffer);
      if (n === null) break;
      chunks.push(buffer.slice(0, n));
    }
    const text = new TextDecoder().decode(new Uint8Array(chunks.flatMap((c) => [...c])));
    return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), body: text.slice(text.indexOf("\r\n\r\n") + 4) };
  } finally {
    conn.close();
  }
}

Deno.test({
  name: "the admin routes answer on their own loopback listener only: on the function's port they are not found, whatever the Host",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { dataDir, env, removeFolders } = await localFolders();
    const local = startLocalServer({ port: 0, env: (n) => env[n], dataDir, logger: () => {} });
    try {
      await local.store;
      const functionPort = local.server.addr.port;
      const posted = await fetch(`http://127.0.0.1:${functionPort}${FUNCTION_PATH}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify(referral()),
      });
      assertEquals(posted.status, 200);
      await posted.body?.cancel();

      const lock = (await readLock(dataDir))!;
      assert(lock.token, "the lock names the admin token");
      assert(lock.adminPort !== undefined && lock.adminPort !== functionPort, JSON.stringify(lock));
      assertEquals(lock.port, functionPort);

      // What the proxy forwards: the function's path, with whatever Host the client sent.
      const auth = `Authorization: Bearer ${lock.token}\r\n`;
      const tricks = [
        ...["x/local/submissions#", "x/local/submissions?", "127.0.0.1/local/submissions#"].map((host) => [host, FUNCTION_PATH]),
        ["127.0.0.1", ADMIN_PATHS.submissions], // and straight to the function's port
      ];
      for (const [host, path] of tricks) {
        for (const method of ["GET", "POST"]) {
          const res = await rawRequest(functionPort, `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\n${auth}Content-Length: 0\r\nConnection: close\r\n\r\n`);
          assert(res.status !== 200, `${method} ${path}, Host ${host}: ${res.status} ${res.body.slice(0, 80)}`);
          assert(!res.body.includes("Robert Client"), `${method} ${path}, Host ${host} reached the listing`);
        }
      }
      const deliver = await rawRequest(functionPort, `POST ${FUNCTION_PATH} HTTP/1.1\r\nHost: x/local/deliver-pending#\r\n${auth}Content-Length: 0\r\nConnection: close\r\n\r\n`);
      assert(deliver.status !== 200, `deliver-pending through the function port: ${deliver.status}`);

      // The admin listener serves them, with the token.
      const listed = await fetch(`http://127.0.0.1:${lock.adminPort}${ADMIN_PATHS.submissions}`, { headers: { authorization: `Bearer ${lock.token}` } });
      assertEquals(listed.status, 200);
      assertMatch(JSON.stringify(await listed.json()), /Robert Client/);
      // …and nothing else: not the function's path.
      const fn = await fetch(`http://127.0.0.1:${lock.adminPort}${FUNCTION_PATH}`, { method: "POST", body: "{}" });
      await fn.body?.cancel();
      assertEquals(fn.status, 404);
    } finally {
      await local.close();
      await removeFolders();
    }
  },
});

Deno.test({
  name: `wrong admin tokens: ${ADMIN_FREE_TRIES} tries, then 429 with Retry-After for everyone, the wait doubling after each further wrong try`,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { dataDir, env, removeFolders } = await localFolders();
    let clock = 1_000_000;
    const local = startLocalServer({ port: 0, env: (n) => env[n], dataDir, logger: () => {}, now: () => clock });
    try {
      await local.store;
      const lock = (await readLock(dataDir))!;
      const ask = async (token: string) => {
        const res = await fetch(`http://127.0.0.1:${lock.adminPort}${ADMIN_PATHS.submissions}`, { headers: { authorization: `Bearer ${token}` } });
        await res.body?.cancel();
        return [res.status, res.headers.get("retry-after")] as const;
      };
      assertEquals((await ask(lock.token!))[0], 200);
      for (let i = 0; i < ADMIN_FREE_TRIES; i++) assertEquals(await ask(`guess-${i}`), [403, null]);
      // Locked: even the right token waits, so a guess made now could not be told apart.
      assertEquals(await ask(lock.token!), [429, "1"]);
      assertEquals(await ask("guess"), [429, "1"]);
      clock += 1_000;
      assertEquals(await ask("guess-again"), [403, null]);
      assertEquals(await ask(lock.token!), [429, "2"]);
      clock += 2_000;
      assertEquals(await ask("and-again"), [403, null]);
      assertEquals(await ask(lock.token!), [429, "4"]);
      clock += 4_000;
      // The right token ends the lock-out and starts the count again.
      assertEquals((await ask(lock.token!))[0], 200);
      for (let i = 0; i < ADMIN_FREE_TRIES; i++) assertEquals((await ask(`guess-${i}`))[0], 403);
      assertEquals((await ask(lock.token!))[0], 429);
    } finally {
      await local.close();
      await removeFolders();
    }
  },
});

/** The lock file once the function has taken the store (it names the admin listener). */
async function lockOfFunction(dataDir: string): Promise<StoreLock> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const lock = await readLock(dataDir);
    if (lock?.adminPort !== undefined) return lock;
    if (Date.now() > deadline) throw new Error("the function never took the store");
    await new Promise((r) => setTimeout(r, 50));
  }
}

Deno.test({
  name: "while npm start's store is still opening: 503 with Retry-After from the admin listener, and npm run submissions waits for it",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { dataDir, env, removeFolders } = await localFolders();
    // The store is held (locked, opened) but not handed over until the test says so.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const local = startLocalServer({
      port: 0,
      env: (n) => env[n],
      dataDir,
      logger: () => {},
      openStore: async (...args) => {
        const opened = await openLocalStore(...args);
        await gate;
        return opened;
      },
    });
    const realFetch = globalThis.fetch;
    const log = console.log;
    try {
      const lock = await lockOfFunction(dataDir);
      const early = await fetch(`http://127.0.0.1:${lock.adminPort}${ADMIN_PATHS.submissions}`, { headers: { authorization: `Bearer ${lock.token}` } });
      assertEquals(early.status, 503);
      assertEquals(early.headers.get("retry-after"), "1");
      assertMatch((await early.json()).error, /still opening/);

      // The command is told to wait, waits, and gets the listing once the store is open.
      let waitedOnce = false;
      globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
        const res = await realFetch(...args);
        if (res.status === 503) {
          waitedOnce = true;
          release();
        }
        return res;
      };
      const printed: string[] = [];
      console.log = (...args: unknown[]) => void printed.push(args.join(" "));
      assertEquals(await main(["submissions", "--json"], (n) => env[n]), 0);
      console.log = log;
      assert(waitedOnce, "the command never met the opening store");
      assertEquals(JSON.parse(printed[0]), []);
    } finally {
      globalThis.fetch = realFetch;
      console.log = log;
      release();
      await local.close();
      await removeFolders();
    }
  },
});

Deno.test({
  name: "a Host that makes no URL gets 400 JSON on both loopback listeners, with no stack trace; a long run of slashes is cheap",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { dataDir, env, removeFolders } = await localFolders();
    const local = startLocalServer({ port: 0, env: (n) => env[n], dataDir, logger: () => {} });
    try {
      await local.store;
      const lock = (await readLock(dataDir))!;
      for (const port of [local.server.addr.port, lock.adminPort!]) {
        for (const host of ["a b", "[::1", "%%", "a:99999"]) {
          const res = await rawRequest(port, `POST ${FUNCTION_PATH} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
          assertEquals(res.status, 400, `port ${port}, Host ${host}`);
          assertMatch(res.body, /^\{"error":"Bad request: the Host header is malformed\."\}$/);
        }
        const started = performance.now();
        const slashes = await rawRequest(port, `GET /${"/".repeat(64_000)}x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
        assertEquals(slashes.status, 404);
        assert(performance.now() - started < 500, `a path of 64,000 slashes took ${Math.round(performance.now() - started)} ms`);
      }
    } finally {
      await local.close();
      await removeFolders();
    }
  },
});
