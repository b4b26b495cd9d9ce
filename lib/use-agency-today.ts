"use client";

import { agencyToday } from "@/supabase/functions/_shared/calendar.ts";
import { useBrowserValue } from "./use-browser-value";

/**
 * Today in San Diego, for a date picker's first day, read in the browser only: a date written into
 * the static HTML at build time would go stale (the server snapshot is undefined, so the HTML leaves
 * min and max out).
 */
export function useAgencyToday(): string | undefined {
  return useBrowserValue<string | undefined>(agencyToday, undefined);
}
