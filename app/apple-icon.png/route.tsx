import { ImageResponse } from "next/og";

export const dynamic = "force-static";
const size = { width: 180, height: 180 };

/** The logo's three circles on white, for home screens. */
export function GET() {
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", background: "#ffffff", position: "relative" }}>
        <div style={{ position: "absolute", left: 25, top: 30, width: 80, height: 80, borderRadius: 40, background: "rgba(15,118,110,0.85)" }} />
        <div style={{ position: "absolute", left: 75, top: 30, width: 80, height: 80, borderRadius: 40, background: "rgba(180,63,28,0.75)" }} />
        <div style={{ position: "absolute", left: 50, top: 72, width: 80, height: 80, borderRadius: 40, background: "rgba(9,74,70,0.7)" }} />
      </div>
    ),
    size,
  );
}
