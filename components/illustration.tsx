import { ILLUSTRATIONS, illustrationUrl, type Illustration as Name } from "@/lib/illustrations";
import { NOTHING } from "./photo";

/**
 * One of the site's illustrations (lib/illustrations.ts): decorative, so read by no screen reader.
 * `eager` for one in the first screen; `notOn`: a media query for screens it is hidden on (with
 * `className`), where it loads nothing. Otherwise it loads as it nears the viewport.
 */
export function Illustration({ name, className = "", eager = false, notOn }: { name: Name; className?: string; eager?: boolean; notOn?: string }) {
  const { width, height } = ILLUSTRATIONS[name];
  return (
    <picture>
      {notOn && <source media={notOn} srcSet={NOTHING} />}
      <img src={illustrationUrl(name)} width={width} height={height} alt="" loading={eager ? "eager" : "lazy"} decoding="async" className={`h-auto ${className}`} />
    </picture>
  );
}
