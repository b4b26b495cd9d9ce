import { startCare } from "@/supabase/functions/_shared/agency.ts";

/**
 * The agency's own service policies that families ask about, each number written once.
 * OWNER TO CONFIRM: these are sensible placeholders, like the rates in content/site.ts. The FAQ,
 * the referral page and any other page read them from here.
 */
export const policies = {
  /** How soon urgent care can often start (shared with the form function's acknowledgment e-mail). */
  startCare,
  /** Notice to cancel or move a single visit without charge. */
  cancelVisitNoticeHours: 24,
  /** Notice to stop care altogether (there is no long-term contract). */
  endServiceNoticeDays: 7,
} as const;
