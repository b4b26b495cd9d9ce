/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { generateHeaders, routesOf } from "./security-headers.mjs";

describe("routesOf", () => {
  it("names every path a page answers on, canonical first", () => {
    expect(routesOf("/about.html")).toEqual(["/about", "/about/", "/about.html"]);
    expect(routesOf("/index.html")).toEqual(["/", "/index", "/index/", "/index.html"]);
    expect(routesOf("/es/index.html")).toEqual(["/es", "/es/", "/es/index", "/es/index/", "/es/index.html"]);
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

  it("fails when there is no page to write headers for", () => {
    expect(() => generateHeaders(dir)).toThrow(`no .html page under ${dir}`);
  });

  it("fails, naming the page, when a page has no inline script to hash", () => {
    write("index.html", "<html><head><script>self.a=1</script></head></html>");
    write("about.html", '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head></html>');
    expect(() => generateHeaders(dir)).toThrow(`${path.join(dir, "about.html")} has no inline <script> to hash`);
  });
});
