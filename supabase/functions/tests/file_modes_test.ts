/**
 * What `npm start` writes to disk holds every form in full: the outbox and the embedded store are
 * for this machine's user only, and a write cut short by a kill leaves nothing behind for long.
 */
import { assert, assertEquals } from "./assert.ts";
import { startLocalServer } from "../send-form-email/local.ts";
import { openLocalStore } from "../send-form-email/local-store.ts";
import { outboxFile, STALE_TEMP_MS } from "../send-form-email/providers/outbox.ts";
import { valid } from "./submitted.ts";
import { baseEnv, ORIGIN, referral, samples } from "./helpers.ts";

const onWindows = Deno.build.os === "windows";

/** Every path under `root` (itself included) whose mode is not owner only, with its mode. */
async function notOwnerOnly(root: string): Promise<string[]> {
  const wrong: string[] = [];
  const walk = async (path: string) => {
    const info = await Deno.lstat(path);
    const mode = info.mode! & 0o777;
    if (mode !== (info.isDirectory ? 0o700 : 0o600)) wrong.push(`${path.slice(root.length) || "."} ${mode.toString(8)}`);
    if (info.isDirectory) for await (const e of Deno.readDir(path)) await walk(`${path}/${e.name}`);
  };
  await walk(root);
  return wrong;
}

Deno.test({
  name: "the outbox: folder 0700, messages 0600, an older folder's files tightened, a killed write's temporary file removed at start",
  ignore: onWindows,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const root = await Deno.makeTempDir({ prefix: "vh-modes-" });
    const outbox = `${root}/outbox`;
    const dataDir = `${root}/data`;
    // As an older version left it: a readable folder and message, and a killed write's temporary file.
    await Deno.mkdir(outbox, { mode: 0o755 });
    await Deno.chmod(outbox, 0o755);
    const old = outboxFile(outbox, crypto.randomUUID());
    await Deno.writeTextFile(old, "{}", { mode: 0o644 });
    await Deno.chmod(old, 0o644);
    const killed = `${outboxFile(outbox, crypto.randomUUID())}.${crypto.randomUUID()}.tmp`;
    await Deno.writeTextFile(killed, '{ "text": "Robert Client, discharged on', { mode: 0o644 });
    const longAgo = new Date(Date.now() - 2 * STALE_TEMP_MS);
    await Deno.utime(killed, longAgo, longAgo);
    const inFlight = `${outboxFile(outbox, crypto.randomUUID())}.${crypto.randomUUID()}.tmp`; // another process, writing now
    await Deno.writeTextFile(inFlight, "{", { mode: 0o600 });

    const env: Record<string, string> = { ...baseEnv, OUTBOX_DIR: outbox, FORM_DATA_DIR: dataDir, FORM_ACKNOWLEDGE: "on" };
    const local = startLocalServer({ port: 0, env: (n) => env[n], dataDir, logger: () => {} });
    try {
      await local.store;
      // At start, before any form: the stale file is gone, the folder and the old message tightened.
      assertEquals(await Deno.stat(killed).then(() => "still there", () => "removed"), "removed");
      assertEquals(await Deno.stat(inFlight).then(() => "kept", () => "removed"), "kept");
      await Deno.remove(inFlight);
      assertEquals(await notOwnerOnly(outbox), []);

      const payload = referral({ attachment: samples.pdf });
      const res = await fetch(`http://127.0.0.1:${local.server.addr.port}/functions/v1/send-form-email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify(payload),
      });
      assertEquals(res.status, 200);
      await res.body?.cancel();
      const names = [...Deno.readDirSync(outbox)].map((e) => e.name).sort();
      assertEquals(names.length, 3, names.join(", ")); // the old message, the agency's, the acknowledgment
      assertEquals(await notOwnerOnly(outbox), []);
    } finally {
      await local.close();
      await Deno.remove(root, { recursive: true });
    }
  },
});

Deno.test({
  name: "the embedded store: its folder and every file PGlite writes are owner only, an older folder's too",
  ignore: onWindows,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const root = await Deno.makeTempDir({ prefix: "vh-modes-" });
    const dataDir = `${root}/data`;
    await Deno.mkdir(dataDir, { mode: 0o755 });
    await Deno.chmod(dataDir, 0o755);
    try {
      const first = await openLocalStore(() => undefined, { dataDir });
      const wrongWhileOpen = await notOwnerOnly(`${dataDir}/pglite`);
      await first.store.save(valid(referral({ attachment: samples.pdf })));
      await first.close();
      assertEquals(await notOwnerOnly(dataDir), []);
      assertEquals(wrongWhileOpen, [], "right after opening");
      // Opened again (PGlite rewrites files as it starts): still owner only once closed.
      const second = await openLocalStore(() => undefined, { dataDir });
      assert((await second.store.list()).length === 1);
      await second.close();
      assertEquals(await notOwnerOnly(dataDir), []);
    } finally {
      await Deno.remove(root, { recursive: true });
    }
  },
});
