import { ILLUSTRATIONS, illustrationUrl, type Illustration as Name } from "@/lib/illustrations";

/** One of the site's illustrations (lib/illustrations.ts): decorative, so read by no screen reader; loaded as it nears the viewport. */
export function Illustration({ name, className = "" }: { name: Name; className?: string }) {
  const { width, height } = ILLUSTRATIONS[name];
  // eslint-disable-next-line @next/next/no-img-element -- an SVG written by the build: nothing for next/image to optimise in a static export.
  return <img src={illustrationUrl(name)} width={width} height={height} alt="" loading="lazy" decoding="async" className={`h-auto ${className}`} />;
}
