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
 * typing or a choice (a browser's autofill too), or a submit with none of them (a script's
 * requestSubmit), which the runtime's loader holds until the form is live.
 */
const REACHED = ["focusin", "pointerdown", "input", "change", "submit"] as const;

/**
 * Whether the visitor already used the part before its watch began (as the page went live): the
 * focus is in it, or a field holds other than the HTML's value, or a submit in it is held.
 */
export function inUse(el: Element, doc: Document = document): boolean {
  const active = doc.activeElement;
  if (active && active !== doc.body && el.contains(active)) return true;
  if (el.querySelector(`[${HELD}]`)) return true;
  for (const field of el.querySelectorAll("input, select, textarea")) {
    if (field instanceof HTMLSelectElement) {
      const first = [...field.options].findIndex((o) => o.defaultSelected);
      if (!field.multiple && field.selectedIndex !== Math.max(first, 0)) return true;
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) return true;
    }
  }
  return false;
}

/**
 * Resolves once the element `id` comes near the viewport, or is reached first (above); at once
 * when there is no such element, the browser cannot tell (no IntersectionObserver), or the part is
 * already in use (`inUse`).
 */
export function whenNear(id: string, doc: Document = document): Promise<void> {
  return whenAsked(id, doc, true);
}

/**
 * Resolves once the element `id` is reached (above) or already in use, however near it is: for a
 * part in the first screen whose code would otherwise compile while the page loads (Contact's form
 * on a phone), fetched when the visitor starts using it.
 */
export function whenReached(id: string, doc: Document = document): Promise<void> {
  return whenAsked(id, doc, false);
}

function whenAsked(id: string, doc: Document, near: boolean): Promise<void> {
  return new Promise((resolve) => {
    const el = doc.getElementById(id);
    if (!el || (near && typeof IntersectionObserver === "undefined") || inUse(el, doc)) return resolve();
    // On the window, capturing: React stops an event in a part it has not hydrated yet (its code
    // still to come) at the document, before it could reach a listener on the part itself.
    const win = doc.defaultView ?? window;
    let stopWatching = () => {};
    const go = () => {
      stopWatching();
      for (const type of REACHED) win.removeEventListener(type, onEvent, true);
      resolve();
    };
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && el.contains(event.target)) go();
    };
    if (near) stopWatching = onceNear(el, go);
    for (const type of REACHED) win.addEventListener(type, onEvent, true);
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
