"use client";

import { useEffect, useState } from "react";
import { agencyToday } from "@/supabase/functions/_shared/calendar.ts";

/**
 * Today in San Diego, for a date picker's first day, read in the browser only: a date written into
 * the static HTML at build time would go stale (so the HTML, and hydration, leave min and max out).
 *
 * Read in a task of its own once the form is live, not while React hydrates it: the first date
 * formatter with a time zone loads that zone's rules, and on a slow phone that work added to
 * hydration's task made it a long one.
 */
export function useAgencyToday(): string | undefined {
  const [today, setToday] = useState<string>();
  useEffect(() => {
    const timer = setTimeout(() => setToday(agencyToday()), 0);
    return () => clearTimeout(timer);
  }, []);
  return today;
}
