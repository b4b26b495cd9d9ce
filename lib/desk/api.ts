/**
 * The desk's database functions (supabase/migrations/20261202090000_intake_desk.sql), one typed
 * call each. Each answer is jsonb shaped as below.
 */
import { call, type DeskClient } from "./rpc";

export type Staff = { user_id: string; name: string };
export type Me = Staff & { aal: string | null };

/**
 * Where a form stands (desk_private.summary): a queue row, and the top of its record. What tells
 * staff what to pick up next, never a health detail.
 */
export type QueueRow = {
  reference: string;
  type: string;
  locale: string;
  received_at: string;
  urgency: string | null;
  /** A referral's start date, or the date a consultation's care is needed by. */
  start_date: string | null;
  /** When to call (a consultation's or a callback request's best time, a code of bestTimes). */
  best_time: string | null;
  organisation: string | null;
  /** The referrer's own reference for a referral (no health detail: letters, digits and - _ / # .). */
  own_reference: string | null;
  status: string;
  decline_reason: string | null;
  assigned_to: string | null;
  assigned_name: string | null;
  reply_due_at: string | null;
  replied_at: string | null;
};
export type Queue = { now: string; rows: QueueRow[] };

export type HistoryEntry = { at: string; kind: string; actor_name: string | null; aal: string | null; detail: Record<string, unknown> | null };
export type StatusMessage = { status: string; created_at: string; delivery_status: string; delivered_at: string | null };
export type DeskDocument = { filename: string; content_type: string | null; bytes: number };

export type DeskRecord = QueueRow & {
  next_statuses: string[];
  sender_email: boolean;
  fields: Record<string, unknown>;
  document: DeskDocument | null;
  delivery: { status?: string | null; notified_at?: string | null; acknowledged_at?: string | null } | null;
  history: HistoryEntry[];
  messages: StatusMessage[];
};

export type StatusChange = { reference: string; status: string; message_id: string | null; sender_told: boolean; no_email: boolean };

/** The queue's filters as the page holds them: "" is "any type" and "open" is every form not closed. */
export type QueueFilters = { type: string; status: string; reference: string };
export const OPEN_STATUSES = "open";
export const ALL_STATUSES = "all";
export const defaultFilters: QueueFilters = { type: "", status: OPEN_STATUSES, reference: "" };
export const QUEUE_LIMIT = 200;

/** The filters as desk_queue's arguments: what is not filtered on is left out (the database's default). */
export function queueArgs({ type, status, reference }: QueueFilters): Record<string, unknown> {
  return {
    ...(type ? { p_type: type } : {}),
    ...(status && status !== OPEN_STATUSES ? { p_status: status } : {}),
    ...(reference.trim() ? { p_reference: reference.trim() } : {}),
    p_limit: QUEUE_LIMIT,
  };
}

export const loadMe = (client: DeskClient) => call<Me>(client, "desk_me");
export const loadStaff = (client: DeskClient) => call<Staff[]>(client, "desk_staff_list");
export const loadQueue = (client: DeskClient, filters: QueueFilters) => call<Queue>(client, "desk_queue", queueArgs(filters));
export const openRecord = (client: DeskClient, reference: string) => call<DeskRecord>(client, "desk_open", { p_reference: reference });
export const fetchDocument = (client: DeskClient, reference: string) =>
  call<{ filename: string; content_type: string | null; content: string }>(client, "desk_document", { p_reference: reference });

/** `from` is the status staff saw: the database refuses the move (409) if it changed meanwhile. */
export const setStatus = (client: DeskClient, reference: string, status: string, from: string, reason?: string) =>
  call<StatusChange>(client, "desk_set_status", { p_reference: reference, p_status: status, p_from: from, ...(reason ? { p_reason: reason } : {}) });
export const assign = (client: DeskClient, reference: string, userId: string | null) =>
  call<{ assigned_to: string | null; assigned_name: string | null }>(client, "desk_assign", { p_reference: reference, p_user_id: userId });
export const addNote = (client: DeskClient, reference: string, text: string) => call<unknown>(client, "desk_note", { p_reference: reference, p_text: text });

export { NOTE_MAX_CHARS } from "@/supabase/functions/_shared/desk.ts";
