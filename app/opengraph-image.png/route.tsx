import { ImageResponse } from "next/og";
import { copyFor } from "@/content";
import { fullAddress, site } from "@/content/site";

// Made at build time from content/ (no network): the image shared links show. A route named
// *.png (not the opengraph-image convention) so static hosts serve it as image/png.
export const dynamic = "force-static";

const size = { width: 1200, height: 630 };

export function GET() {
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "#effaf9", color: "#063532" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
          <div style={{ display: "flex", position: "relative", width: 120, height: 110 }}>
            <div style={{ position: "absolute", left: 0, top: 0, width: 70, height: 70, borderRadius: 35, background: "rgba(15,118,110,0.85)" }} />
            <div style={{ position: "absolute", left: 45, top: 0, width: 70, height: 70, borderRadius: 35, background: "rgba(180,63,28,0.75)" }} />
            <div style={{ position: "absolute", left: 22, top: 38, width: 70, height: 70, borderRadius: 35, background: "rgba(9,74,70,0.7)" }} />
          </div>
          <div style={{ fontSize: 72, fontWeight: 700 }}>{site.name}</div>
        </div>
        <div style={{ fontSize: 56, fontWeight: 700, lineHeight: 1.15 }}>{copyFor("en").site.tagline}</div>
        <div style={{ display: "flex", justifyContent: "space-between", fontSize: 30, color: "#1b2430" }}>
          <span>{site.phones.main.display}</span>
          <span>{fullAddress}</span>
        </div>
      </div>
    ),
    size,
  );
}
