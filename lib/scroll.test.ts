import { BOOKING_SECTION_ID } from "./anchors";
import {
  SCROLL_AFTER_NAVIGATION_MS,
  SCROLL_WAIT_LIMIT_MS,
  goToBooking,
  prefersReducedMotion,
  rememberPendingScroll,
  scrollToSection,
  scrollWhenReady,
  takePendingScroll,
} from "./scroll";

// jsdom implements neither scrolling nor media queries.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  document.body.innerHTML = "";
  delete (window as { matchMedia?: unknown }).matchMedia;
  jest.useRealTimers();
});

function addSection(id = BOOKING_SECTION_ID, attrs: Record<string, string> = {}) {
  const section = document.createElement("section");
  section.id = id;
  for (const [k, v] of Object.entries(attrs)) section.setAttribute(k, v);
  document.body.append(section);
  return section;
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query === "(prefers-reduced-motion: reduce)",
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

describe("constants", () => {
  it("are the spec's", () => {
    expect(BOOKING_SECTION_ID).toBe("calendly-section");
    expect(SCROLL_AFTER_NAVIGATION_MS).toBe(100);
  });
});

describe("prefersReducedMotion", () => {
  it("follows the media query, and is false without matchMedia", () => {
    expect(prefersReducedMotion()).toBe(false);
    mockReducedMotion(true);
    expect(prefersReducedMotion()).toBe(true);
    expect(window.matchMedia).toHaveBeenCalledWith("(prefers-reduced-motion: reduce)");
    mockReducedMotion(false);
    expect(prefersReducedMotion()).toBe(false);
  });
});

describe("scrollToSection", () => {
  it("scrolls smoothly to the section's start", () => {
    mockReducedMotion(false);
    const section = addSection("target");
    expect(scrollToSection("target")).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
  });

  it("jumps without animation when reduced motion is asked for", () => {
    mockReducedMotion(true);
    addSection("target");
    scrollToSection("target");
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("returns false and scrolls nothing when the section is missing", () => {
    expect(scrollToSection("nowhere")).toBe(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("moves focus to a focusable section without scrolling again", () => {
    const section = addSection("target", { tabindex: "-1" });
    const focus = jest.spyOn(section, "focus");
    scrollToSection("target");
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(section);
  });
});

describe("scrollWhenReady", () => {
  beforeEach(() => jest.useFakeTimers());

  it("waits the 100 ms delay before scrolling", async () => {
    addSection("target");
    const done = scrollWhenReady("target");
    await jest.advanceTimersByTimeAsync(SCROLL_AFTER_NAVIGATION_MS - 1);
    expect(scrollIntoView).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    await expect(done).resolves.toBe(true);
  });

  it("keeps looking until the section appears", async () => {
    const done = scrollWhenReady("target");
    let settled = false;
    void done.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
    addSection("target");
    await jest.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toBe(true);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("gives up after the limit", async () => {
    const done = scrollWhenReady("target");
    let result: boolean | undefined;
    void done.then((r) => (result = r));
    await jest.advanceTimersByTimeAsync(SCROLL_WAIT_LIMIT_MS - 100);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(200);
    expect(result).toBe(false);
    // Nothing keeps polling afterwards.
    expect(jest.getTimerCount()).toBe(0);
    addSection("target");
    await jest.advanceTimersByTimeAsync(1_000);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("takes its own delay and limit", async () => {
    const done = scrollWhenReady("target", { delay: 10, limit: 30 });
    await jest.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toBe(false);
  });
});

describe("goToBooking", () => {
  beforeEach(() => jest.useFakeTimers());

  it("on the home page scrolls at once without navigating", async () => {
    addSection();
    const navigate = jest.fn();
    await expect(goToBooking("/", navigate)).resolves.toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("elsewhere navigates home, then scrolls 100 ms later", async () => {
    const navigate = jest.fn(() => addSection());
    const done = goToBooking("/about", navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(SCROLL_AFTER_NAVIGATION_MS);
    await expect(done).resolves.toBe(true);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("still lands when home renders late", async () => {
    const navigate = jest.fn(() => void setTimeout(() => addSection(), 1_500));
    const done = goToBooking("/contact", navigate);
    await jest.advanceTimersByTimeAsync(2_000);
    await expect(done).resolves.toBe(true);
  });
});

describe("pending scroll across a full page load", () => {
  it("remembers the section once and hands it over once", () => {
    const store = new Map<string, string>();
    const storage = {
      setItem: (k: string, v: string) => void store.set(k, v),
      getItem: (k: string) => store.get(k) ?? null,
      removeItem: (k: string) => void store.delete(k),
    };
    expect(rememberPendingScroll(BOOKING_SECTION_ID, storage)).toBe(true);
    expect(takePendingScroll(storage)).toBe(BOOKING_SECTION_ID);
    expect(takePendingScroll(storage)).toBeNull();
  });

  it("reports failure when storage is missing or throws, so the caller can fall back to the #hash link", () => {
    expect(rememberPendingScroll(BOOKING_SECTION_ID, null)).toBe(false);
    const throwing = { setItem: () => { throw new Error("blocked"); }, getItem: () => { throw new Error("blocked"); }, removeItem: () => undefined };
    expect(rememberPendingScroll(BOOKING_SECTION_ID, throwing)).toBe(false);
    expect(takePendingScroll(throwing)).toBeNull();
  });

  it("uses sessionStorage by default", () => {
    expect(rememberPendingScroll("x")).toBe(true);
    expect(window.sessionStorage.getItem("vh:scroll-to")).toBe("x");
    expect(takePendingScroll()).toBe("x");
    expect(window.sessionStorage.getItem("vh:scroll-to")).toBeNull();
  });
});
