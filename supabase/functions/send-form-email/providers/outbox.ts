/**
 * The embedded default: each message becomes one JSON file in the outbox folder, named by its key:
 * `<submissionId>.json` for the agency's e-mail, `<submissionId>.ack.json` for the acknowledgment.
 * Written to a temporary name and then linked to its final name: a reader never sees half a message,
 * and the link fails when the name exists, so no write ever replaces another (a rename would, for
 * two instances or two ids differing only in case racing past the once-gate).
 */
import { isMessageKey } from "../message-key.ts";
import { OWNER_DIR_MODE, OWNER_FILE_MODE, ownerOnly } from "../owner-only.ts";
import type { EmailMessage, Provider, SendResult } from "../types.ts";

const TEMP_SUFFIX = ".tmp";
/** A temporary file this old was left by a process killed mid-write (a write takes well under a second). */
export const STALE_TEMP_MS = 60_000;
const prepared = new Map<string, Promise<void>>();

/**
 * Makes the folder ready, once per folder and process: created owner only (it holds every form in
 * full), files left by older versions tightened to owner only, and the temporary files of a process
 * killed mid-write removed. Another process's write in progress is younger than STALE_TEMP_MS.
 */
export function prepareOutbox(dir: string): Promise<void> {
  let ready = prepared.get(dir);
  if (!ready) {
    ready = (async () => {
      await Deno.mkdir(dir, { recursive: true, mode: OWNER_DIR_MODE });
      await ownerOnly(dir);
      const now = Date.now();
      for await (const entry of Deno.readDir(dir)) {
        if (!entry.isFile || !entry.name.endsWith(TEMP_SUFFIX)) continue;
        const path = `${dir.replace(/[\\/]+$/, "")}/${entry.name}`;
        const info = await Deno.stat(path).catch(() => undefined); // gone meanwhile: its writer finished
        if (info && now - (info.mtime?.getTime() ?? now) > STALE_TEMP_MS) await Deno.remove(path).catch(() => {/* gone meanwhile */});
      }
    })();
    prepared.set(dir, ready);
    // A failure (the folder cannot be made) is the send's to report, and tried again by the next.
    ready.catch(() => prepared.delete(dir));
  }
  return ready;
}

/** The file for a message key (messageKey.agency or messageKey.acknowledgment of a submission). */
export function outboxFile(dir: string, key: string): string {
  return `${dir.replace(/[\\/]+$/, "")}/${key.toLowerCase()}.json`;
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return false;
    throw err;
  }
}

export function outboxProvider(dir: string): Provider {
  return {
    name: "outbox",
    async send(message: EmailMessage, { idempotencyKey }): Promise<SendResult> {
      // The key is built from a validated UUID; checking it again keeps any other string out of a path.
      if (!isMessageKey(idempotencyKey)) return { ok: false, reason: "unsafe_id" };
      const file = outboxFile(dir, idempotencyKey);
      const temp = `${file}.${crypto.randomUUID()}${TEMP_SUFFIX}`;
      try {
        await prepareOutbox(dir);
        // The file outlives this process: it is the record that this submission was delivered.
        // (Checked first only to skip writing a large message twice; the link below decides.)
        if (await exists(file)) return { ok: true, duplicate: true, file };
        const json = JSON.stringify(message, null, 2) + "\n";
        // Owner only from its first byte: a process killed mid-write leaves nothing others can read.
        const write = () => Deno.writeTextFile(temp, json, { createNew: true, mode: OWNER_FILE_MODE });
        try {
          await write();
        } catch (err) {
          // Made again if someone deleted the folder while running.
          if (!(err instanceof Deno.errors.NotFound)) throw err;
          await Deno.mkdir(dir, { recursive: true, mode: OWNER_DIR_MODE });
          await write();
        }
        try {
          await Deno.link(temp, file);
        } catch (err) {
          // Another delivery of this submission got there first: it was sent, once.
          if (err instanceof Deno.errors.AlreadyExists) return { ok: true, duplicate: true, file };
          throw err;
        }
        return { ok: true, file };
      } catch (err) {
        return { ok: false, reason: `outbox_${err instanceof Error ? err.name : "error"}` };
      } finally {
        await Deno.remove(temp).catch(() => {/* never created */});
      }
    },
  };
}
