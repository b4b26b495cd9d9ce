"use client";

import { useCallback, useState } from "react";
import { agencyToday } from "@/supabase/functions/_shared/calendar.ts";

/**
 * Today in San Diego, for a date picker's first day, read in the browser only: a date written into
 * the static HTML at build time would go stale (so the HTML, and hydration, leave min and max out).
 *
 * Read when the visitor reaches the date field (`reach`, its focus handler: a tap or a click
 * focuses the field before its picker opens), not while the page loads: the first date formatter
 * with a time zone loads that zone's rules, the largest single piece of a loading form page's work
 * on a slow phone (docs/performance.md).
 */
export function useAgencyToday(): { today: string | undefined; reach: () => void } {
  const [today, setToday] = useState<string>();
  const reach = useCallback(() => setToday(agencyToday()), []);
  return { today, reach };
}
