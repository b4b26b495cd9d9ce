import type { ReactNode } from "react";

/**
 * A list whose items sit side by side and scroll sideways on a phone (snapping to each), one item's
 * height instead of all of them; from `wide`'s breakpoint it is the grid `wide` says. The list can
 * take focus, so a keyboard scrolls it too. Paint containment: without it a phone's Chrome widened
 * the whole page to the row's length (the fixed header with it), although the row scrolls on its own.
 * Its items take `sideScrollItem` below the same breakpoint.
 */
export function SideScrollList({ label, wide, ordered = false, children }: { label: string; wide: string; ordered?: boolean; children: ReactNode }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List tabIndex={0} aria-label={label} className={`-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 py-1 [contain:paint] ${wide}`}>
      {children}
    </List>
  );
}

/** An item of a side-scrolling row: most of the width, so the next one shows that there is more. */
export const sideScrollItem = "w-[85%] shrink-0 snap-start";
