/** Scrolling to the booking section from anywhere on the site. */

import { BOOKING_SECTION_ID } from "./anchors";

/** Spec: after navigating home, scroll to the section 100 ms later. */
export const SCROLL_AFTER_NAVIGATION_MS = 100;
/** If home takes longer than that to render, keep looking for the section this long. */
export const SCROLL_WAIT_LIMIT_MS = 5000;
const POLL_MS = 50;

export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Scrolls the element into view (smoothly unless reduced motion is asked for) and moves focus to it. */
export function scrollToSection(id: string, doc: Document = document): boolean {
  const el = doc.getElementById(id);
  if (!el) return false;
  const win = doc.defaultView ?? window;
  el.scrollIntoView({ behavior: prefersReducedMotion(win) ? "auto" : "smooth", block: "start" });
  // Screen reader and keyboard users continue from the section, not from the button they left.
  if (el.hasAttribute("tabindex")) el.focus({ preventScroll: true });
  return true;
}

/** After `delay` ms, scrolls to `id`; if it is not rendered yet, retries until `limit` ms have passed. */
export function scrollWhenReady(
  id: string,
  { delay = SCROLL_AFTER_NAVIGATION_MS, limit = SCROLL_WAIT_LIMIT_MS, doc = document } = {},
): Promise<boolean> {
  const start = Date.now();
  return new Promise((resolve) => {
    const attempt = () => {
      if (scrollToSection(id, doc)) return resolve(true);
      if (Date.now() - start >= limit) return resolve(false);
      setTimeout(attempt, POLL_MS);
    };
    setTimeout(attempt, delay);
  });
}

/**
 * The one behaviour behind every "Free Consultation" style button: on the home page scroll to the
 * booking section; elsewhere navigate home, then scroll once it is there.
 */
export function goToBooking(pathname: string, navigateHome: () => void, doc: Document = document): Promise<boolean> {
  if (pathname === "/" && scrollToSection(BOOKING_SECTION_ID, doc)) return Promise.resolve(true);
  navigateHome();
  // Client-side navigation keeps this document: scroll once Home has rendered. (A full page load
  // ends this script; Home then finishes the job with takePendingScroll.)
  return scrollWhenReady(BOOKING_SECTION_ID, { doc });
}

const PENDING_KEY = "vh:scroll-to";

/**
 * Going home is a full page load (each page has its own Content-Security-Policy, and only Home's
 * allows the booking widget), so the intent to scroll survives it in sessionStorage. Returns false
 * when storage is unavailable; the caller then falls back to the plain #hash link.
 */
export function rememberPendingScroll(id: string, storage: Pick<Storage, "setItem"> | null = safeSession()): boolean {
  try {
    storage?.setItem(PENDING_KEY, id);
    return Boolean(storage);
  } catch {
    return false;
  }
}

/** The section a previous page asked this one to scroll to (once), if any. */
export function takePendingScroll(storage: Pick<Storage, "getItem" | "removeItem"> | null = safeSession()): string | null {
  try {
    const id = storage?.getItem(PENDING_KEY) ?? null;
    storage?.removeItem(PENDING_KEY);
    return id;
  } catch {
    return null;
  }
}

function safeSession(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage blocked by the browser's privacy settings.
    return null;
  }
}
