import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyFontPreloads, preloadFontsIn } from "./preload-fonts.mjs";

const font = '<link rel="preload" href="/_next/static/media/font-s.p.abc.woff2" as="font" crossorigin="" type="font/woff2"/>';
const css = '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>';
const home = `<html><head><meta charSet="utf-8"/>${font}${css}</head><body>Home</body></html>`;
const notFound = `<html><head><meta charSet="utf-8"/>${css}</head><body>404</body></html>`;

describe("copyFontPreloads", () => {
  it("adds Home's font preload before the stylesheet of a page that lacks it", () => {
    const out = copyFontPreloads(notFound, home);
    expect(out).toBe(`<html><head><meta charSet="utf-8"/>${font}${css}</head><body>404</body></html>`);
  });

  it("leaves pages that already preload the font, or have no stylesheet, as they are", () => {
    expect(copyFontPreloads(home, home)).toBe(home);
    const bare = "<html><head></head><body></body></html>";
    expect(copyFontPreloads(bare, home)).toBe(bare);
  });

  it("changes nothing when Home has no font preload to copy", () => {
    expect(copyFontPreloads(notFound, notFound)).toBe(notFound);
  });
});

describe("preloadFontsIn (the build step over out/)", () => {
  let dir: string;
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "preload-fonts-"));
    write("index.html", home);
    write("404.html", notFound);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("adds the preload where it is missing, and passes when every page has it already", () => {
    expect(preloadFontsIn(dir)).toEqual(["/404.html"]);
    expect(readFileSync(path.join(dir, "404.html"), "utf8")).toContain(font);
    expect(preloadFontsIn(dir)).toEqual([]);
  });

  it("fails, naming the page, when a page is left without the preload (no stylesheet link it knows)", () => {
    write("404.html", notFound.replace('<link rel="stylesheet" href="/_next/static/chunks/a.css"', '<link href="/_next/static/chunks/a.css" rel="stylesheet"'));
    expect(() => preloadFontsIn(dir)).toThrow(`no <link rel="stylesheet"> to put one before, in ${path.join(dir, "404.html")}`);
  });

  it("fails, naming Home, when Home has no font preload to copy", () => {
    write("index.html", notFound);
    expect(() => preloadFontsIn(dir)).toThrow(`${path.join(dir, "index.html")} has no <link rel="preload" as="font"> to copy`);
  });
});
