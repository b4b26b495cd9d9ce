/**
 * The intake desk's codes that the site, the function and the database share: every status of each
 * form, the statuses that e-mail the sender, and the reasons a referral is declined. The database
 * holds the same lists (supabase/migrations/20261202090000_intake_desk.sql: desk_private.statuses
 * and the decline-reason check); desk_db_test.ts checks that the two agree.
 */
import type { FormType } from "./form-types.ts";

export const statuses = {
  referral: ["new", "reviewing", "accept_pending", "accepted", "declined", "closed"],
  consultation: ["new", "contacted", "scheduled", "closed"],
  // supabase/migrations/20261203090000_callback_requests.sql: the consultation's, but none tells the
  // sender (a callback request has no e-mail address).
  callback: ["new", "contacted", "scheduled", "closed"],
  application: ["new", "contacted", "scheduled", "closed"],
} as const satisfies Record<FormType, readonly string[]>;

export type Status = (typeof statuses)[FormType][number];

/** The statuses whose change the sender hears about by e-mail (referral and consultation only). */
export const statusNotices = ["accept_pending", "accepted", "declined", "scheduled"] as const;
export type StatusNotice = (typeof statusNotices)[number];

export const declineReasons = ["outside_area", "no_caregiver", "beyond_non_medical", "payment", "other"] as const;
export type DeclineReason = (typeof declineReasons)[number];

/**
 * The desk's database functions and their named arguments, as the page calls them through
 * supabase-js (`rpc(name, args)`), hosted and under `npm start` (local-desk.ts answers only these).
 */
export const deskFunctions = {
  desk_me: [],
  desk_staff_list: [],
  desk_queue: ["p_type", "p_status", "p_reference", "p_limit"],
  desk_open: ["p_reference"],
  desk_document: ["p_reference"],
  desk_set_status: ["p_reference", "p_status", "p_reason", "p_from"],
  desk_assign: ["p_reference", "p_user_id"],
  desk_note: ["p_reference", "p_text"],
} as const satisfies Record<string, readonly string[]>;

export type DeskFunction = keyof typeof deskFunctions;

/** A note's longest length, in characters of its trimmed text (desk_note refuses longer). */
export const NOTE_MAX_CHARS = 2000;
