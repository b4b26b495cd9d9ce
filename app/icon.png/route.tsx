import { logoPng } from "@/lib/logo-png";

export const dynamic = "force-static";

/** The favicon: the logo's three circles on a transparent square. */
export function GET() {
  return logoPng(48);
}
