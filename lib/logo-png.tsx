import { ImageResponse } from "next/og";
import { LOGO_VIEWBOX, logoCircles } from "./logo-circles";

/**
 * The logo's circles as a square PNG, made at build time (favicon, home-screen icon). A PNG, not
 * the SVG, for the favicon: Chromium builds a whole isolated document for an SVG image, main-thread
 * work that landed in the middle of page load.
 */
export function logoPng(size: number, background?: string) {
  const scale = size / LOGO_VIEWBOX;
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", position: "relative", ...(background ? { background } : {}) }}>
        {logoCircles.map((c) => (
          <div
            key={c.fill}
            style={{
              position: "absolute",
              left: (c.cx - c.r) * scale,
              top: (c.cy - c.r) * scale,
              width: 2 * c.r * scale,
              height: 2 * c.r * scale,
              borderRadius: c.r * scale,
              background: c.fill,
              opacity: c.opacity,
            }}
          />
        ))}
      </div>
    ),
    { width: size, height: size },
  );
}
