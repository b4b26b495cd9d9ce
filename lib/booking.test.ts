import { BOOKING_FALLBACK_MS, BOOKING_FRAME_HEIGHT_PX, loadScriptOnce } from "./booking";

const scriptsFor = (src: string) => Array.from(document.head.querySelectorAll("script")).filter((s) => s.src === src);

describe("booking constants", () => {
  it("are the spec's", () => {
    expect(BOOKING_FALLBACK_MS).toBe(5000);
    expect(BOOKING_FRAME_HEIGHT_PX).toBe(700);
  });
});

describe("loadScriptOnce", () => {
  it("adds one async script per src and resolves when it loads", async () => {
    const src = "https://assets.example.com/widget.js";
    const first = loadScriptOnce(src);
    const second = loadScriptOnce(src);
    expect(second).toBe(first);
    const scripts = scriptsFor(src);
    expect(scripts).toHaveLength(1);
    expect(scripts[0].async).toBe(true);
    scripts[0].dispatchEvent(new Event("load"));
    await expect(first).resolves.toBeUndefined();
    await expect(loadScriptOnce(src)).resolves.toBeUndefined();
    expect(scriptsFor(src)).toHaveLength(1);
  });

  it("adds a separate script for another src", () => {
    void loadScriptOnce("https://assets.example.com/a.js");
    void loadScriptOnce("https://assets.example.com/b.js");
    expect(scriptsFor("https://assets.example.com/a.js")).toHaveLength(1);
    expect(scriptsFor("https://assets.example.com/b.js")).toHaveLength(1);
  });

  it("rejects when the script fails, and tries again on the next call", async () => {
    const src = "https://blocked.example.com/widget.js";
    const attempt = loadScriptOnce(src);
    scriptsFor(src)[0].dispatchEvent(new Event("error"));
    await expect(attempt).rejects.toThrow(`could not load ${src}`);
    const retry = loadScriptOnce(src);
    expect(retry).not.toBe(attempt);
    expect(scriptsFor(src)).toHaveLength(2);
    scriptsFor(src)[1].dispatchEvent(new Event("load"));
    await expect(retry).resolves.toBeUndefined();
  });
});
