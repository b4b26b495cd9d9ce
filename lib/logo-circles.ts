/** The logo's three overlapping circles (body, heart, community) on a 40 × 40 grid. */
export const LOGO_VIEWBOX = 40;
export const logoCircles = [
  { cx: 14, cy: 15, r: 10, fill: "#0f766e", opacity: 0.85 },
  { cx: 26, cy: 15, r: 10, fill: "#b43f1c", opacity: 0.75 },
  { cx: 20, cy: 25, r: 10, fill: "#094a46", opacity: 0.7 },
] as const;

/** The logo as an SVG document: the icon the manifest names (app/icon.svg) and the pages' favicon. */
export function logoSvg(): string {
  const circles = logoCircles.map((c) => `<circle cx="${c.cx}" cy="${c.cy}" r="${c.r}" fill="${c.fill}" fill-opacity="${c.opacity}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_VIEWBOX} ${LOGO_VIEWBOX}">${circles}</svg>`;
}

/**
 * The favicon, in the page itself: a linked icon is a request the browser makes as the page is
 * parsed, before its first paint, sharing a slow phone's link with the font the headline waits for.
 */
export const LOGO_DATA_URI = `data:image/svg+xml,${encodeURIComponent(logoSvg()).replaceAll("%20", " ").replaceAll("%3D", "=").replaceAll("%3A", ":").replaceAll("%2F", "/").replaceAll("%22", "'")}`;
