import { editorScript } from "../editor-assets";

// Copied at build time from the installed package into out/admin/sveltia-cms.js: the editor is
// served from the site's own origin (its policy allows no script host), and the bundle is never
// committed. Its fonts are pointed at this site too (app/admin/editor-assets.ts).
export const dynamic = "force-static";

export function GET() {
  return new Response(editorScript(), { headers: { "Content-Type": "text/javascript; charset=utf-8" } });
}
