/**
 * What the editor's page loads, all from this site: Sveltia's script and the fonts its stylesheet
 * asks for (the text, the code and the icons, drawn by an icon font). Each is copied at build time
 * from an installed package (package.json pins the versions); nothing of it is committed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const modules = path.join(process.cwd(), "node_modules");

/** Sveltia CMS as published. The package's exports name only its npm entry, so it is read by its path. */
const SVELTIA_BUNDLE = path.join(modules, "@sveltia", "cms", "dist", "sveltia-cms.js");

/**
 * The font files Sveltia's stylesheet names on the jsDelivr CDN, and the same files from the same
 * Fontsource packages and versions in node_modules, served under /admin/fonts/.
 */
export const EDITOR_FONTS = [
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
    file: path.join(modules, "@fontsource-variable", "material-symbols-outlined", "files", "material-symbols-outlined-latin-wght-normal.woff2"),
    served: "/admin/fonts/material-symbols-outlined.woff2",
  },
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
    file: path.join(modules, "@fontsource-variable", "source-sans-3", "files", "source-sans-3-latin-wght-normal.woff2"),
    served: "/admin/fonts/source-sans-3.woff2",
  },
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2",
    file: path.join(modules, "@fontsource", "noto-mono", "files", "noto-mono-latin-400-normal.woff2"),
    served: "/admin/fonts/noto-mono.woff2",
  },
] as const;

const CDN = /https:\/\/cdn\.jsdelivr\.net\/[^)"'`\s]+/g;

/**
 * Sveltia's script with its font addresses pointed at this site. Throws when the script names a
 * CDN file that is not in EDITOR_FONTS, or no longer names one that is (a new Sveltia version
 * changed its fonts: update EDITOR_FONTS and the Fontsource versions in package.json together),
 * rather than ship an editor whose policy blocks its fonts.
 */
export function editorScript(code: string = readFileSync(SVELTIA_BUNDLE, "utf8")): string {
  const named = new Set(code.match(CDN) ?? []);
  const known = new Set<string>(EDITOR_FONTS.map((f) => f.cdn));
  const unknown = [...named].filter((url) => !known.has(url));
  const gone = [...known].filter((url) => !named.has(url));
  if (unknown.length > 0 || gone.length > 0) {
    throw new Error(
      `[admin] Sveltia's script names ${unknown.length ? `CDN files not served here: ${unknown.join(", ")}` : ""}${unknown.length && gone.length ? "; and " : ""}${gone.length ? `no longer names ${gone.join(", ")}` : ""}. Update EDITOR_FONTS in app/admin/editor-assets.ts and the Fontsource packages in package.json.`,
    );
  }
  let out = code;
  for (const font of EDITOR_FONTS) out = out.replaceAll(font.cdn, font.served);
  // The source map is not copied: drop the comment that would make developer tools ask for it.
  return out.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
}

/** One of the editor's fonts, as a response (the route handlers under app/admin/fonts/). */
export function fontResponse(served: (typeof EDITOR_FONTS)[number]["served"]): Response {
  const font = EDITOR_FONTS.find((f) => f.served === served)!;
  return new Response(readFileSync(font.file), { headers: { "Content-Type": "font/woff2" } });
}
