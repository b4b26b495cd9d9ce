import { isOfficeOpen } from "@/supabase/functions/_shared/reply-due.ts";

/** Which line a person answers at `at`, and whether that is the office (open) or the line answered around the clock. */
export type LineNow<T> = { phone: T; open: boolean };

/** The office's line while it is open (agency.ts's hours, San Diego time), else the one answered at any hour. */
export function lineNow<T>(lines: { open: T; closed: T }, at: Date = new Date()): LineNow<T> {
  const open = isOfficeOpen(at);
  return { phone: open ? lines.open : lines.closed, open };
}
