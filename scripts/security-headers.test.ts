/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generateHeaders } from "./security-headers.mjs";

describe("generateHeaders (the build step over out/)", () => {
  let dir: string;
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "security-headers-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a policy with the page's own hashes for each route", () => {
    write("index.html", "<html><head><script>self.a=1</script></head></html>");
    write("about.html", "<html><head><script>self.b=1</script></head></html>");
    const json = generateHeaders(dir, { backendUrl: undefined });
    expect(Object.keys(json.pages).sort()).toEqual(["/", "/about", "/about.html", "/about/"]);
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
