import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
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
