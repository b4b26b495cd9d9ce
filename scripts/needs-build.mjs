import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["app", "components", "content", "lib", "public", "supabase/functions/_shared", "next.config.mjs", "package.json", "tsconfig.json", "scripts/preload-fonts.mjs", "scripts/defer-runtime.mjs", "scripts/security-headers.mjs", "scripts/html-tags.mjs"];

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(p)) max = Math.max(max, newest(path.join(p, e)));
  return max;
}

/**
 * True when out/ holds the headers the post-build steps write for its pages (out/_headers.json,
 * written after the pages): a bare `next build` leaves pages without them, or older ones.
 */
export function hasSecurityHeaders(outDir) {
  const headers = path.join(outDir, "_headers.json");
  const page = path.join(outDir, "index.html");
  return existsSync(headers) && existsSync(page) && statSync(headers).mtimeMs >= statSync(page).mtimeMs;
}

/** True when out/ (or `outDir`) is missing, has no security headers, or any source is newer than the last export. */
export function needsBuild(root, outDir = path.join(root, "out")) {
  const marker = path.join(outDir, "index.html");
  if (!existsSync(marker) || !hasSecurityHeaders(outDir)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((s) => newest(path.join(root, s)) > built);
}
