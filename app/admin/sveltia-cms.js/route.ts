import { readFileSync } from "node:fs";
import path from "node:path";

// Copied at build time from the installed package into out/admin/sveltia-cms.js: the editor is
// served from the site's own origin (its policy allows no script host), and the bundle is never
// committed. The package's exports name only its npm entry, so the file is read by its path.
export const dynamic = "force-static";

const SVELTIA_BUNDLE = path.join(process.cwd(), "node_modules", "@sveltia", "cms", "dist", "sveltia-cms.js");

export function GET() {
  // The source map is not copied: drop the comment that would make developer tools ask for it.
  const code = readFileSync(SVELTIA_BUNDLE, "utf8").replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
  return new Response(code, { headers: { "Content-Type": "text/javascript; charset=utf-8" } });
}
