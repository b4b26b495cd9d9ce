"use client";

import { useEffect } from "react";

/**
 * Marks <html data-hydrated> once React has taken over the prerendered page. The runtime loads
 * after first paint (scripts/defer-runtime.mjs), so end-to-end tests wait for this before they
 * click something that needs JavaScript, as a visitor's first tap waits for the same moment.
 * Forms hydrate just after (components/hydrate-later.tsx), or at once when used first.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
