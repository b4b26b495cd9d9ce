import { createElement } from "react";
import { Star } from "lucide";
import { roundedIcon } from "@/lib/svg-path";

/** Each star's box in the row (Lucide's 24), and the room between two: 20 px stars 4 px apart when drawn 20 px tall. */
const STAR = 24;
const STEP = 29;
const HEIGHT = 20;
/** The star's outline to two decimals (lib/svg-path.ts). */
const STAR_NODE = roundedIcon(Star);

/**
 * A rating's stars as one drawing: the star once, the others `<use>` of it, so a page with three
 * quotes carries one star's outline per quote instead of five (its first response has to fit one
 * round trip). `id` is unique on the page; the label says the rating to screen readers.
 */
export function Stars({ rating, label, id }: { rating: number; label: string; id: string }) {
  const width = STAR + (rating - 1) * STEP;
  return (
    <p className="flex text-accent-600">
      <span className="sr-only">{label}</span>
      <svg width={Math.round((width * HEIGHT) / STAR)} height={HEIGHT} viewBox={`0 0 ${width} ${STAR}`} aria-hidden="true" className="icon fill-current">
        <g id={id}>{STAR_NODE.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}</g>
        {Array.from({ length: rating - 1 }, (_, i) => (
          <use key={i} href={`#${id}`} x={(i + 1) * STEP} />
        ))}
      </svg>
    </p>
  );
}
