import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { EDITOR, NOT_FOUND_ROUTES, pageFile } from "../lib/routes.mjs";
import { copyFontPreloads, dropNotFoundCopy, preloadFontsIn } from "./preload-fonts.mjs";

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

  it("leaves the content editor's page alone: Sveltia's, without the site's font or stylesheet", () => {
    mkdirSync(path.join(dir, "admin"));
    const editor = '<!DOCTYPE html><html lang="en"><head><title>Editor</title></head><body><script src="/admin/sveltia-cms.js"></script></body></html>';
    write(EDITOR.page.slice(1), editor);
    expect(preloadFontsIn(dir)).toEqual(["/404.html"]);
    expect(readFileSync(path.join(dir, EDITOR.page), "utf8")).toBe(editor);
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

describe("dropNotFoundCopy (the build step over out/)", () => {
  let dir: string;
  const write = (file: string, text = "x") => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const files = (sub = "") => readdirSync(path.join(dir, sub), { recursive: true }).map(String).sort();
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "not-found-copy-"));
    for (const file of ["index.html", ...NOT_FOUND_ROUTES.map(pageFile), "es/404/__next.es.404.__PAGE__.txt", "_not-found.html", "_not-found.txt", "_not-found/__next._tree.txt"]) write(file);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("deletes _not-found.html and its RSC files, and keeps both 404 pages", () => {
    expect(dropNotFoundCopy(dir)).toEqual(["_not-found.html", "_not-found.txt", "_not-found"]);
    expect(files()).toEqual(["404.html", "es", "es/404", "es/404.html", "es/404/__next.es.404.__PAGE__.txt", "index.html"]);
  });

  it("fails, naming the file, when Next wrote no _not-found.html (or the step already ran)", () => {
    dropNotFoundCopy(dir);
    expect(() => dropNotFoundCopy(dir)).toThrow(`no ${path.join(dir, "_not-found.html")} to delete`);
  });

  /** The not-found pages the hosts serve: 404.html, es/404.html. */
  const notFoundPages = NOT_FOUND_ROUTES.map(pageFile);

  it.each(notFoundPages)("fails, deleting nothing, when %s is missing", (page) => {
    rmSync(path.join(dir, page));
    expect(() => dropNotFoundCopy(dir)).toThrow(`no ${path.join(dir, page)}: the not-found pages the hosts serve are missing`);
    expect(existsSync(path.join(dir, "_not-found.html"))).toBe(true);
    expect(existsSync(path.join(dir, "_not-found"))).toBe(true);
  });
});
