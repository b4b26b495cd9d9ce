import { fontResponse } from "../../editor-assets";

// Copied at build time from its Fontsource package into out/admin/fonts/material-symbols-outlined.woff2.
export const dynamic = "force-static";

export function GET() {
  return fontResponse("/admin/fonts/material-symbols-outlined.woff2");
}
