"use client";

import { REFERRAL_FORM_ID } from "@/lib/anchors";
import { nearIsland } from "@/components/near-island";

/**
 * The referral form, its code fetched once its section comes near or is reached: the form sits
 * below the page's first screens, and its modules, fields and react-hook-form would otherwise be
 * compiled and hydrated while the page loads (docs/performance.md).
 */
export const ReferralFormIsland = nearIsland(REFERRAL_FORM_ID, () => import("./referral-form").then((m) => m.ReferralForm));
