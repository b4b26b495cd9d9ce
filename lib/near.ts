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

/** What makes a part's code load before it comes near: a keyboard user tabbing in, a tap or a click. */
const REACHED = ["focusin", "pointerdown"] as const;

/**
 * Resolves once the element `id` comes near the viewport, or is focused or pressed first; at once
 * when there is no such element or the browser cannot tell (no IntersectionObserver).
 */
export function whenNear(id: string, doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    const el = doc.getElementById(id);
    if (!el || typeof IntersectionObserver === "undefined") return resolve();
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
