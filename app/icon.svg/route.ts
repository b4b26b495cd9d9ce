import { logoSvg } from "@/lib/logo-circles";

export const dynamic = "force-static";

/** The logo's circles as a scalable icon for the web manifest, drawn from the same data as the logo. */
export function GET() {
  return new Response(logoSvg(), {
    headers: { "Content-Type": "image/svg+xml" },
  });
}
