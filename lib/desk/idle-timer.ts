/**
 * Signs staff out after a quarter of an hour without a pointer, key or touch: a desk left open on a
 * shared or lost computer must not keep showing people's records.
 */

export const IDLE_SIGN_OUT_MS = 15 * 60_000;
/** What counts as someone at the desk. Scrolling with a wheel or a key fires one of these too. */
export const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel"] as const;

type Options = {
  onIdle: () => void;
  timeoutMs?: number;
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
  doc?: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
  now?: () => number;
};

/**
 * Starts the countdown; every activity starts it again. Activity only notes the time (pointermove
 * fires constantly), and the single timer checks that note when it fires: a computer that slept
 * past the limit signs out as soon as it wakes and the timer or the tab's return is noticed.
 * Returns the function that stops it.
 */
export function startIdleTimer({ onIdle, timeoutMs = IDLE_SIGN_OUT_MS, target = window, doc = document, now = Date.now }: Options): () => void {
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const check = () => {
    if (stopped) return;
    const idle = now() - last;
    if (idle >= timeoutMs) {
      stop();
      onIdle();
    } else {
      clearTimeout(timer);
      timer = setTimeout(check, timeoutMs - idle);
    }
  };
  const activity = () => {
    last = now();
  };
  const visibility = () => {
    if (doc.visibilityState === "visible") check();
  };

  function stop() {
    stopped = true;
    clearTimeout(timer);
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, activity, true);
    doc.removeEventListener("visibilitychange", visibility);
  }

  // Capture phase, passive: seen before any handler can stop it, and never slows scrolling.
  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, activity, { capture: true, passive: true });
  doc.addEventListener("visibilitychange", visibility);
  timer = setTimeout(check, timeoutMs);
  return stop;
}
