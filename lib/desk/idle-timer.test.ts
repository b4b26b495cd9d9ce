import { IDLE_SIGN_OUT_MS, startIdleTimer } from "./idle-timer";

const MINUTE = 60_000;

const stops: (() => void)[] = [];
const start = (options: Parameters<typeof startIdleTimer>[0]) => {
  const stop = startIdleTimer(options);
  stops.push(stop);
  return stop;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  jest.useRealTimers();
});

describe("startIdleTimer", () => {
  it("is a quarter of an hour", () => {
    expect(IDLE_SIGN_OUT_MS).toBe(15 * MINUTE);
  });

  it("signs out after 15 minutes without activity, once", () => {
    const onIdle = jest.fn();
    start({ onIdle });
    jest.advanceTimersByTime(15 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(["pointermove", "pointerdown", "keydown", "touchstart", "wheel"])("starts again on %s", (type) => {
    const onIdle = jest.fn();
    start({ onIdle });
    jest.advanceTimersByTime(10 * MINUTE);
    window.dispatchEvent(new Event(type));
    jest.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("sees activity inside the page (a key in a field), not only on the window", () => {
    const onIdle = jest.fn();
    start({ onIdle });
    const input = document.body.appendChild(document.createElement("input"));
    jest.advanceTimersByTime(14 * MINUTE);
    input.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    jest.advanceTimersByTime(14 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    input.remove();
  });

  it("does nothing once stopped, and no longer listens", () => {
    const onIdle = jest.fn();
    const target = { addEventListener: jest.fn(), removeEventListener: jest.fn() };
    const stop = start({ onIdle, target });
    stop();
    jest.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    expect(target.removeEventListener).toHaveBeenCalledTimes(target.addEventListener.mock.calls.length);
  });

  it("signs out as soon as the tab comes back after a sleep longer than the limit", () => {
    const onIdle = jest.fn();
    let clock = 0;
    start({ onIdle, now: () => clock });
    // The computer sleeps: the clock moves on, the timer does not fire.
    clock = 20 * MINUTE;
    document.dispatchEvent(new Event("visibilitychange"));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
