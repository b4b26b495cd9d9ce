/**
 * Keeps a server-side session alive while someone is at the desk. The local server ends a session
 * after 15 minutes without a call, the desk after 15 minutes without a key or pointer: someone
 * typing a long note makes no call, and would lose it to a session that ended meanwhile. So, every
 * few minutes in which there was activity, one light call; none when nobody is there.
 */
import { ACTIVITY_EVENTS } from "./idle-timer";

export const KEEP_ALIVE_MS = 5 * 60_000;

type Options = {
  ping: () => void;
  intervalMs?: number;
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
};

export function startKeepAlive({ ping, intervalMs = KEEP_ALIVE_MS, target = window }: Options): () => void {
  let active = false;
  const mark = () => {
    active = true;
  };
  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, mark, { capture: true, passive: true });
  const timer = setInterval(() => {
    if (!active) return;
    active = false;
    ping();
  }, intervalMs);
  return () => {
    clearInterval(timer);
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, mark, true);
  };
}
