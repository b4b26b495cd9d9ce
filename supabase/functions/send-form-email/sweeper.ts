/**
 * The sweeper: e-mails that failed earlier are sent again in the background, at most one sweep at
 * a time, at most one per interval, nudged by each stored form (the hosted function has no process
 * that lives between requests; Supabase Cron's scheduled call covers quiet hours). After the store
 * failed, rows may be waiting that no request will claim (stored, then the claim or the delivery's
 * record failed): then the next nudge sweeps at once, batch after batch, until a batch comes back
 * short. createHandler starts one for its intake.
 */
import { deliverPending, type DeliveryContext } from "./deliver.ts";
import { errorName } from "./log.ts";
import type { Logger } from "./types.ts";

export const SWEEP_INTERVAL_MS = 30_000;
export const SWEEP_BATCH = 10;

export interface SweeperOptions {
  log: Logger;
  /** Least time between two sweeps. */
  intervalMs?: number;
  retryBaseSeconds?: number;
  /** Keeps a sweep alive after the answer that nudged it (the edge runtime's waitUntil). */
  waitUntil: (work: Promise<unknown>) => void;
}

export class Sweeper {
  #last = 0;
  #sweeping = false;
  #backlog = false;

  constructor(private readonly options: SweeperOptions) {}

  /** The store failed somewhere: the next nudge sweeps at once. */
  storeFailed(): void {
    this.#backlog = true;
  }

  /** A form was stored: sweep now if one is due (or a backlog waits) and none is running. */
  nudge(ctx: DeliveryContext | undefined): void {
    const now = performance.now();
    const interval = this.options.intervalMs ?? SWEEP_INTERVAL_MS;
    if (!ctx || this.#sweeping || (!this.#backlog && now - this.#last < interval)) return;
    this.#sweeping = true;
    this.#last = now;
    const catchingUp = this.#backlog;
    this.#backlog = false;
    const work = this.#sweep(ctx, now, catchingUp)
      .finally(() => (this.#sweeping = false))
      .then((more) => more && this.nudge(ctx));
    this.options.waitUntil(work);
  }

  /** One batch; true when another should follow at once (a full batch while catching up). */
  async #sweep(ctx: DeliveryContext, started: number, catchingUp: boolean): Promise<boolean> {
    const { log } = this.options;
    try {
      const summary = await deliverPending(ctx, { max: SWEEP_BATCH, retryBaseSeconds: this.options.retryBaseSeconds });
      const done = summary.delivered + summary.failed.length;
      if (done > 0) {
        log({ requestId: "sweep", outcome: "retried", status: 0, ms: Math.round(performance.now() - started), delivered: summary.delivered, failed: summary.failed.length });
      }
      const more = catchingUp && done >= SWEEP_BATCH;
      if (more) this.#backlog = true;
      return more;
    } catch (err) {
      // Not again at once (the store is failing): the next stored form tries.
      this.storeFailed();
      log({ requestId: "sweep", outcome: "store_failed", status: 0, ms: 0, error: errorName(err) });
      return false;
    }
  }
}
