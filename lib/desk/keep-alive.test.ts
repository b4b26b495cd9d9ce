import { KEEP_ALIVE_MS, startKeepAlive } from "./keep-alive";

const MINUTE = 60_000;
let stop: () => void = () => {};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe("startKeepAlive", () => {
  it("calls well within the server's 15 minutes", () => {
    expect(KEEP_ALIVE_MS).toBeLessThan(15 * MINUTE);
  });

  it("pings once per interval in which someone was active, and not when nobody was", () => {
    const ping = jest.fn();
    stop = startKeepAlive({ ping });
    jest.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(ping).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent("keydown"));
    window.dispatchEvent(new KeyboardEvent("keydown"));
    jest.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(ping).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(3 * KEEP_ALIVE_MS);
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it("stops", () => {
    const ping = jest.fn();
    startKeepAlive({ ping })();
    window.dispatchEvent(new Event("pointermove"));
    jest.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(ping).not.toHaveBeenCalled();
  });
});
