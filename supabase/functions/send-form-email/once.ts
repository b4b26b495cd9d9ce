/**
 * Exactly-once delivery per submissionId within this instance: a double click, a retried request
 * or two requests racing with the same id all get the first delivery's answer and send nothing
 * more. Across restarts the outbox checks its files and Resend its Idempotency-Key.
 */
import type { SendResult } from "./types.ts";

const REMEMBERED_IDS = 10_000;

export class OnceGate {
  #delivered = new Set<string>();
  #inFlight = new Map<string, Promise<SendResult>>();

  async run(id: string, deliver: () => Promise<SendResult>): Promise<SendResult> {
    if (this.#delivered.has(id)) return { ok: true, duplicate: true };
    const pending = this.#inFlight.get(id);
    if (pending) {
      const result = await pending;
      return result.ok ? { ...result, duplicate: true } : result;
    }
    const attempt = deliver();
    this.#inFlight.set(id, attempt);
    try {
      const result = await attempt;
      // A failed delivery is forgotten so the visitor's retry can succeed.
      if (result.ok) this.#remember(id);
      return result;
    } finally {
      this.#inFlight.delete(id);
    }
  }

  #remember(id: string) {
    this.#delivered.add(id);
    // Set keeps insertion order: forget the oldest ids first.
    if (this.#delivered.size > REMEMBERED_IDS) {
      this.#delivered.delete(this.#delivered.values().next().value!);
    }
  }
}
