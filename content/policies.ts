/**
 * The agency's own service policies that families ask about, each number written once.
 * OWNER TO CONFIRM: these are sensible placeholders, like the rates in content/site.ts. The FAQ,
 * the referral page and any other page read them from here.
 */
export const policies = {
  /** How soon urgent care (after a hospital stay, a referral) can often start: "within 24 to 48 hours". */
  startCare: { fastestHours: 24, usualHours: 48 },
  /** Notice to cancel or move a single visit without charge. */
  cancelVisitNoticeHours: 24,
  /** Notice to stop care altogether (there is no long-term contract). */
  endServiceNoticeDays: 7,
} as const;
