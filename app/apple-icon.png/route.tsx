import { logoPng } from "@/lib/logo-png";

export const dynamic = "force-static";

/** The logo's three circles on white, for home screens. */
export function GET() {
  return logoPng(180, "#ffffff");
}
