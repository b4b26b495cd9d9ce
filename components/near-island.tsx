"use client";

import { lazy, type ComponentType } from "react";
import { patiently, whenNear, whenReached } from "@/lib/near";
import { HydrateLater } from "./hydrate-later";

/**
 * A client component whose code is fetched only once the element `anchorId` (the section holding
 * it) comes near the viewport, or is focused or pressed first: until then the page's first load
 * carries this wrapper, not the part's code (content pages stay within 5 % of a bare Next page:
 * scripts/audit.mjs). Meanwhile React leaves the server's HTML of the part as it is: it reads and
 * takes typing, and a submit is held by the runtime's loader until the form is live
 * (lib/held-submit.mjs), then answered by the form.
 *
 * React.lazy inside a HydrateLater boundary, so only the part waits for its code, not the page's
 * hydration; a failed fetch is tried again (`patiently`), never shown as the page's error screen.
 * On the server the code is imported at once and the whole part rendered into the HTML.
 *
 * `when: "reached"`: only reaching the part fetches the code (a focus, tap, typing, a choice or a
 * submit: `whenReached`), not nearness (a part in the
 * first screen, whose code would otherwise compile while the page loads).
 */
export function nearIsland<P extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<P>>,
  { when = "near" }: { when?: "near" | "reached" } = {},
): ComponentType<P> {
  const asked = when === "near" ? whenNear : whenReached;
  const Part = lazy(() =>
    (typeof document === "undefined" ? load() : asked(anchorId).then(() => patiently(load))).then((component) => ({ default: component })),
  );
  return function NearIsland(props: P) {
    return (
      <HydrateLater>
        <Part {...props} />
      </HydrateLater>
    );
  };
}
