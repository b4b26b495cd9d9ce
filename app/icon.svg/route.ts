import { LOGO_VIEWBOX, logoCircles } from "@/lib/logo-circles";

export const dynamic = "force-static";

/** The logo's circles as a scalable icon for the web manifest, drawn from the same data as the logo. */
export function GET() {
  const circles = logoCircles.map((c) => `<circle cx="${c.cx}" cy="${c.cy}" r="${c.r}" fill="${c.fill}" fill-opacity="${c.opacity}"/>`).join("");
  return new Response(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_VIEWBOX} ${LOGO_VIEWBOX}">${circles}</svg>`, {
    headers: { "Content-Type": "image/svg+xml" },
  });
}
