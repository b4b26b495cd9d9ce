import { editorPage } from "../editor-page";

// Written once at build time into out/admin/index.html (the page at /admin/).
export const dynamic = "force-static";

export function GET() {
  return new Response(editorPage(), { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
