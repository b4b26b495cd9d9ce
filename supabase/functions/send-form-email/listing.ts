/**
 * A stored submission as `npm run submissions -- --json` prints it: the record's fields and the
 * form's payload, the document described (name, type, size) rather than dumped.
 */
import { answerLabel } from "../_shared/form-fields.ts";
import { LIST_PAGE_ROWS, type StoredSubmission, type SubmissionStore } from "./store.ts";

export interface Listing {
  reference: string;
  type: StoredSubmission["type"];
  createdAt: string;
  deliveryStatus: StoredSubmission["deliveryStatus"];
  attempts: number;
  lastError: string | null;
  notifiedAt: string | null;
  acknowledgedAt: string | null;
  deliveredAt: string | null;
  /** The intake desk's status (new, reviewing, accepted…), and a decline's reason code. */
  status: string;
  declineReason: string | null;
  /** How soon care is needed, as the form's option label (not its code); null when not given. */
  urgency: string | null;
  /** A referral's start date, or the date a consultation's care is needed by. */
  startDate: string | null;
  /** When to call (a consultation's or a callback request's answer), as its label. */
  bestTime: string | null;
  organisation: string | null;
  /** When the reply the site promised is due, and when a status first answered the sender. */
  replyDueAt: string | null;
  repliedAt: string | null;
  assigned: string | null;
  payload: Record<string, unknown>;
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

const urgencyOf = (sub: StoredSubmission) => answerLabel(sub.type, "urgency", (sub.payload as { urgency?: unknown }).urgency);
const bestTimeOf = (sub: StoredSubmission) => answerLabel(sub.type, "bestTime", (sub.payload as { bestTime?: unknown }).bestTime);

export function toListing(sub: StoredSubmission): Listing {
  const payload: Record<string, unknown> = { ...sub.payload };
  delete payload.attachment;
  delete payload.honeypot; // always empty on a stored form
  return {
    reference: sub.reference,
    type: sub.type,
    createdAt: sub.createdAt,
    deliveryStatus: sub.deliveryStatus,
    attempts: sub.attempts,
    lastError: sub.lastError,
    notifiedAt: sub.notifiedAt,
    acknowledgedAt: sub.acknowledgedAt,
    deliveredAt: sub.deliveredAt,
    status: sub.desk?.status ?? "new",
    declineReason: sub.desk?.declineReason ?? null,
    urgency: urgencyOf(sub),
    startDate: text((sub.payload as { startDate?: unknown }).startDate) ?? text((sub.payload as { neededBy?: unknown }).neededBy),
    bestTime: bestTimeOf(sub),
    organisation: text((sub.payload as { referrerOrganization?: unknown }).referrerOrganization),
    replyDueAt: sub.desk?.replyDueAt ?? null,
    repliedAt: sub.desk?.repliedAt ?? null,
    assigned: sub.desk?.assignedName ?? null,
    payload: sub.document ? { ...payload, attachment: sub.document } : payload,
  };
}

/** One page of the listing: `next` is the `after` of the next page, null on the last. */
export interface ListingPage {
  /** Rows stored when the page was read. */
  total: number;
  submissions: Listing[];
  next: string | null;
}

export async function listingPage(store: SubmissionStore, after?: string): Promise<ListingPage> {
  const [rows, total] = await Promise.all([store.list({ after, limit: LIST_PAGE_ROWS }), store.count()]);
  return { total, submissions: rows.map(toListing), next: rows.length === LIST_PAGE_ROWS ? rows[rows.length - 1].id : null };
}

/** Every row, page after page (`getPage` reads the store directly or asks npm start). */
export async function listAll(getPage: (after?: string) => Promise<ListingPage>): Promise<{ total: number; submissions: Listing[] }> {
  const submissions: Listing[] = [];
  let page = await getPage();
  const total = page.total;
  for (;;) {
    submissions.push(...page.submissions);
    if (page.next === null) return { total, submissions };
    page = await getPage(page.next);
  }
}
