import { site } from "@/content/site";
import { LOGO_VIEWBOX, logoCircles } from "@/lib/logo-circles";

/** Three overlapping circles (body, heart, community) and the brand name. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox={`0 0 ${LOGO_VIEWBOX} ${LOGO_VIEWBOX}`} className="size-9 shrink-0" aria-hidden="true" focusable="false">
        {logoCircles.map((c) => (
          <circle key={c.fill} cx={c.cx} cy={c.cy} r={c.r} fill={c.fill} fillOpacity={c.opacity} />
        ))}
      </svg>
      <span className="text-2xl font-bold tracking-tight text-brand-900">{site.name}</span>
    </span>
  );
}
