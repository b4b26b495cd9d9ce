import { HELD } from "./held-submit.mjs";

/** How far below (or above) the viewport a part counts as near: about a phone screen's scroll. */
const NEAR_MARGIN = "600px 0px";

/**
 * Calls `then` once `el` comes within 600 px of the viewport (the page's islands load their code,
 * and the calendar its script, only then). Returns the way to stop watching.
 */
export function onceNear(el: Element, then: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(el);
  return () => observer.disconnect();
}

/**
 * What makes a part's code load before it comes near: a keyboard user tabbing in, a tap or a click,
 * or a submit with neither (a script's requestSubmit, a browser's autofill), which the runtime's
 * loader holds until the form is live.
 */
const REACHED = ["focusin", "pointerdown", "submit"] as const;

/**
 * Resolves once the element `id` comes near the viewport, or is focused or pressed first; at once
 * when there is no such element, the browser cannot tell (no IntersectionObserver), or a submit in
 * it is already held by the runtime's loader (one made before this watch began, as the page went live).
 */
export function whenNear(id: string, doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    const el = doc.getElementById(id);
    if (!el || typeof IntersectionObserver === "undefined" || el.querySelector(`[${HELD}]`)) return resolve();
    let stopWatching = () => {};
    const go = () => {
      stopWatching();
      for (const type of REACHED) el.removeEventListener(type, go);
      resolve();
    };
    stopWatching = onceNear(el, go);
    for (const type of REACHED) el.addEventListener(type, go);
  });
}

/** Waits between tries of a part's code: 1, 2, 4, 8 and 16 s, then until the browser is back online. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000] as const;

/**
 * `load`, tried again when it fails (a dropped connection while scrolling, a chunk a redeploy took
 * away): after the delays above, then each time the browser says it is back online. It never
 * rejects, so a part whose code cannot arrive stays the server's HTML, with what the visitor typed
 * in it, instead of turning the page into its error screen.
 */
export function patiently<T>(load: () => Promise<T>, win: Window = window): Promise<T> {
  const online = () => new Promise<void>((resolve) => win.addEventListener("online", () => resolve(), { once: true }));
  const wait = (ms: number) => new Promise<void>((resolve) => win.setTimeout(resolve, ms));
  // `failed`: failures since the last time the browser came back online.
  const attempt = (failed: number): Promise<T> =>
    load().catch(() => {
      const waitMore = failed < RETRY_DELAYS_MS.length;
      return (waitMore ? wait(RETRY_DELAYS_MS[failed]) : online()).then(() => attempt(waitMore ? failed + 1 : 0));
    });
  return attempt(0);
}
