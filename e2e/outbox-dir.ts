import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/** Where the e2e server's function writes its e-mails (outbox mode). */
export const OUTBOX_DIR = process.env.E2E_OUTBOX_DIR ?? ".outbox-e2e";
/** Where the e2e server's function keeps its embedded store (PGlite). */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data-e2e";

/** An e-mail as the outbox provider writes it. */
export type OutboxMessage = { to: string; replyTo?: string; subject: string; text: string; html: string; attachments: { filename: string; contentType: string; content: string }[] };

/** The e-mail with this key (messageKey.agency or .acknowledgment), once the function has written it. */
export async function outboxMessage(key: string): Promise<OutboxMessage> {
  const file = path.join(OUTBOX_DIR, `${key}.json`);
  await expect.poll(() => readFile(file, "utf8").then(() => true, () => false)).toBe(true);
  return JSON.parse(await readFile(file, "utf8"));
}
