/** @jest-environment node */
import { existsSync } from "node:fs";
import { EDITOR_FONTS, editorScript } from "./editor-assets";

describe("editorScript", () => {
  it("points every font of the installed Sveltia at this site, which has each file", () => {
    const code = editorScript();
    expect(code).not.toContain("cdn.jsdelivr.net");
    for (const font of EDITOR_FONTS) {
      expect(code).toContain(font.served);
      expect({ file: font.file, installed: existsSync(font.file) }).toEqual({ file: font.file, installed: true });
    }
    expect(code).not.toMatch(/sourceMappingURL/);
  });

  it("fails the build when Sveltia names a CDN file not served here, or no longer names one that is", () => {
    const all = EDITOR_FONTS.map((f) => `url(${f.cdn})`).join("");
    expect(editorScript(all)).toBe(EDITOR_FONTS.map((f) => `url(${f.served})`).join(""));
    expect(() => editorScript(`${all}url(https://cdn.jsdelivr.net/fontsource/fonts/new@6/latin.woff2)`)).toThrow("CDN files not served here: https://cdn.jsdelivr.net/fontsource/fonts/new@6/latin.woff2");
    expect(() => editorScript(all.replace(EDITOR_FONTS[0].cdn, ""))).toThrow(`no longer names ${EDITOR_FONTS[0].cdn}`);
  });
});
