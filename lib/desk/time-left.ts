/**
 * The countdown to the reply the site promised a sender, against the database's clock: the queue
 * carries the server's `now`, and the difference to this computer's clock (which may be minutes
 * off) is kept as an offset, so "Overdue" means the same thing on every desk.
 */

export const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** How far the server's clock is ahead of ours (negative: behind), from its `now` and ours when it came. */
export function clockOffset(serverNow: string, clientNowMs: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - clientNowMs;
}

/** The server's time now, from our clock and the offset. */
export const serverTime = (clientNowMs: number, offsetMs: number) => clientNowMs + offsetMs;

/**
 * A length of time in whole minutes, cut down (never up: "45 min" left is at least 45 minutes),
 * in the two largest units: "2 d 3 h", "1 h 20 min", "45 min", "under 1 min".
 */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / MINUTE_MS);
  if (minutes < 1) return "under 1 min";
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const hours = Math.floor((minutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

export type TimeLeft =
  | { kind: "answered" }
  | { kind: "overdue"; ms: number }
  | { kind: "due"; ms: number }
  /** No reply was promised (a row without a due time). */
  | { kind: "none" };

type Countdown = { reply_due_at: string | null; replied_at: string | null; status: string };

/** Where a form stands against its promised reply at `nowMs` (the server's time). */
export function timeLeft({ reply_due_at, replied_at, status }: Countdown, nowMs: number): TimeLeft {
  if (replied_at || status === "closed") return { kind: "answered" };
  const due = reply_due_at ? Date.parse(reply_due_at) : NaN;
  if (Number.isNaN(due)) return { kind: "none" };
  return nowMs > due ? { kind: "overdue", ms: nowMs - due } : { kind: "due", ms: due - nowMs };
}

/** The words staff read: the state in words first, so it never rests on colour. */
export function timeLeftText(left: TimeLeft): string {
  switch (left.kind) {
    case "answered":
      return "Answered";
    case "overdue":
      return `Overdue by ${formatDuration(left.ms)}`;
    case "due":
      return `Due in ${formatDuration(left.ms)}`;
    case "none":
      return "No reply promised";
  }
}
