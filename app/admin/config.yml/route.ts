import { editorConfigYaml } from "../editor-config";

// Written once at build time into out/admin/config.yml, where Sveltia looks for it beside the page.
export const dynamic = "force-static";

export function GET() {
  return new Response(editorConfigYaml(), { headers: { "Content-Type": "text/yaml; charset=utf-8" } });
}
