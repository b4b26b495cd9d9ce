/** Scrolling to the booking section from anywhere on the site. */

export const BOOKING_SECTION_ID = "calendly-section";
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
  return scrollWhenReady(BOOKING_SECTION_ID, { doc });
}
