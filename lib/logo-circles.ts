/** The logo's three overlapping circles (body, heart, community) on a 40 × 40 grid. */
export const LOGO_VIEWBOX = 40;
export const logoCircles = [
  { cx: 14, cy: 15, r: 10, fill: "#0f766e", opacity: 0.85 },
  { cx: 26, cy: 15, r: 10, fill: "#b43f1c", opacity: 0.75 },
  { cx: 20, cy: 25, r: 10, fill: "#094a46", opacity: 0.7 },
] as const;
