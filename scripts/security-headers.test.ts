/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { BOOKING_WIDGET_ATTR } from "../lib/booking-widget.mjs";
import { EDITOR } from "../lib/routes.mjs";
import { createHash } from "node:crypto";
import { editorContentSecurityPolicy, generateHeaders, holdsBookingWidget, inlineCodeFindings, inlineStyleHashes, routesOf } from "./security-headers.mjs";

describe("routesOf", () => {
  it("names every path a page answers on, canonical first", () => {
    expect(routesOf("/about.html")).toEqual(["/about", "/about/", "/about.html"]);
    expect(routesOf("/index.html")).toEqual(["/", "/index", "/index/", "/index.html"]);
    expect(routesOf("/es/index.html")).toEqual(["/es", "/es/", "/es/index", "/es/index/", "/es/index.html"]);
  });
});

describe("holdsBookingWidget", () => {
  it("finds the calendar's container by its attribute, and not the name written in a script or in text", () => {
    expect(holdsBookingWidget(`<html><div class="calendly-inline-widget" ${BOOKING_WIDGET_ATTR}=""></div></html>`)).toBe(true);
    expect(holdsBookingWidget(`<html><div ${BOOKING_WIDGET_ATTR}></div></html>`)).toBe(true);
    expect(holdsBookingWidget(`<html><script>self.x='<div ${BOOKING_WIDGET_ATTR}>'</script><p>${BOOKING_WIDGET_ATTR}</p></html>`)).toBe(false);
    expect(holdsBookingWidget(`<html><div data-other="${BOOKING_WIDGET_ATTR}"></div></html>`)).toBe(false);
  });
});

describe("generateHeaders", () => {
  let dir: string;
  const pages = { "/index.html": "home()", "/about.html": "about()", "/404.html": "missing()" };
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "vh-headers-"));
    for (const [file, script] of Object.entries(pages)) writeFileSync(path.join(dir, file), `<html><script>${script}</script></html>`);
    generateHeaders(dir, { backendUrl: undefined });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");
  const cspOf = (file: string) => {
    const json = JSON.parse(read("_headers.json"));
    return json.pages[routesOf(file)[0]]["Content-Security-Policy"] as string;
  };

  it("gives every way to reach a page that page's policy, in every host's file", () => {
    const json = JSON.parse(read("_headers.json"));
    const nginx = read("nginx-headers.conf");
    const netlify = read("_headers");
    const vercel = JSON.parse(read("vercel.json"));
    for (const file of Object.keys(pages)) {
      const csp = cspOf(file);
      for (const route of routesOf(file)) {
        expect(json.pages[route]["Content-Security-Policy"]).toBe(csp);
        const location = nginx.split(/\n(?=location )/).find((b) => b.startsWith(`location = ${route} {`));
        expect(location).toContain(`Content-Security-Policy "${csp}"`);
        expect(location).toContain(`try_files ${file} =404;`);
        expect(netlify).toContain(`${route}\n  Content-Security-Policy: ${csp}`);
        const rule = vercel.headers.find((h: { source: string }) => h.source === route);
        expect(rule.headers).toContainEqual({ key: "Content-Security-Policy", value: csp });
      }
    }
    // Each page's policy holds its own script's hash and no other page's.
    expect(cspOf("/index.html")).not.toBe(cspOf("/about.html"));
  });
});

describe("generateHeaders (the build step over out/)", () => {
  let dir: string;
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "security-headers-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a policy with the page's own hashes for each route", () => {
    write("index.html", "<html><head><script>self.a=1</script></head></html>");
    write("about.html", "<html><head><script>self.b=1</script></head></html>");
    const json = generateHeaders(dir, { backendUrl: undefined });
    expect(Object.keys(json.pages).sort()).toEqual(["/", "/about", "/about.html", "/about/", "/index", "/index.html", "/index/"]);
    expect(json.pages["/"]["Content-Security-Policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
  });

  it("allows each page's own <style> blocks by hash, and nothing else inline", () => {
    const css = ".a{color:red}";
    write("index.html", `<html><head><style>${css}</style><script>self.a=1;"<style>.b{}</style>"</script></head><body><textarea><style>.c{}</style></textarea></body></html>`);
    write("desk.html", `<html><head><style>${css}</style><script>self.a=1</script></head></html>`);
    const json = generateHeaders(dir, { backendUrl: undefined });
    const sha = createHash("sha256").update(css, "utf8").digest("base64");
    for (const route of ["/", "/desk"]) expect(json.pages[route]["Content-Security-Policy"]).toContain(`style-src 'self' 'sha256-${sha}';`);
    expect(inlineStyleHashes(`<style>${css}</style><style media="print">${css}</STYLE >`)).toEqual([`'sha256-${sha}'`, `'sha256-${sha}'`]);
  });

  it("allows the booking calendar only on the pages that hold it, wherever they are", () => {
    write("index.html", "<html><head><script>self.a=1</script></head><body><p>Home</p></body></html>");
    write("contact.html", `<html><head><script>self.b=1</script></head><body><div class="calendly-inline-widget" ${BOOKING_WIDGET_ATTR}=""></div></body></html>`);
    const json = generateHeaders(dir, { backendUrl: undefined });
    const csp = (route: string) => json.pages[route]["Content-Security-Policy"];
    expect(csp("/contact")).toMatch(/script-src 'self' [^;]*https:\/\/assets\.calendly\.com/);
    expect(csp("/contact")).toMatch(/style-src 'self' https:\/\/assets\.calendly\.com/);
    expect(csp("/")).not.toContain("assets.calendly.com");
  });

  it("fails when there is no page to write headers for", () => {
    expect(() => generateHeaders(dir)).toThrow(`no .html page under ${dir}`);
  });

  it("fails, naming the page, when a page has no inline script to hash", () => {
    write("index.html", "<html><head><script>self.a=1</script></head></html>");
    write("about.html", '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head></html>');
    expect(() => generateHeaders(dir)).toThrow(`${path.join(dir, "about.html")} has no inline <script> to hash`);
  });
});

describe("inline style and handlers, which the policy blocks", () => {
  let dir: string;
  const script = "<script>self.a=1</script>";
  const page = (body: string) => `<!DOCTYPE html><html><head>${script}</head><body>${body}</body></html>`;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "security-headers-inline-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ["a style attribute", '<p style="color:red">Hi</p>', "a style attribute on <p>"],
    ["an unquoted style attribute in capitals", "<DIV STYLE=display:none>Hi</DIV>", "a style attribute on <div>"],
    ["an event handler", '<button type="button" onclick="go()">Go</button>', "an onclick attribute on <button>"],
    ["an event handler on an image, after a value with a >", '<img alt="a > b" src="/a.png" onerror="x()">', "an onerror attribute on <img>"],
    ["a style attribute on an SVG shape", '<svg><path d="M0 0" style="fill:red"/></svg>', "a style attribute on <path>"],
  ])("fails the build on %s, naming the file and what it found", (_, body, finding) => {
    writeFileSync(path.join(dir, "index.html"), page("<main>ok</main>"));
    writeFileSync(path.join(dir, "about.html"), page(body));
    expect(() => generateHeaders(dir, { backendUrl: undefined })).toThrow(`${path.join(dir, "about.html")}: ${finding}`);
    // Nothing is written for the hosts: a failed step leaves no headers that look finished.
    expect(existsSync(path.join(dir, "_headers.json"))).toBe(false);
  });

  it("lists every finding of every page", () => {
    writeFileSync(path.join(dir, "index.html"), page('<p style="x" onmouseover="y()">Hi</p>'));
    writeFileSync(path.join(dir, "about.html"), page('<a href="/" onclick="z()">Home</a>'));
    let message = "";
    try {
      generateHeaders(dir, { backendUrl: undefined });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`${path.join(dir, "index.html")}: a style attribute on <p>, an onmouseover attribute on <p>`);
    expect(message).toContain(`${path.join(dir, "about.html")}: an onclick attribute on <a>`);
  });

  it("passes markup that only mentions them: in a script, Next's JSON payload, a comment, an attribute's value, a textarea", () => {
    const mentions = [
      `<script>self.__next_f.push([1,"<div style=\\"color:red\\" onclick=\\"x()\\"><style>p{}</style>"])</script>`,
      '<script type="application/ld+json">{"description":"<p style=\'x\' onload=\'y\'>"}</script>',
      '<!-- <style>p{}</style> <p style="x"> -->',
      '<a href="/?style=1&onclick=2" title=\'style="x" onclick="y()"\' data-onclick="z" data-style="w">Link</a>',
      '<textarea name="n"><p style="x" onclick="y()"></p><style></style></textarea>',
      "<p>Write style=&quot;x&quot; or <b>onclick</b>= in text, and 3 < 4 > 2.</p>",
    ];
    for (const body of mentions) expect({ body, found: inlineCodeFindings(page(body)) }).toEqual({ body, found: [] });
    writeFileSync(path.join(dir, "index.html"), page(mentions.join("")));
    expect(() => generateHeaders(dir, { backendUrl: undefined })).not.toThrow();
  });
});

describe("the content editor's page (/admin/, Sveltia CMS)", () => {
  let dir: string;
  const editorPage = '<!DOCTYPE html><html lang="en"><head><meta name="robots" content="noindex, nofollow"><title>Editor</title></head><body><script src="/admin/sveltia-cms.js"></script></body></html>';
  const publicPages = { "index.html": "<html><head><script>self.a=1</script></head></html>", "about.html": "<html><head><script>self.b=1</script></head></html>" };
  const build = (withEditor: boolean) => {
    dir = mkdtempSync(path.join(tmpdir(), "security-headers-editor-"));
    for (const [file, html] of Object.entries(publicPages)) writeFileSync(path.join(dir, file), html);
    if (withEditor) {
      mkdirSync(path.join(dir, "admin"));
      writeFileSync(path.join(dir, EDITOR.page), editorPage);
    }
    return generateHeaders(dir, { backendUrl: "https://abc.supabase.co" });
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const directives = (csp: string) => Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

  it("gets its own policy at every path it answers on, with no inline script and no script host but the site", () => {
    const json = build(true);
    const csp = json.pages[EDITOR.dir]["Content-Security-Policy"];
    for (const route of routesOf(EDITOR.page)) expect(json.pages[route]["Content-Security-Policy"]).toBe(csp);
    expect(csp).toBe(editorContentSecurityPolicy());
    const d = directives(csp);
    expect(d["default-src"]).toEqual(["'none'"]);
    expect(d["script-src"]).toEqual(["'self'"]);
    expect(csp).not.toContain("unsafe-eval");
    expect(d["connect-src"]).toEqual(["'self'", "blob:", "data:", "https://api.github.com"]);
    expect(d["frame-ancestors"]).toEqual(["'none'"]);
    expect(d["object-src"]).toEqual(["'none'"]);
    // No CDN: the script and its fonts are served from the site (app/admin/editor-assets.ts).
    expect(d["font-src"]).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unpkg|jsdelivr/);
  });

  it("is noindex, never cached, and keeps a popup's way back for the GitHub sign-in", () => {
    const h = build(true).pages[EDITOR.dir];
    expect(h["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(h["Cache-Control"]).toBe("no-store");
    expect(h["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
  });

  it("changes nothing in the public pages' headers, in any host's file", () => {
    const without = build(false);
    const netlifyWithout = readFileSync(path.join(dir, "_headers"), "utf8");
    rmSync(dir, { recursive: true, force: true });
    const withEditor = build(true);
    for (const route of Object.keys(without.pages)) expect(withEditor.pages[route]).toEqual(without.pages[route]);
    expect(withEditor.pages["/"]["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(withEditor.pages["/"]["Content-Security-Policy"]).not.toContain("unsafe-inline");

    // Netlify joins every matching block: the opener policy, no longer common to every page, is
    // named once per route (and for the hashed assets) instead of in /*.
    const netlify = readFileSync(path.join(dir, "_headers"), "utf8");
    const blocks = new Map(netlify.split("\n\n").map((b) => [b.split("\n")[0], b]));
    expect(netlifyWithout.split("\n\n")[0]).toContain("Cross-Origin-Opener-Policy: same-origin");
    expect(blocks.get("/*")).not.toContain("Cross-Origin-Opener-Policy");
    for (const route of [...routesOf("/index.html"), ...routesOf("/about.html"), "/_next/static/*"]) expect(blocks.get(route)).toContain("  Cross-Origin-Opener-Policy: same-origin\n");
    for (const route of routesOf(EDITOR.page)) {
      expect(blocks.get(route)).toContain("  Cross-Origin-Opener-Policy: same-origin-allow-popups\n");
      expect(blocks.get(route)!.match(/Cross-Origin-Opener-Policy/g)).toHaveLength(1);
    }
    const vercel = JSON.parse(readFileSync(path.join(dir, "vercel.json"), "utf8"));
    const coop = (source: string) => vercel.headers.filter((r: { source: string }) => r.source === source).flatMap((r: { headers: { key: string; value: string }[] }) => r.headers.filter((h) => h.key === "Cross-Origin-Opener-Policy").map((h) => h.value));
    expect(coop("/(.*)")).toEqual([]);
    expect(coop("/about")).toEqual(["same-origin"]);
    expect(coop(EDITOR.dir)).toEqual(["same-origin-allow-popups"]);
  });

  it("still fails on a Next page without an inline script to hash", () => {
    build(true);
    writeFileSync(path.join(dir, "about.html"), '<html><head><script src="/_next/static/chunks/a.js"></script></head></html>');
    expect(() => generateHeaders(dir)).toThrow(`${path.join(dir, "about.html")} has no inline <script> to hash`);
  });
});
