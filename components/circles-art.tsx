import { logoCircles } from "@/lib/logo-circles";

/**
 * The logo's circles drawn large: same layout, radii and colours, scaled up, and drawn a little
 * further apart (SPREAD) so that each circle has room of its own for a two-line label.
 */
const SCALE = 9;
const SPREAD = 1.25;
const STROKE = 3;
const FONT = 17;
const LINE = 20;
/** How far each label sits from its circle's centre, away from the middle of the three, in radii. */
const LABEL_OFFSET = 0.25;

const centroid = {
  x: logoCircles.reduce((sum, c) => sum + c.cx * SCALE, 0) / logoCircles.length,
  y: logoCircles.reduce((sum, c) => sum + c.cy * SCALE, 0) / logoCircles.length,
};
const circles = logoCircles.map((c) => ({
  cx: centroid.x + (c.cx * SCALE - centroid.x) * SPREAD,
  cy: centroid.y + (c.cy * SCALE - centroid.y) * SPREAD,
  r: c.r * SCALE,
  colour: c.fill,
}));
const pad = STROKE;
const box = {
  x: Math.min(...circles.map((c) => c.cx - c.r)) - pad,
  y: Math.min(...circles.map((c) => c.cy - c.r)) - pad,
  right: Math.max(...circles.map((c) => c.cx + c.r)) + pad,
  bottom: Math.max(...circles.map((c) => c.cy + c.r)) + pad,
};
const fillOpacity = [0.18, 0.14, 0.14];

/**
 * Each label's centre: in the part of its circle that overlaps no other, so no outline crosses the
 * words (e2e/shell.spec.ts measures this in the browser).
 */
function labelCentre(c: (typeof circles)[number]) {
  const dx = c.cx - centroid.x;
  const dy = c.cy - centroid.y;
  const length = Math.hypot(dx, dy) || 1;
  return { x: tenth(c.cx + (dx / length) * LABEL_OFFSET * c.r), y: tenth(c.cy + (dy / length) * LABEL_OFFSET * c.r) };
}

/** A coordinate to a tenth of a unit: finer than any screen shows, and fewer bytes in the page. */
const tenth = (n: number) => Math.round(n * 10) / 10;

/** An illustration of the three overlapping circles of care, labelled from content/. */
export function CirclesArt({ className = "", labels }: { className?: string; labels: readonly string[] }) {
  return (
    <svg viewBox={`${box.x} ${box.y} ${box.right - box.x} ${box.bottom - box.y}`} className={className} role="img" aria-label={labels.join(", ")}>
      {circles.map((c, i) => (
        <circle key={c.colour} cx={c.cx} cy={c.cy} r={c.r} fill={c.colour} fillOpacity={fillOpacity[i]} stroke={c.colour} strokeWidth={STROKE} />
      ))}
      <g fontSize={FONT} fontWeight="700" fill="#1b2430" textAnchor="middle" aria-hidden="true">
        {circles.map((c, i) => {
          const { x, y } = labelCentre(c);
          const [first, second] = wrap(labels[i]);
          // Centred on the point: a two-line label's first baseline half a line above it; then the cap height.
          const top = tenth(y - (second ? LINE / 2 : 0) + FONT * 0.35);
          return (
            <text key={c.colour} x={x} y={top} data-circle={i}>
              {first}
              <tspan x={x} dy={LINE}>
                {second}
              </tspan>
            </text>
          );
        })}
      </g>
    </svg>
  );
}

function wrap(label = ""): [string, string] {
  const words = label.split(" ");
  return [words[0] ?? "", words.slice(1).join(" ")];
}
