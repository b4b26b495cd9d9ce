import { HELD } from "./held-submit.mjs";
import { inUse, onceNear, patiently, RETRY_DELAYS_MS, whenNear, whenReached } from "./near";

/** An IntersectionObserver the test drives: `near()` reports the watched element in the margin. */
class FakeObserver {
  static last: FakeObserver | undefined;
  watching: Element[] = [];
  disconnected = false;
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.watching.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  tell(isIntersecting: boolean) {
    this.report(this.watching.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

beforeEach(() => {
  document.body.innerHTML = `<section id="part"><input id="field"><button id="go">Go</button></section>`;
  FakeObserver.last = undefined;
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});

describe("onceNear", () => {
  it("calls back once the element is within 600 px of the viewport, then stops watching", () => {
    const then = jest.fn();
    onceNear(document.getElementById("part")!, then);
    const observer = FakeObserver.last!;
    expect(observer.options?.rootMargin).toBe("600px 0px");
    observer.tell(false);
    expect(then).not.toHaveBeenCalled();
    observer.tell(true);
    expect(then).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });
});

describe.each([
  ["whenNear", whenNear],
  ["whenReached", whenReached],
])("%s", (_, when) => {
  it.each(["focusin", "pointerdown", "input", "change", "submit"])("resolves on %s inside the part", async (type) => {
    const asked = when("part");
    document.getElementById("field")!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(await settled(asked)).toBe(true);
  });

  it("resolves even when the event is stopped before it reaches the part (React, for a part not yet hydrated)", async () => {
    const stop = (e: Event) => e.stopPropagation();
    document.addEventListener("focusin", stop, true);
    try {
      const asked = when("part");
      document.getElementById("field")!.dispatchEvent(new Event("focusin", { bubbles: true }));
      expect(await settled(asked)).toBe(true);
    } finally {
      document.removeEventListener("focusin", stop, true);
    }
  });

  it.each(["focusin", "pointerdown"])("does not resolve on %s outside the part", async (type) => {
    document.body.insertAdjacentHTML("beforeend", `<a id="elsewhere" href="#">x</a>`);
    const asked = when("part");
    document.getElementById("elsewhere")!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(await settled(asked)).toBe(false);
  });

  it("resolves at once when a submit in the part is already held by the runtime's loader, or there is no such part", async () => {
    expect(await settled(when("absent"))).toBe(true);
    document.getElementById("part")!.insertAdjacentHTML("beforeend", `<form ${HELD}=""></form>`);
    expect(await settled(when("part"))).toBe(true);
  });
});

describe("whenNear", () => {
  it("waits while the part is far, and resolves when it comes near", async () => {
    const near = whenNear("part");
    FakeObserver.last!.tell(false);
    expect(await settled(near)).toBe(false);
    FakeObserver.last!.tell(true);
    expect(await settled(near)).toBe(true);
  });

  it("reached before it is near, stops watching the viewport", async () => {
    const near = whenNear("part");
    const observer = FakeObserver.last!;
    document.getElementById("go")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(await settled(near)).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it("resolves at once when there is no IntersectionObserver to tell", async () => {
    // @ts-expect-error: a browser without the API
    delete window.IntersectionObserver;
    expect(await settled(whenNear("part"))).toBe(true);
  });
});

describe("whenReached", () => {
  it("does not resolve when the part is near or in view: it watches no intersection", async () => {
    const reached = whenReached("part");
    expect(FakeObserver.last).toBeUndefined();
    expect(await settled(reached)).toBe(false);
  });

  it("waits for the visitor even without IntersectionObserver", async () => {
    // @ts-expect-error: a browser without the API
    delete window.IntersectionObserver;
    const reached = whenReached("part");
    expect(await settled(reached)).toBe(false);
    document.getElementById("field")!.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(await settled(reached)).toBe(true);
  });
});

describe("inUse", () => {
  const part = () => document.getElementById("part")!;
  beforeEach(() => {
    part().insertAdjacentHTML(
      "beforeend",
      `<select id="plain"><option value="">Choose</option><option value="a">A</option></select>
       <select id="preset"><option value="a">A</option><option value="b" selected>B</option></select>
       <input id="box" type="checkbox"><textarea id="notes">kept</textarea><input id="typed" value="x">`,
    );
  });
  const el = <T extends Element>(id: string) => document.getElementById(id) as unknown as T;

  it("is false for the server's HTML as it came, with nothing focused in it", () => {
    expect(inUse(part())).toBe(false);
  });

  it.each([
    ["a choice in a select", () => (el<HTMLSelectElement>("plain").value = "a")],
    ["a select moved off its preset choice", () => (el<HTMLSelectElement>("preset").value = "a")],
    ["a ticked box", () => (el<HTMLInputElement>("box").checked = true)],
    ["typing in a field", () => (el<HTMLInputElement>("field").value = "M")],
    ["a changed text area", () => (el<HTMLTextAreaElement>("notes").value = "kept and more")],
    ["a field emptied", () => (el<HTMLInputElement>("typed").value = "")],
    ["the focus in a field", () => el<HTMLInputElement>("field").focus()],
    ["a held submit", () => part().insertAdjacentHTML("beforeend", `<form ${HELD}=""></form>`)],
  ])("is true after %s", (_, act) => {
    act();
    expect(inUse(part())).toBe(true);
  });

  it("makes whenReached and whenNear resolve at once", async () => {
    el<HTMLSelectElement>("plain").value = "a";
    expect(await settled(whenReached("part"))).toBe(true);
    expect(await settled(whenNear("part"))).toBe(true);
  });
});

describe("patiently", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A load that fails `failures` times, then gives "code". */
  const flaky = (failures: number) => {
    let calls = 0;
    return jest.fn((): Promise<string> => (++calls <= failures ? Promise.reject(new Error("ChunkLoadError")) : Promise.resolve("code")));
  };
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it("tries again after 1, 2 and 4 s, and gives the code once it comes", async () => {
    const load = flaky(3);
    const code = patiently(load);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    for (const [ms, calls] of [[RETRY_DELAYS_MS[0], 2], [RETRY_DELAYS_MS[1], 3], [RETRY_DELAYS_MS[2], 4]] as const) {
      await jest.advanceTimersByTimeAsync(ms - 1);
      expect(load).toHaveBeenCalledTimes(calls - 1);
      await jest.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(calls);
    }
    await expect(code).resolves.toBe("code");
  });

  it("never rejects: after the last delay it waits for the browser to be back online, then starts over", async () => {
    const load = flaky(RETRY_DELAYS_MS.length + 1);
    const code = patiently(load);
    let settled = false;
    code.then(() => (settled = true), () => (settled = true));
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) + 60_000);
    expect(load).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
    expect(settled).toBe(false);
    window.dispatchEvent(new Event("online"));
    await flush();
    expect(load).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 2);
    await expect(code).resolves.toBe("code");
  });
});
