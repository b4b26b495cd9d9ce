import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { COMPILE_HINT, deferRuntime, deferredChunks, deferredPayload, deferRuntimeIn, FALLBACK_MS, frameworkChunks, LOADER, PAYLOAD_RETRY_MS, PAYLOAD_TIMEOUT_MS, PAYLOAD_TRIES, payloadUrlOf, takePayload, withCompileHint } from "./defer-runtime.mjs";

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="manifest" href="/manifest.webmanifest"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '</head><body><h1>Hello</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '<script>self.__next_f.push([1,"0:{\\"title\\":\\"Caf\u00e9 \\\\u003c/script>\\"}\\n"])</script></body></html>',
].join("");
/** The text of the two pushes above, as Next also exports it (the route's .txt). */
const payloadText = '1:"$Sreact.fragment"\n0:{"title":"Caf\u00e9 \\u003c/script>"}\n';

describe("deferRuntime", () => {
  const out = deferRuntime(page);

  it("takes Next's async chunks and their preload out of the markup", () => {
    expect(out).not.toMatch(/<script src="[^"]*" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it("hands the same chunks, in order, to one loader where the first one stood", () => {
    expect(deferredChunks(out)).toEqual(["/_next/static/chunks/react.js", "/_next/static/chunks/runtime.js", "/_next/static/chunks/main.js"]);
    expect(out.indexOf("data-chunks")).toBeLessThan(out.indexOf("</head>"));
    expect(out.match(/<script data-chunks/g)).toHaveLength(1);
  });

  it("takes the manifest link out (React adds it from the payload, after first paint)", () => {
    expect(page).toContain('rel="manifest"');
    expect(out).not.toContain('rel="manifest"');
  });

  it("keeps the stylesheet, nomodule scripts, the content and the inline payload", () => {
    for (const kept of ['rel="stylesheet"', 'noModule=""', "<h1>Hello</h1>", "self.__next_f"]) expect(out).toContain(kept);
  });

  it("keeps the inline payload unless told where the page will fetch it from", () => {
    const moved = deferRuntime(page, "/about.txt");
    expect(moved).not.toContain("self.__next_f.push([1,");
    // The bootstrap push stays: Next's runtime needs it before any payload.
    expect(moved).toContain("(self.__next_f=self.__next_f||[]).push([0])");
    expect(deferredPayload(moved)).toBe("/about.txt");
    expect(deferredPayload(out)).toBeUndefined();
    expect(deferredChunks(moved)).toEqual(deferredChunks(out));
  });

  it("hands the loader the deferred rules a no-script link names (data-rest), else the whole sheet", () => {
    const noscript = (rest = "") => `<noscript><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"${rest}/></noscript>`;
    const withInline = (link: string) => page.replace('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>', `<style>h1{color:red}</style>${link}`);
    const styles = (html: string) => deferRuntime(html).match(/data-styles="([^"]*)"/)![1].split(" ");
    expect(styles(withInline(noscript(' data-rest="/_next/static/chunks/a.0123456789ab.css"')))).toEqual(["/_next/static/chunks/a.0123456789ab.css"]);
    expect(styles(withInline(noscript()))).toEqual(["/_next/static/chunks/a.css"]);
  });

  it("leaves a page without runtime chunks, or one already deferred, as it is", () => {
    const plain = "<html><head></head><body>Hi</body></html>";
    expect(deferRuntime(plain)).toBe(plain);
    expect(deferRuntime(out)).toBe(out);
  });
});

describe("takePayload", () => {
  it("joins the text of every [1, text] push, in order, and takes them out", () => {
    const { html, text, unknown } = takePayload(page);
    expect(text).toBe(payloadText);
    expect(html).not.toContain("self.__next_f.push([1,");
    expect(unknown).toBe(false);
  });

  it("reports any other push, which it cannot move", () => {
    expect(takePayload(page.replace("</body>", '<script>self.__next_f.push([3,"AAAA"])</script></body>')).unknown).toBe(true);
  });

  it("names the .txt beside the page", () => {
    expect(["index.html", "about.html", "es/faq.html", "404.html"].map(payloadUrlOf)).toEqual(["/index.txt", "/about.txt", "/es/faq.txt", "/404.txt"]);
  });
});

describe("the loader", () => {
  type Timer = { fn: () => void; ms: number };

  type Xhr = { method?: string; url?: string; status: number; responseText: string; timeout?: number; onload?: () => void; onerror?: () => void; ontimeout?: () => void; sent: boolean };

  function run(paintSupported: boolean, payload: string | null = null, styles: string | null = null, hash = "") {
    const appended: string[] = [];
    const sheets: { onload: () => void; listeners: (() => void)[] }[] = [];
    const scripts: { src: string; attrs: Record<string, string> }[] = [];
    const requests: Xhr[] = [];
    function XMLHttpRequest(this: Xhr & { open(m: string, u: string): void; send(): void }) {
      this.status = 0;
      this.responseText = "";
      this.sent = false;
      this.open = (m, u) => void Object.assign(this, { method: m, url: u });
      this.send = () => void ((this.sent = true), requests.push(this));
    }
    const timers: Timer[] = [];
    let observer: ((list: { getEntries(): { name: string }[] }) => void) | undefined;
    const listeners: Record<string, (e: { target?: unknown; preventDefault(): void }) => void> = {};
    const html = { hydrated: false, hasAttribute: (name: string) => name === "data-hydrated" && html.hydrated };
    /** Elements by id, and how often each was scrolled into view. */
    const targets: Record<string, { scrolled: number; scrollIntoView(): void }> = {};
    const target = (id: string) => (targets[id] = { scrolled: 0, scrollIntoView() { this.scrolled++; } });
    const document = {
      readyState: "complete",
      documentElement: html,
      getElementById: (id: string) => targets[id] ?? null,
      addEventListener: (type: string, fn: (e: { target?: unknown; preventDefault(): void }) => void) => void (listeners[type] = fn),
      currentScript: { getAttribute: (name: string) => (name === "data-chunks" ? "/a.js /b.js" : name === "data-payload" ? payload : name === "data-styles" ? styles : null) },
      // A script element made by createElement is async by default, as in browsers.
      createElement: (tag: string) => (tag === "script" ? { src: "", async: true, attrs: {} as Record<string, string>, setAttribute(n: string, v: string) { this.attrs[n] = v; } } : { rel: "", as: "", href: "", attrs: {} as Record<string, string>, listeners: [] as (() => void)[], setAttribute(n: string, v: string) { this.attrs[n] = v; }, addEventListener(_type: string, fn: () => void) { this.listeners.push(fn); }, onload: undefined as undefined | (() => void) }),
      head: {
        appendChild: (e: { src?: string; async?: boolean; rel?: string; as?: string; href?: string; attrs?: Record<string, string>; onload?: () => void }) => {
          if (e.rel === undefined) scripts.push(e as { src: string; attrs: Record<string, string> });
          appended.push(e.rel !== undefined ? `${e.rel} ${e.as || JSON.stringify(e.attrs)} ${e.href}` : `${e.src}${e.async ? " async" : " in order"}`);
          if (e.rel === "stylesheet") sheets.push(e as { onload: () => void; listeners: (() => void)[] });
        },
      },
    };
    function PerformanceObserver(this: { observe(): void; disconnect(): void }, cb: typeof observer) {
      observer = cb;
      this.observe = () => {};
      this.disconnect = () => {};
    }
    PerformanceObserver.supportedEntryTypes = paintSupported ? ["paint", "navigation"] : ["navigation"];
    const windowListeners: Record<string, () => void> = {};
    const window: { PerformanceObserver: unknown; requestAnimationFrame: unknown; __next_f?: unknown[]; addEventListener: unknown; removeEventListener: unknown; location: { hash: string } } = {
      PerformanceObserver,
      location: { hash },
      requestAnimationFrame: (fn: () => void) => timers.push({ fn, ms: -1 }),
      addEventListener: (type: string, fn: () => void) => void (windowListeners[type] = fn),
      removeEventListener: (type: string) => void delete windowListeners[type],
    };
    runInNewContext(LOADER, { window, document, JSON, XMLHttpRequest, setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }), requestAnimationFrame: window.requestAnimationFrame });
    /** Runs the timers due after `ms`, and those they set in turn. */
    const fire = (ms: number) => {
      for (let t = timers.find((x) => x.ms === ms); t; t = timers.find((x) => x.ms === ms)) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
    };
    /** A form element with its attributes (data-live: React has hydrated it). */
    const form = (live: boolean) => {
      const attributes = new Set(live ? ["data-live"] : []);
      return { attributes, hasAttribute: (name: string) => attributes.has(name), setAttribute: (name: string) => void attributes.add(name) };
    };
    /** Submits the form; true when the loader stopped it. */
    const submit = (target: ReturnType<typeof form>) => {
      let prevented = false;
      listeners.submit?.({ target, preventDefault: () => (prevented = true) });
      return prevented;
    };
    return { appended, sheets, scripts, requests, window, document, listeners, windowListeners, fire, html, form, submit, target, paint: (name: string) => observer?.({ getEntries: () => [{ name }] }) };
  }

  it("adds nothing before first contentful paint, then every chunk once, to run in order", () => {
    const page = run(true);
    page.paint("first-paint");
    page.fire(0);
    expect(page.appended).toEqual([]);
    page.paint("first-contentful-paint");
    page.fire(0);
    page.fire(FALLBACK_MS);
    page.fire(0);
    // One script per task, each once.
    expect(page.appended).toEqual(["/a.js in order", "/b.js in order"]);
    // Once inserted, each carries the attribute Next wrote, which React looks for as it hydrates.
    expect(page.scripts.map((e) => [e.src, e.attrs.async])).toEqual([["/a.js", ""], ["/b.js", ""]]);
  });

  it("with a payload to fetch: after first paint, preloads the chunks and fetches it, and adds the chunks only once it is where Next reads it", () => {
    const page = run(true, "/about.txt");
    page.fire(0);
    expect([page.appended, page.requests]).toEqual([[], []]);
    page.paint("first-contentful-paint");
    page.fire(0);
    expect(page.appended).toEqual(["preload script /a.js", "preload script /b.js"]);
    expect(page.requests.map((r) => [r.method, r.url, r.sent])).toEqual([["GET", "/about.txt", true]]);
    // Next's bootstrap push ran before (inline in the page): the payload follows it.
    page.window.__next_f = [[0]];
    Object.assign(page.requests[0], { status: 200, responseText: "0:[]\n" });
    page.requests[0].onload!();
    expect(page.window.__next_f).toEqual([[0], [1, "0:[]\n"]]);
    page.fire(0);
    page.fire(FALLBACK_MS);
    expect(page.appended.slice(2)).toEqual(["/a.js in order", "/b.js in order"]);
    expect(page.requests).toHaveLength(1);
  });

  it("adds the page's whole stylesheet first, as Next marks it, and boots React only once it and the payload are in", () => {
    const page = run(true, "/about.txt", "/s.css");
    page.paint("first-contentful-paint");
    page.fire(0);
    expect(page.appended[0]).toBe('stylesheet {"data-precedence":"next"} /s.css');
    expect(page.appended.slice(1)).toEqual(["preload script /a.js", "preload script /b.js"]);
    Object.assign(page.requests[0], { status: 200, responseText: "0:[]\n" }).onload!();
    page.fire(0);
    expect(page.appended.filter((a) => a.endsWith("in order"))).toEqual([]);
    page.sheets[0].onload();
    page.fire(0);
    expect(page.appended.filter((a) => a.endsWith("in order"))).toEqual(["/a.js in order", "/b.js in order"]);
  });

  it("on a page opened at an anchor, adds the stylesheet at once, render-blocking, and not again after first paint", () => {
    const page = run(true, "/index.txt", "/s.css", "#calendly-section");
    expect(page.appended).toEqual(['stylesheet {"data-precedence":"next","blocking":"render"} /s.css']);
    page.paint("first-contentful-paint");
    page.fire(0);
    expect(page.appended.filter((a) => a.startsWith("stylesheet"))).toHaveLength(1);
    Object.assign(page.requests[0], { status: 200, responseText: "0:[]\n" }).onload!();
    page.sheets[0].onload();
    page.fire(0);
    expect(page.appended.filter((a) => a.endsWith("in order"))).toEqual(["/a.js in order", "/b.js in order"]);
  });

  it("on a page opened at an anchor, scrolls to it again once the blocking rules are in (Chromium may have scrolled there without them)", () => {
    const page = run(true, "/why-vitalhealth.txt", "/s.css", "#verify");
    const verify = page.target("verify");
    const load = () => page.sheets[0].listeners.forEach((fn) => fn());
    load();
    expect(verify.scrolled).toBe(1);
    // An anchor the page does not have: nothing to scroll to, nothing thrown.
    const other = run(true, "/why-vitalhealth.txt", "/s.css", "#no-such-part");
    expect(() => other.sheets[0].listeners.forEach((fn) => fn())).not.toThrow();
  });

  it("on a page opened without an anchor (or with a bare #), blocks nothing: the stylesheet comes after first paint", () => {
    for (const hash of ["", "#"]) {
      const page = run(true, "/index.txt", "/s.css", hash);
      expect(page.appended).toEqual([]);
      page.paint("first-contentful-paint");
      page.fire(0);
      expect(page.appended[0]).toBe('stylesheet {"data-precedence":"next"} /s.css');
    }
  });

  it(`does not wait more than ${FALLBACK_MS} ms for the stylesheet, and waits for it with no payload too`, () => {
    const page = run(true, null, "/s.css");
    page.paint("first-contentful-paint");
    page.fire(0);
    expect(page.appended.filter((a) => a.endsWith("in order"))).toEqual([]);
    page.fire(FALLBACK_MS);
    page.fire(0);
    expect(page.appended.filter((a) => a.endsWith("in order"))).toEqual(["/a.js in order", "/b.js in order"]);
    // A late load counts for nothing more.
    page.sheets[0].onload();
    page.fire(0);
    expect(page.appended.filter((a) => a.endsWith("in order"))).toHaveLength(2);
  });

  it(`asks for the payload ${PAYLOAD_TRIES} times in all (each with a timeout), never boots React without it, and asks again once back online`, () => {
    const page = run(true, "/about.txt");
    page.fire(FALLBACK_MS);
    for (let i = 0; i < PAYLOAD_TRIES; i++) {
      expect(page.requests).toHaveLength(i + 1);
      expect(page.requests[i].timeout).toBe(PAYLOAD_TIMEOUT_MS);
      if (i === 0) page.requests[i].onerror!();
      else if (i === 1) page.requests[i].ontimeout!();
      else Object.assign(page.requests[i], { status: 404 }).onload!();
      page.fire(PAYLOAD_RETRY_MS);
    }
    expect(page.requests).toHaveLength(PAYLOAD_TRIES);
    expect(page.appended.filter((a) => !a.startsWith("preload"))).toEqual([]);
    expect(page.window.__next_f).toBeUndefined();
    page.windowListeners.online();
    expect(page.requests).toHaveLength(PAYLOAD_TRIES + 1);
    Object.assign(page.requests[PAYLOAD_TRIES], { status: 200, responseText: "0:[]\n" }).onload!();
    page.fire(0);
    expect(page.appended.filter((a) => a.endsWith("in order"))).toEqual(["/a.js in order", "/b.js in order"]);
  });

  it("pushes the payload only once the document is parsed, after Next's bootstrap push at the end of the body", () => {
    const page = run(true, "/about.txt");
    page.document.readyState = "loading";
    page.fire(FALLBACK_MS);
    Object.assign(page.requests[0], { status: 200, responseText: "0:[]\n" }).onload!();
    expect(page.window.__next_f).toBeUndefined();
    page.window.__next_f = [[0]];
    page.document.readyState = "interactive";
    page.listeners.DOMContentLoaded({ preventDefault: () => {} });
    expect(page.window.__next_f).toEqual([[0], [1, "0:[]\n"]]);
    page.fire(0);
    expect(page.appended.filter((a) => a.endsWith("in order"))).toEqual(["/a.js in order", "/b.js in order"]);
  });

  it("still loads the runtime when no paint is ever reported (a background tab)", () => {
    const page = run(true);
    page.fire(FALLBACK_MS);
    expect(page.appended).toEqual(["/a.js in order"]);
    page.fire(0);
    expect(page.appended).toEqual(["/a.js in order", "/b.js in order"]);
  });

  it("keeps a form from submitting natively (fields in the URL) until React has hydrated it", () => {
    const page = run(true);
    expect(page.submit(page.form(false))).toBe(true);
    // The page is live before its forms are (components/hydrate-later.tsx).
    page.html.hydrated = true;
    expect(page.submit(page.form(false))).toBe(true);
    expect(page.submit(page.form(true))).toBe(false);
  });

  it("marks a form submitted before it is live, for the form to send once React has it", () => {
    const page = run(true);
    const early = page.form(false);
    page.submit(early);
    expect([...early.attributes]).toEqual(["data-pending"]);
    // A second tap while it waits marks it again: still one submit to send.
    expect(page.submit(early)).toBe(true);
    expect([...early.attributes]).toEqual(["data-pending"]);
    const live = page.form(true);
    page.submit(live);
    expect([...live.attributes]).toEqual(["data-live"]);
  });

  it("waits for the first frame where the Paint Timing API is missing", () => {
    const page = run(false);
    expect(page.appended).toEqual([]);
    page.fire(-1);
    page.fire(0);
    expect(page.appended).toEqual(["/a.js in order", "/b.js in order"]);
  });
});

describe("withCompileHint", () => {
  it("puts V8's magic comment on the first line, once", () => {
    const hinted = withCompileHint("(self.TURBOPACK||=[]).push([])");
    expect(hinted.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(hinted.endsWith("(self.TURBOPACK||=[]).push([])")).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(hinted.startsWith(COMPILE_HINT)).toBe(true);
  });
});

describe("frameworkChunks", () => {
  it("keeps the chunks every page with a runtime loads, not a page's own", () => {
    const content = ["/react.js", "/next.js", "/main.js"];
    const form = ["/react.js", "/next.js", "/form.js", "/main.js"];
    expect(frameworkChunks([content, form, [], form])).toEqual(["/react.js", "/next.js", "/main.js"]);
  });

  it("is empty when no page loads a runtime", () => {
    expect(frameworkChunks([[], []])).toEqual([]);
  });
});

describe("deferRuntimeIn (the build step over out/)", () => {
  let dir: string;
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "defer-runtime-"));
    mkdirSync(path.join(dir, "_next", "static", "chunks"), { recursive: true });
    for (const chunk of ["react", "runtime", "main", "polyfills"]) write(`_next/static/chunks/${chunk}.js`, `/*${chunk}*/`);
    write("index.html", page);
    write("about.html", page);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("defers every page and hints the chunks they share; a page with no chunk is left alone", () => {
    const plain = "<html><head></head><body>No script at all</body></html>";
    write("plain.html", plain);
    expect(deferRuntimeIn(dir)).toEqual({ changed: 2, frameworkChunks: 3 });
    expect(deferredChunks(read("about.html"))).toHaveLength(3);
    expect(read("plain.html")).toBe(plain);
    expect(read("_next/static/chunks/main.js").startsWith(COMPILE_HINT)).toBe(true);
    expect(read("_next/static/chunks/polyfills.js")).toBe("/*polyfills*/");
  });

  it("moves each page's payload to its .txt: Next's own when it holds the same text, else one it writes (the not-found page)", () => {
    write("about.txt", payloadText);
    deferRuntimeIn(dir);
    for (const [file, txt] of [["about.html", "about.txt"], ["index.html", "index.txt"]]) {
      expect(read(file)).not.toContain("self.__next_f.push([1,");
      expect(deferredPayload(read(file))).toBe(`/${txt}`);
      expect(read(txt)).toBe(payloadText);
    }
  });

  it("fails, naming both files, when the .txt beside a page is not that page's payload", () => {
    write("about.txt", "0:other\n");
    expect(() => deferRuntimeIn(dir)).toThrow(`${path.join(dir, "about.txt")} is not ${path.join(dir, "about.html")}'s own payload`);
  });

  it("fails when a page pushes payload in a form it does not move, or has chunks but no payload", () => {
    write("about.html", page.replace("</body>", '<script>self.__next_f.push([3,"AAAA"])</script></body>'));
    expect(() => deferRuntimeIn(dir)).toThrow(`${path.join(dir, "about.html")} pushes payload in a form this step does not move`);
    write("about.html", takePayload(page).html);
    expect(() => deferRuntimeIn(dir)).toThrow(`${path.join(dir, "about.html")} has runtime chunks but no inline payload`);
  });

  it.each([
    ["a module script", '<script src="/_next/static/chunks/extra.js" type="module" async=""></script>'],
    ["a deployment-id query", '<script src="/_next/static/chunks/extra.js?dpl=abc" async=""></script>'],
    ["defer instead of async", '<script src="/_next/static/chunks/extra.js" defer=""></script>'],
    ["a module preload", '<link rel="modulepreload" href="/_next/static/chunks/extra.js"/>'],
  ])("fails, naming the page, when Next loads a chunk through %s", (_, tag) => {
    write("about.html", page.replace("</head>", `${tag}</head>`));
    expect(() => deferRuntimeIn(dir)).toThrow(`${path.join(dir, "about.html")} loads Next's chunks in markup this step does not recognise: ${tag.replace("</script>", "")}`);
  });

  it("fails, naming the page, when a page with the runtime links its manifest in markup it does not recognise", () => {
    write("about.html", page.replace('<link rel="manifest" href="/manifest.webmanifest"/>', '<link rel="manifest" href="/manifest.webmanifest" crossOrigin="use-credentials"/>'));
    expect(() => deferRuntimeIn(dir)).toThrow(`${path.join(dir, "about.html")} has no manifest link this step recognises`);
  });

  it("fails when no page loads the runtime in the form it knows, rather than reporting 0 pages", () => {
    const changed = page.replaceAll('async=""', 'async');
    write("index.html", changed);
    write("about.html", changed);
    expect(() => deferRuntimeIn(dir)).toThrow(/index\.html loads Next's chunks in markup this step does not recognise/);
    write("index.html", "<html><body>Hi</body></html>");
    write("about.html", "<html><body>Hi</body></html>");
    expect(() => deferRuntimeIn(dir)).toThrow(`no page under ${dir} loads Next's runtime`);
  });

  it("fails when the pages share no chunk, so no framework chunk gets its compile hint", () => {
    write("index.html", page.replace(/<script src="\/_next\/static\/chunks\/(runtime|main)\.js" async=""><\/script>/g, ""));
    write("about.html", page.replace('<script src="/_next/static/chunks/react.js" async=""></script>', ""));
    expect(() => deferRuntimeIn(dir)).toThrow(`no chunk is common to every page under ${dir}`);
  });
});
