/**
 * The embedded default: each message becomes one JSON file in the outbox folder, named by its key:
 * `<submissionId>.json` for the agency's e-mail, `<submissionId>.ack.json` for the acknowledgment.
 * Written to a temporary name and then linked to its final name: a reader never sees half a message,
 * and the link fails when the name exists, so no write ever replaces another (a rename would, for
 * two instances or two ids differing only in case racing past the once-gate).
 */
import { isMessageKey } from "../message-key.ts";
import type { EmailMessage, Provider, SendResult } from "../types.ts";

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
      const temp = `${file}.${crypto.randomUUID()}.tmp`;
      try {
        // The file outlives this process: it is the record that this submission was delivered.
        // (Checked first only to skip writing a large message twice; the link below decides.)
        if (await exists(file)) return { ok: true, duplicate: true, file };
        const json = JSON.stringify(message, null, 2) + "\n";
        try {
          await Deno.writeTextFile(temp, json, { createNew: true });
        } catch (err) {
          // The folder is made on first use (and again if someone deleted it while running).
          if (!(err instanceof Deno.errors.NotFound)) throw err;
          await Deno.mkdir(dir, { recursive: true });
          await Deno.writeTextFile(temp, json, { createNew: true });
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
