/** Sliding-window rate limit per client address, in memory (one instance, one window). */

export const WINDOW_MS = 60_000;
/** Past this many tracked clients, stale ones are swept and then the oldest are forgotten. */
const MAX_TRACKED_CLIENTS = 10_000;

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export class RateLimiter {
  #hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for `client`, or refuses it when the last minute is full. */
  check(client: string): RateDecision {
    if (this.limit <= 0) return { ok: true };
    const now = this.now();
    const recent = (this.#hits.get(client) ?? []).filter((t) => t > now - WINDOW_MS);
    if (recent.length >= this.limit) {
      this.#hits.set(client, recent);
      const retryAfterMs = recent[0] + WINDOW_MS - now;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    recent.push(now);
    this.#hits.delete(client); // re-insert so Map order tracks recency for eviction
    this.#hits.set(client, recent);
    if (this.#hits.size > MAX_TRACKED_CLIENTS) this.#evict(now);
    return { ok: true };
  }

  // Bounded memory matters more than perfect limits for clients not seen for a while.
  #evict(now: number) {
    for (const [client, hits] of this.#hits) {
      if (hits[hits.length - 1] <= now - WINDOW_MS) this.#hits.delete(client);
    }
    for (const client of this.#hits.keys()) {
      if (this.#hits.size <= MAX_TRACKED_CLIENTS) break;
      this.#hits.delete(client);
    }
  }
}
