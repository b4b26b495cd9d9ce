import { careCircles } from "@/content/services";

/** An illustration of the three overlapping circles of care, labelled from content/. */
export function CirclesArt({ className = "", labels = careCircles.map((c) => c.title) }: { className?: string; labels?: readonly string[] }) {
  const [a, b, c] = labels;
  return (
    <svg viewBox="0 0 320 300" className={className} role="img" aria-label={labels.join(", ")}>
      <circle cx="115" cy="110" r="90" fill="#0f766e" fillOpacity="0.18" stroke="#0f766e" strokeWidth="3" />
      <circle cx="205" cy="110" r="90" fill="#b43f1c" fillOpacity="0.14" stroke="#b43f1c" strokeWidth="3" />
      <circle cx="160" cy="190" r="90" fill="#094a46" fillOpacity="0.14" stroke="#094a46" strokeWidth="3" />
      <g fontSize="17" fontWeight="700" fill="#1b2430" textAnchor="middle" aria-hidden="true">
        <text x="95" y="90">{wrap(a)[0]}<tspan x="95" dy="20">{wrap(a)[1]}</tspan></text>
        <text x="225" y="90">{wrap(b)[0]}<tspan x="225" dy="20">{wrap(b)[1]}</tspan></text>
        <text x="160" y="235">{wrap(c)[0]}<tspan x="160" dy="20">{wrap(c)[1]}</tspan></text>
      </g>
    </svg>
  );
}

function wrap(label = ""): [string, string] {
  const words = label.split(" ");
  return [words[0] ?? "", words.slice(1).join(" ")];
}
