import { copyFontPreloads } from "./preload-fonts.mjs";

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
