import { agency, startCare } from "@/supabase/functions/_shared/agency.ts";

/**
 * The agency's own service policies that families ask about, each number written once in the
 * agency's facts file (supabase/functions/_shared/content/agency.json). The FAQ, the referral page
 * and any other page read them from here.
 */
export const policies = {
  /** How soon urgent care can often start (shared with the form function's acknowledgment e-mail). */
  startCare,
  /** Notice to cancel or move a single visit without charge. */
  cancelVisitNoticeHours: agency.policies.cancelVisitNoticeHours,
  /** Notice to stop care altogether (there is no long-term contract). */
  endServiceNoticeDays: agency.policies.endServiceNoticeDays,
} as const;
