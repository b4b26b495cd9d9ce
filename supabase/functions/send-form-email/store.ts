/**
 * The intake record: every accepted form is a row of public.form_submissions (see
 * supabase/migrations), written before any e-mail, with a reference the sender can quote. The
 * e-mails are delivered from the row, and retried from it until they have gone.
 *
 * Every method is one statement, so it is atomic on its own, whichever of the two drivers runs it
 * (db.ts): no transaction is ever held open across a network call.
 */
import type { DeclineReason, StatusNotice } from "../_shared/desk.ts";
import { DEFAULT_LOCALE, type Locale, locales } from "../_shared/locale.ts";
import { documentOf, type FormType, type Payload } from "../_shared/schemas.ts";
import { newReference } from "../_shared/reference.ts";
import { replyDueFor } from "../_shared/reply-due.ts";
import { type Db, DbTimeoutError, isUniqueViolation } from "./db.ts";

/** `rejected`: the provider refused the message itself; never claimed again (last_error says why). */
export type DeliveryStatus = "pending" | "sending" | "delivered" | "failed" | "rejected";

export interface StoredSubmission {
  id: string;
  reference: string;
  type: FormType;
  /** The validated payload as the function received it (the document's content only where it is needed: delivery). */
  payload: Payload;
  /** The document's name, type and size, when there is one. */
  document: { filename: string; contentType: string; bytes: number } | null;
  createdAt: string;
  /** When the reply the site promised is due (reply-due.ts); null on a row stored by an older function. */
  replyDueAt: string | null;
  deliveryStatus: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  notifiedAt: string | null;
  acknowledgedAt: string | null;
  deliveredAt: string | null;
  /** Where the intake desk has it: read by listings (get, list), not by delivery. */
  desk?: DeskState;
}

export interface DeskState {
  status: string;
  declineReason: string | null;
  /** When the reply the site promised is due; null on a row stored by an older function. */
  replyDueAt: string | null;
  repliedAt: string | null;
  assignedName: string | null;
}

/** A status e-mail to send: what the sender is told, and where (null: no usable address). */
export interface StatusMessage {
  id: string;
  reference: string;
  type: FormType;
  locale: Locale;
  email: string | null;
  status: StatusNotice;
  declineReason: DeclineReason | null;
  callerName: string | null;
  /** The referrer's own reference for a referral, when they gave one (repeated to them). */
  ownReference: string | null;
}

type StatusRow = {
  id: string;
  status: StatusNotice;
  decline_reason: DeclineReason | null;
  caller_name: string | null;
  reference: string;
  type: FormType;
  locale: string | null;
  email: string | null;
  own_reference: string | null;
};

export interface SaveResult {
  reference: string;
  /** False when this submissionId was stored already: the first request's reference is returned. */
  created: boolean;
  /** When the row was received (its created_at), and when its reply is due (null on an older row). */
  receivedAt: Date;
  replyDueAt: Date | null;
}

/** What a delivery attempt sent, recorded with its end (store.finish). */
export interface Sent {
  notified?: boolean;
  acknowledged?: boolean;
}

export interface ClaimOptions {
  /** At most this many rows. */
  limit: number;
  /** Ignore the back-off (`npm run deliver-pending`): every undelivered row is due. */
  force?: boolean;
  /** A failed row is due again after base × 2^(attempts − 1) seconds, at most an hour. */
  retryBaseSeconds?: number;
  /** Rows this caller already tried in this run: not claimed again. */
  exclude?: string[];
}

/** A row left "sending" this long was abandoned by a process that died mid-delivery. */
export const SENDING_LEASE_SECONDS = 300;
/**
 * The same when forced by hand (`npm run deliver-pending` after a restart): longer than a provider
 * may take (Resend's deadline is 10 s), so only a send nobody is still waiting on is taken over.
 */
export const FORCED_LEASE_SECONDS = 30;
export const DEFAULT_RETRY_BASE_SECONDS = 60;
/** Rows per page of a listing (`npm run submissions` reads every page). */
export const LIST_PAGE_ROWS = 500;
const MAX_RETRY_SECONDS = 3600;
const INSERT_INTO = `insert into public.form_submissions
  (id, reference, type, payload, attachment, attachment_name, attachment_type, reply_due_at, created_at)`;
const INSERT_VALUES = "$1::uuid, $2, $3, $4::text::jsonb, decode($5::text, 'base64'), $6, $7, $8::timestamptz, $9::timestamptz";
/** The insert where nothing gives up on a statement (PGlite, in this process). */
const INSERT = `${INSERT_INTO} values (${INSERT_VALUES}) on conflict (id) do nothing returning reference, true as in_time`;
/**
 * The insert that carries the moment the caller gives up on it ($9): a server that only gets to it
 * later (after a stall) inserts nothing, so a form answered 503 is never saved behind the visitor's
 * back. `in_time` is read once, so both answers agree on it. About a third dearer than the plain
 * insert on PGlite, hence only where a deadline exists.
 */
const INSERT_BEFORE_DEADLINE = `with t as materialized (select clock_timestamp() < $10::timestamptz as in_time),
  inserted as (${INSERT_INTO} select ${INSERT_VALUES} from t where t.in_time on conflict (id) do nothing returning reference)
  select (select reference from inserted) as reference, (select in_time from t) as in_time`;
/** Draws of a new reference when one clashes with a stored one (each clash is ~1 in a million). */
const REFERENCE_DRAWS = 5;
const REFERENCE_CONSTRAINT = "form_submissions_reference_key";

/**
 * Which rows' e-mails are due, for claimDue and claimStatusMessages (same columns, same rules):
 * pending, or failed and past its back-off (every one when forced); or left "sending" past its
 * lease. Parameters as dueParams() gives them.
 */
const DUE = `id <> all($6::uuid[]) and ((delivery_status in ('pending', 'failed')
    and ($2 or last_attempt_at is null
         or last_attempt_at <= now() - make_interval(secs => least($3 * power(2, greatest(attempts - 1, 0)), $4))))
  or (delivery_status = 'sending' and last_attempt_at <= now() - make_interval(secs => $5)))`;

function dueParams({ limit, force = false, retryBaseSeconds = DEFAULT_RETRY_BASE_SECONDS, exclude = [] }: ClaimOptions): unknown[] {
  return [limit, force, retryBaseSeconds, MAX_RETRY_SECONDS, force ? FORCED_LEASE_SECONDS : SENDING_LEASE_SECONDS, exclude];
}

const RECORD_COLUMNS = `id::text as id, reference, type, payload::text as payload_json,
  octet_length(attachment) as attachment_bytes, attachment_name, attachment_type,
  created_at, delivery_status, attempts, last_error, notified_at, acknowledged_at, delivered_at`;
/** A listing's row: the record, and where the intake desk has it (status, who, when the reply is due). */
const LIST_COLUMNS = `${RECORD_COLUMNS}, status, decline_reason, reply_due_at, replied_at,
  (select d.name from public.desk_staff d where d.user_id = assigned_to) as assigned_name`;
/** With the document itself, base64, and the reply's due time: only for delivery, one row at a time. */
const COLUMNS = `${RECORD_COLUMNS}, reply_due_at, encode(attachment, 'base64') as attachment_b64`;

type RowShape = {
  id: string;
  reference: string;
  type: FormType;
  payload_json: string;
  attachment_b64?: string | null;
  attachment_bytes: number | null;
  attachment_name: string | null;
  attachment_type: string | null;
  created_at: unknown;
  delivery_status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  notified_at: unknown;
  acknowledged_at: unknown;
  delivered_at: unknown;
  status?: string;
  decline_reason?: string | null;
  reply_due_at?: unknown;
  replied_at?: unknown;
  assigned_name?: string | null;
};

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

function fromRow(row: RowShape): StoredSubmission {
  const fields = JSON.parse(row.payload_json) as Record<string, unknown>;
  // PostgreSQL's base64 breaks lines every 76 characters; the e-mail APIs want one line.
  const attachment = row.attachment_b64 && row.attachment_name !== null
    ? { filename: row.attachment_name, contentType: row.attachment_type ?? "", content: row.attachment_b64.replace(/\s+/g, "") }
    : undefined;
  const payload = {
    ...fields,
    type: row.type,
    submissionId: row.id,
    honeypot: "",
    ...(attachment ? { attachment } : {}),
  } as Payload;
  return {
    id: row.id,
    reference: row.reference,
    type: row.type,
    payload,
    document: row.attachment_name !== null
      ? { filename: row.attachment_name, contentType: row.attachment_type ?? "", bytes: Number(row.attachment_bytes ?? 0) }
      : null,
    createdAt: iso(row.created_at)!,
    replyDueAt: iso(row.reply_due_at),
    deliveryStatus: row.delivery_status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    notifiedAt: iso(row.notified_at),
    acknowledgedAt: iso(row.acknowledged_at),
    deliveredAt: iso(row.delivered_at),
    ...(row.status === undefined ? {} : {
      desk: {
        status: row.status,
        declineReason: row.decline_reason ?? null,
        replyDueAt: iso(row.reply_due_at),
        repliedAt: iso(row.replied_at),
        assignedName: row.assigned_name ?? null,
      },
    }),
  };
}

/** The stored fields: the payload without what the columns hold (id, type, document) or the honeypot. */
function fieldsOf(payload: Payload): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...payload };
  for (const column of ["submissionId", "type", "honeypot", "attachment"]) delete fields[column];
  return fields;
}

export class SubmissionStore {
  readonly #db: Db;
  readonly #newReference: () => string;
  readonly #now: () => Date;

  /** `now`: the clock a form is received by (tests fix it): its created_at and its reply's due time. */
  constructor(db: Db, options: { newReference?: () => string; now?: () => Date } = {}) {
    this.#db = db;
    this.#newReference = options.newReference ?? (() => newReference());
    this.#now = options.now ?? (() => new Date());
  }

  get kind(): Db["kind"] {
    return this.#db.kind;
  }

  /** The database itself: the local desk's calls run their own statements on it (local-desk.ts). */
  get db(): Db {
    return this.#db;
  }

  /**
   * Stores the submission ("pending": due for delivery at once), or finds the row this
   * submissionId already has. Throws when the database cannot be reached. The caller then claims
   * it (claim()): a row whose insert committed after its request gave up is still delivered.
   */
  async save(payload: Payload): Promise<SaveResult> {
    const attachment = documentOf(payload);
    const receivedAt = this.#now();
    // When the reply the site promised is due (by the form's type and urgency): the intake desk
    // counts it down, the answer and the acknowledgment state it.
    const dueAt = replyDueFor(payload, receivedAt);
    for (let draw = 1; draw <= REFERENCE_DRAWS; draw++) {
      const reference = this.#newReference();
      try {
        // jsonb and the document go in as text, cast in SQL: postgres.js would JSON-encode a
        // parameter it knows is jsonb a second time (a string, not an object, would be stored).
        const values = [
          payload.submissionId,
          reference,
          payload.type,
          JSON.stringify(fieldsOf(payload)),
          attachment?.content ?? null,
          attachment?.filename ?? null,
          attachment?.contentType ?? null,
          dueAt.toISOString(),
          receivedAt.toISOString(),
        ];
        const deadline = this.#db.deadline();
        const [inserted = { reference: null, in_time: true }] = await this.#db.query<{ reference: string | null; in_time: boolean }>(
          deadline ? INSERT_BEFORE_DEADLINE : INSERT,
          deadline ? [...values, deadline.toISOString()] : values,
        );
        if (!inserted.in_time) throw new DbTimeoutError();
        if (inserted.reference !== null) return { reference: inserted.reference, created: true, receivedAt, replyDueAt: dueAt };
        const existing = await this.#db.query<{ reference: string; created_at: unknown; reply_due_at: unknown }>(
          "select reference, created_at, reply_due_at from public.form_submissions where id = $1::uuid",
          [payload.submissionId],
        );
        if (existing.length > 0) {
          const [{ reference, created_at, reply_due_at }] = existing;
          const due = iso(reply_due_at);
          return { reference, created: false, receivedAt: new Date(iso(created_at)!), replyDueAt: due === null ? null : new Date(due) };
        }
        // Neither inserted nor found: only possible if the row was deleted in between. Try again.
      } catch (err) {
        if (!isUniqueViolation(err, REFERENCE_CONSTRAINT) || draw >= REFERENCE_DRAWS) throw err;
      }
    }
    throw new Error("the submission was neither stored nor found");
  }

  /** Claims a row still waiting for its first delivery; undefined when someone else has it (or had). */
  async claim(id: string): Promise<StoredSubmission | undefined> {
    const rows = await this.#db.query<RowShape>(
      `update public.form_submissions
          set delivery_status = 'sending', attempts = attempts + 1, last_attempt_at = now()
        where id = $1::uuid and delivery_status = 'pending'
        returning ${COLUMNS}`,
      [id],
    );
    return rows[0] && fromRow(rows[0]);
  }

  /** Claims the rows whose e-mails are due (pending, failed and due again, or abandoned mid-send). */
  async claimDue(options: ClaimOptions): Promise<StoredSubmission[]> {
    const rows = await this.#db.query<RowShape>(
      `update public.form_submissions
          set delivery_status = 'sending', attempts = attempts + 1, last_attempt_at = now()
        where id in (select id from public.form_submissions where ${DUE} order by created_at limit $1 for update skip locked)
        returning ${COLUMNS}`,
      dueParams(options),
    );
    return rows.map(fromRow);
  }

  /**
   * Claims the status e-mails that are due (the intake desk stores one with each change the sender
   * hears about), by the same rules as the forms' own e-mails, each with what its message needs.
   */
  async claimStatusMessages(options: ClaimOptions): Promise<StatusMessage[]> {
    const rows = await this.#db.query<StatusRow>(
      `update public.status_messages m
          set delivery_status = 'sending', attempts = m.attempts + 1, last_attempt_at = now()
         from public.form_submissions s
        where s.id = m.submission_id
          and m.id in (select id from public.status_messages where ${DUE} order by created_at limit $1 for update skip locked)
        returning m.id::text as id, m.status, m.decline_reason, m.caller_name, s.reference, s.type,
          s.payload ->> 'locale' as locale, s.own_reference,
          case s.type when 'referral' then s.payload ->> 'referrerEmail' else s.payload ->> 'email' end as email`,
      dueParams(options),
    );
    return rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      type: r.type,
      // A row stored before forms had a language is English, like its acknowledgment.
      locale: locales.find((l) => l === r.locale) ?? DEFAULT_LOCALE,
      email: r.email || null,
      status: r.status,
      declineReason: r.decline_reason,
      callerName: r.caller_name,
      ownReference: r.own_reference || null,
    }));
  }

  /** Ends a status e-mail's delivery attempt, as finish() ends a form's. */
  async finishStatusMessage(id: string, result: { ok: true } | { ok: false; error: string; permanent?: boolean }): Promise<void> {
    if (result.ok) {
      await this.#db.query(
        "update public.status_messages set delivery_status = 'delivered', delivered_at = coalesce(delivered_at, now()) where id = $1::uuid",
        [id],
      );
    } else {
      await this.#db.query(
        "update public.status_messages set delivery_status = $3, last_error = $2 where id = $1::uuid and delivery_status <> 'delivered'",
        [id, result.error, result.permanent ? "rejected" : "failed"],
      );
    }
  }

  /**
   * Rows claimed and still within their lease (not taken over by claimDue with the same `force`):
   * being sent by another deliverer, or left mid-send by one that died. `until`: when the last
   * lease ends.
   */
  async leased({ force = false }: { force?: boolean } = {}): Promise<{ count: number; until: string | null }> {
    const [row] = await this.#db.query<{ n: number; until: unknown }>(
      `select count(*)::int as n, max(last_attempt_at) + make_interval(secs => $1) as until
         from public.form_submissions
        where delivery_status = 'sending' and last_attempt_at > now() - make_interval(secs => $1)`,
      [force ? FORCED_LEASE_SECONDS : SENDING_LEASE_SECONDS],
    );
    return { count: Number(row.n), until: iso(row.until) };
  }

  /**
   * Ends a delivery attempt, in one statement with what it sent (`sent`: the agency's e-mail, the
   * acknowledgment, each recorded once): delivered, or failed with a reason (never a provider's raw
   * text): `rejected` when the failure is permanent (no deliverer claims it again), else `failed`
   * (due again after its back-off). A late failure report never undoes a delivery.
   */
  async finish(
    id: string,
    result: { ok: true } | { ok: false; error: string; permanent?: boolean },
    sent: Sent = {},
  ): Promise<void> {
    const marks = `notified_at = coalesce(notified_at, case when $2 then now() end),
      acknowledged_at = coalesce(acknowledged_at, case when $3 then now() end)`;
    const flags = [id, sent.notified === true, sent.acknowledged === true];
    if (result.ok) {
      await this.#db.query(
        `update public.form_submissions set ${marks}, delivery_status = 'delivered', delivered_at = coalesce(delivered_at, now())
          where id = $1::uuid`,
        flags,
      );
    } else {
      await this.#db.query(
        `update public.form_submissions set ${marks}, delivery_status = $5, last_error = $4
          where id = $1::uuid and delivery_status <> 'delivered'`,
        [...flags, result.error, result.permanent ? "rejected" : "failed"],
      );
    }
  }

  async get(id: string): Promise<StoredSubmission | undefined> {
    const rows = await this.#db.query<RowShape>(`select ${LIST_COLUMNS} from public.form_submissions where id = $1::uuid`, [id]);
    return rows[0] && fromRow(rows[0]);
  }

  /**
   * One page of the stored forms, newest first, without the documents' content: the `limit` rows
   * after the row `after` (the last id of the previous page). Paged by position, not by offset, so
   * a form stored meanwhile neither repeats a row nor skips one.
   */
  async list({ limit = LIST_PAGE_ROWS, after }: { limit?: number; after?: string } = {}): Promise<StoredSubmission[]> {
    const rows = await this.#db.query<RowShape>(
      `select ${LIST_COLUMNS} from public.form_submissions
        where $2::uuid is null
           or (created_at, id) < (select created_at, id from public.form_submissions where id = $2::uuid)
        order by created_at desc, id desc
        limit $1`,
      [limit, after ?? null],
    );
    return rows.map(fromRow);
  }

  async count(): Promise<number> {
    const [row] = await this.#db.query<{ n: number }>("select count(*)::int as n from public.form_submissions");
    return Number(row.n);
  }
}
