import { site } from "@/content/site";

/** Three overlapping circles (body, heart, community) and the brand name. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true" focusable="false">
        <circle cx="14" cy="15" r="10" fill="#0f766e" fillOpacity="0.85" />
        <circle cx="26" cy="15" r="10" fill="#b43f1c" fillOpacity="0.75" />
        <circle cx="20" cy="25" r="10" fill="#094a46" fillOpacity="0.7" />
      </svg>
      <span className="text-2xl font-bold tracking-tight text-brand-900">{site.name}</span>
    </span>
  );
}
