/**
 * The intake desk's database functions (supabase/migrations/20261202090000_intake_desk.sql), on
 * PGlite and on a real PostgreSQL server, called as PostgREST calls them: one statement in a
 * transaction whose role and JWT claims are set for it alone (Db.asCaller). Only active staff
 * signed in at aal2 get anything; the API roles hold no table; every read of a record is audited
 * and the audit is insert-only; the queue carries no health detail; a status the sender is told
 * about queues exactly one e-mail.
 */
import postgres from "postgres";
import { assert, assertEquals, assertRejects } from "./assert.ts";
import { type Caller, type Db, postgresDb } from "../send-form-email/db.ts";
import { migrate } from "../send-form-email/migrate.ts";
import { pgliteDb } from "../send-form-email/pglite-db.ts";
import { SubmissionStore } from "../send-form-email/store.ts";
import { declineReasons, type DeskFunction, deskFunctions, NOTE_MAX_CHARS, statuses, statusNotices } from "../_shared/desk.ts";
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_PREFIX } from "../_shared/reference.ts";
import { addDays, agencyToday, type FormType, formTypes, type Payload } from "../_shared/schemas.ts";
import { application, b64, callback, consultation, referral } from "./helpers.ts";
import { realPostgresAvailable, startPgServer } from "./pg-server.ts";
import { valid } from "./submitted.ts";

const FORM_TYPES = Object.keys(statuses) as FormType[];
// The statuses, the notices, the reasons and the functions are _shared/desk.ts's; what only the
// migration holds (the moves, which statuses answer) is written out here as the desk promises it.
/** The moves staff may make from each status, in the statuses' order. */
const MOVES: Record<FormType, Record<string, string[]>> = {
  referral: {
    new: ["reviewing", "accept_pending", "accepted", "declined", "closed"],
    reviewing: ["accept_pending", "accepted", "declined", "closed"],
    accept_pending: ["reviewing", "accepted", "declined", "closed"],
    accepted: ["closed"],
    declined: ["closed"],
    closed: [],
  },
  consultation: { new: ["contacted", "scheduled", "closed"], contacted: ["scheduled", "closed"], scheduled: ["closed"], closed: [] },
  callback: { new: ["contacted", "scheduled", "closed"], contacted: ["scheduled", "closed"], scheduled: ["closed"], closed: [] },
  application: { new: ["contacted", "scheduled", "closed"], contacted: ["scheduled", "closed"], scheduled: ["closed"], closed: [] },
};
/** Reaching these ends the countdown to the promised reply (replied_at). */
const ANSWERS: Record<FormType, string[]> = {
  referral: ["accept_pending", "accepted", "declined", "closed"],
  consultation: ["contacted", "scheduled", "closed"],
  callback: ["contacted", "scheduled", "closed"],
  application: ["contacted", "scheduled", "closed"],
};
/**
 * Reaching these e-mails the sender (when they left an address): desk.ts's notices, and never an
 * applicant nor a callback request (which has no address to write to).
 */
const TELLS_SENDER: Record<FormType, string[]> = {
  referral: statuses.referral.filter((s) => (statusNotices as readonly string[]).includes(s)),
  consultation: statuses.consultation.filter((s) => (statusNotices as readonly string[]).includes(s)),
  callback: [],
  application: [],
};
/** Everything a queue row carries: nothing about anyone's health or story. */
const QUEUE_KEYS = [
  "assigned_name", "assigned_to", "decline_reason", "locale", "organisation", "received_at", "reference", "replied_at",
  "reply_due_at", "start_date", "best_time", "own_reference", "status", "type", "urgency",
].sort();
/** The fields that tell about health or a person's story: never in the queue, keys or values. */
const HEALTH_FIELDS = ["clientName", "clientNeeds", "additionalNotes", "message", "experience", "motivation", "careType", "relationship", "zip", "name", "phone"];
const TABLES = ["form_submissions", "desk_staff", "intake_events", "status_messages"];
const TABLE_PRIVILEGES = ["select", "insert", "update", "delete", "truncate", "references", "trigger"];
const API_ROLES = ["anon", "authenticated", "service_role"] as const;
const QUEUE_MAX = 500;

/** A document with every byte value, longer than PostgreSQL's 76-character base64 lines. */
const DOCUMENT = new Uint8Array([...new TextEncoder().encode("%PDF-1.7\n"), ...Array.from({ length: 3000 }, (_, i) => (i * 37 + 11) % 256)]);

interface QueueRow {
  reference: string;
  type: FormType;
  status: string;
  reply_due_at: string | null;
  replied_at: string | null;
  locale: string;
  organisation: string | null;
  urgency: string | null;
  start_date: string | null;
  best_time: string | null;
  assigned_name: string | null;
}
interface Queue {
  now: string;
  rows: QueueRow[];
}
interface Opened {
  reference: string;
  type: FormType;
  locale: string;
  status: string;
  decline_reason: string | null;
  assigned_to: string | null;
  assigned_name: string | null;
  replied_at: string | null;
  next_statuses: string[];
  sender_email: boolean;
  fields: Record<string, unknown>;
  document: { filename: string; content_type: string; bytes: number } | null;
  history: { kind: string; actor_name: string; aal: string; detail: Record<string, unknown> }[];
  messages: { status: string; delivery_status: string }[];
}
interface Moved {
  reference: string;
  status: string;
  message_id: string | null;
  sender_told: boolean;
  no_email: boolean;
}
interface Stored {
  id: string;
  reference: string;
  payload: Payload;
}
interface Staff {
  id: string;
  name: string;
}
type AuditRow = {
  submission_id: string;
  kind: string;
  actor: string;
  actor_name: string;
  aal: string;
  detail: Record<string, unknown>;
};

const signedIn = (sub: string | undefined, aal: string): Caller => ({
  role: "authenticated",
  claims: { sub, role: "authenticated", aal, aud: "authenticated" },
});
const codeOf = (err: unknown) => (err as { code?: string })?.code;

/** References drawn in order (VH-222222, VH-222223, …): the same references every run. */
function countingReferences(): () => string {
  let n = 0;
  return () => {
    let rest = n++;
    let out = "";
    for (let i = 0; i < REFERENCE_LENGTH; i++) {
      out = REFERENCE_ALPHABET[rest % REFERENCE_ALPHABET.length] + out;
      rest = Math.floor(rest / REFERENCE_ALPHABET.length);
    }
    return REFERENCE_PREFIX + out;
  };
}

type Suite = { db: Db; url?: string; done: () => Promise<void> };

function deskSuite(name: string, open: () => Promise<Suite>, ignore = false) {
  Deno.test({
    name: `intake desk on ${name}`,
    ignore,
    sanitizeResources: false,
    sanitizeOps: false,
    async fn(t) {
      const { db, url, done } = await open();
      try {
        await migrate(db);
        const store = new SubmissionStore(db, { newReference: countingReferences() });

        const save = async (raw: Record<string, unknown>, reference?: string): Promise<Stored> => {
          const payload = valid(raw);
          const saved = await (reference ? new SubmissionStore(db, { newReference: () => reference }) : store).save(payload);
          assert(saved.created);
          return { id: payload.submissionId, reference: saved.reference, payload };
        };
        const addStaff = async (name: string, active = true): Promise<Staff> => {
          const id = crypto.randomUUID();
          await db.query("insert into auth.users (id, email) values ($1::uuid, $2)", [id, `${id}@example.com`]);
          await db.query("insert into public.desk_staff (user_id, name, active) values ($1::uuid, $2, $3)", [id, name, active]);
          return { id, name };
        };
        const call = async <T>(caller: Caller, sql: string, params: unknown[] = []): Promise<T> =>
          (await db.asCaller<{ r: T }>(caller, sql, params))[0].r;
        const refused = async (caller: Caller, sql: string, params: unknown[], code: string, message: string) =>
          assertEquals(codeOf(await assertRejects(() => db.asCaller(caller, sql, params), `${message}: accepted`)), code, message);
        const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params))[0].n;
        const eventsOf = (id: string) =>
          db.query<AuditRow>(
            "select submission_id::text, kind, actor::text, actor_name, aal, detail from public.intake_events where submission_id = $1::uuid order by id",
            [id],
          );
        const messagesOf = (id: string) =>
          db.query<{ status: string; decline_reason: string | null; caller_name: string | null; delivery_status: string }>(
            "select status, decline_reason, caller_name, delivery_status from public.status_messages where submission_id = $1::uuid order by created_at",
            [id],
          );
        const rowOf = async (id: string) =>
          (await db.query<{ status: string; decline_reason: string | null; assigned_to: string | null; replied_at: string | null; status_changed_at: string | null }>(
            // Timestamps as text: to the microsecond, whichever driver reads them.
            "select status, decline_reason, assigned_to::text, replied_at::text, status_changed_at::text from public.form_submissions where id = $1::uuid",
            [id],
          ))[0];
        /** Everything the desk can write, to show that a refused call wrote nothing. */
        const written = () =>
          db.query(`select (select count(*)::int from public.intake_events) as events,
                           (select count(*)::int from public.status_messages) as messages,
                           (select md5(string_agg(concat_ws('|', id, status, decline_reason, assigned_to, replied_at, status_changed_at), ',' order by id))
                              from public.form_submissions) as forms`);
        /** Puts a form in a status as the desk would have left it (answered an hour ago, when the status answers). */
        const putIn = (form: Stored, status: string) =>
          db.query(
            `update public.form_submissions set status = $2, decline_reason = case when $2 = 'declined' then 'other' end,
                    replied_at = case when $3 then now() - interval '1 hour' end, status_changed_at = now() - interval '1 hour'
              where id = $1::uuid`,
            [form.id, status, ANSWERS[form.payload.type].includes(status)],
          );

        const ana = await addStaff("Ana Intake");
        const ben = await addStaff("Ben Coordinator");
        const cal = await addStaff("Cal Former", false);
        const outsider = crypto.randomUUID();
        await db.query("insert into auth.users (id, email) values ($1::uuid, 'someone@example.com')", [outsider]);
        const staff = signedIn(ana.id, "aal2");
        const document = { filename: "discharge-summary.pdf", contentType: "application/pdf", content: b64(DOCUMENT) };

        /** A call by the arguments' names, as the page makes it through supabase-js and PostgREST. */
        const rpc = (fn: DeskFunction, args: Record<string, unknown> = {}) => ({
          fn,
          sql: `select public.${fn}(${Object.keys(args).map((name, i) => `${name} => $${i + 1}`).join(", ")}) as r`,
          params: Object.values(args),
        });
        /** Every desk function, called once with arguments that would write where a write is possible. */
        const deskCalls = (p_reference: string) => [
          rpc("desk_me"),
          rpc("desk_staff_list"),
          rpc("desk_queue"),
          rpc("desk_open", { p_reference }),
          rpc("desk_document", { p_reference }),
          rpc("desk_set_status", { p_reference, p_status: "reviewing", p_reason: null, p_from: "new" }),
          rpc("desk_assign", { p_reference, p_user_id: ben.id }),
          rpc("desk_note", { p_reference, p_text: "Called the family back." }),
        ];

        await t.step("the database's desk functions, statuses, notices and decline reasons are _shared/desk.ts's", async () => {
          const functions = await db.query<{ proname: string; args: string[] | null }>(
            "select proname, proargnames as args from pg_proc where pronamespace = 'public'::regnamespace and proname like 'desk\\_%' order by proname",
          );
          assertEquals(functions.map((f) => [f.proname, f.args ?? []]), Object.entries(deskFunctions).sort(([a], [b]) => a.localeCompare(b)));
          assertEquals(deskCalls("VH-222222").map((c) => c.fn).sort(), Object.keys(deskFunctions).sort(), "the table below calls every one");
          const rows = await db.query<{ form_type: FormType; status: string; answers: boolean; tells_sender: boolean }>(
            "select form_type, status, answers, tells_sender from desk_private.statuses order by form_type, position",
          );
          for (const type of FORM_TYPES) {
            const of = rows.filter((r) => r.form_type === type);
            assertEquals(of.map((r) => r.status), statuses[type], type);
            assertEquals(of.filter((r) => r.answers).map((r) => r.status), ANSWERS[type], `${type} answers`);
            assertEquals(of.filter((r) => r.tells_sender).map((r) => r.status), TELLS_SENDER[type], `${type} tells the sender`);
            const moves = await db.query<{ from_status: string; to_status: string }>(
              "select from_status, to_status from desk_private.transitions where form_type = $1 order by from_status, to_status",
              [type],
            );
            const expected = Object.entries(MOVES[type]).flatMap(([from, tos]) => tos.map((to) => ({ from_status: from, to_status: to })));
            assertEquals(moves, expected.sort((a, b) => a.from_status.localeCompare(b.from_status) || a.to_status.localeCompare(b.to_status)), `${type} moves`);
          }
          assertEquals([...new Set(Object.values(TELLS_SENDER).flat())].sort(), [...statusNotices].sort());
          const [check] = await db.query<{ def: string }>(
            "select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'form_submissions_decline_reason_check'",
          );
          assertEquals([...check.def.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]).filter((v) => v !== "declined"), [...declineReasons]);
          // The form types a row may have: schemas.ts's, every one with its statuses.
          const [types] = await db.query<{ def: string }>(
            "select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'form_submissions_type_check'",
          );
          assertEquals([...types.def.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]), [...formTypes]);
          assertEquals([...FORM_TYPES].sort(), [...formTypes].sort());
        });

        await t.step("anyone but active staff at aal2 is refused by every desk function (42501), and nothing is written", async () => {
          const form = await save(referral({ attachment: document }));
          const callers: Record<string, Caller> = {
            "anon": { role: "anon", claims: { role: "anon" } },
            "a signed-in user who is not staff": signedIn(outsider, "aal2"),
            "staff at aal1": signedIn(ana.id, "aal1"),
            "staff without an aal claim": { role: "authenticated", claims: { sub: ana.id, role: "authenticated" } },
            "inactive staff at aal2": signedIn(cal.id, "aal2"),
            "a JWT with no claims at all": { role: "authenticated", claims: {} },
            "service_role": { role: "service_role", claims: { role: "service_role" } },
          };
          // Refused before anything else is looked at: an outsider cannot even learn whether a reference exists.
          const probes = [
            { fn: "desk_open of a reference nobody has", sql: "select public.desk_open('VH-ZZZZZZ') as r", params: [] },
            { fn: "desk_queue with a limit it refuses", sql: "select public.desk_queue(null, null, null, 0) as r", params: [] },
          ];
          const before = await written();
          for (const [who, caller] of Object.entries(callers)) {
            for (const { fn, sql, params } of [...deskCalls(form.reference), ...probes]) await refused(caller, sql, params, "42501", `${who}, ${fn}`);
          }
          assertEquals(await written(), before);
        });

        await t.step("active staff at aal2 gets an answer from every desk function", async () => {
          const form = await save(referral({ attachment: document }));
          const answers: Record<string, unknown> = {};
          for (const { fn, sql, params } of deskCalls(form.reference)) answers[fn] = await call(staff, sql, params);
          assertEquals(answers.desk_me, { user_id: ana.id, name: ana.name, aal: "aal2" });
          assertEquals(answers.desk_staff_list, [{ user_id: ana.id, name: ana.name }, { user_id: ben.id, name: ben.name }]);
          assert((answers.desk_queue as Queue).rows.some((r) => r.reference === form.reference));
          assertEquals((answers.desk_open as Opened).reference, form.reference);
          assertEquals((answers.desk_document as { filename: string }).filename, document.filename);
          assertEquals((answers.desk_set_status as Moved).status, "reviewing");
          assertEquals(answers.desk_assign, { reference: form.reference, assigned_to: ben.id, assigned_name: ben.name });
          assertEquals(answers.desk_note, { reference: form.reference, ok: true });
        });

        await t.step("the API roles hold no table, nothing of desk_private, and only authenticated may call the desk", async () => {
          for (const role of API_ROLES) {
            for (const table of TABLES) {
              for (const privilege of TABLE_PRIVILEGES) {
                const [row] = await db.query<{ has: boolean }>("select has_table_privilege($1, $2, $3) as has", [role, `public.${table}`, privilege]);
                assertEquals(row.has, false, `${role} ${privilege} on ${table}`);
              }
            }
            const [schema] = await db.query<{ has: boolean }>("select has_schema_privilege($1, 'desk_private', 'usage') as has", [role]);
            assertEquals(schema.has, false, `${role} usage on desk_private`);
            const helpers = await db.query<{ fn: string; has: boolean }>(
              `select p.oid::regprocedure::text as fn, has_function_privilege($1, p.oid, 'execute') as has
                 from pg_proc p where p.pronamespace = 'desk_private'::regnamespace`,
              [role],
            );
            assert(helpers.length >= 5, "desk_private's helpers were found");
            for (const helper of helpers) assertEquals(helper.has, false, `${role} execute on ${helper.fn}`);
            const tables = await db.query<{ tbl: string; has: boolean }>(
              `select c.oid::regclass::text as tbl, has_table_privilege($1, c.oid, 'select,insert,update,delete') as has
                 from pg_class c where c.relnamespace = 'desk_private'::regnamespace and c.relkind = 'r'`,
              [role],
            );
            for (const table of tables) assertEquals(table.has, false, `${role} on ${table.tbl}`);
            const desk = await db.query<{ fn: string; has: boolean }>(
              `select p.proname as fn, has_function_privilege($1, p.oid, 'execute') as has
                 from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname like 'desk\\_%'`,
              [role],
            );
            assertEquals(desk.length, Object.keys(deskFunctions).length);
            for (const fn of desk) assertEquals(fn.has, role === "authenticated", `${role} execute on ${fn.fn}`);
          }
        });

        await t.step("the API roles hold nothing else in public either: no sequence, no view", async () => {
          const held = await db.query<{ what: string }>(
            `select c.oid::regclass::text || ' ' || a.privilege_type || ' to ' || a.grantee::regrole::text as what
               from pg_class c cross join lateral aclexplode(c.relacl) a
              where c.relnamespace = 'public'::regnamespace
                and a.grantee in (select oid from pg_roles where rolname in ('anon', 'authenticated', 'service_role'))
              order by 1`,
          );
          assertEquals(held.map((h) => h.what), []);
        });

        await t.step("opening a record and downloading its document each write exactly one audit row; the queue none", async () => {
          const form = await save(referral({ attachment: document }));
          await call(staff, "select public.desk_queue() as r");
          await call(staff, "select public.desk_queue($1::text, 'all', $2::text, 10) as r", ["referral", form.reference]);
          await call(staff, "select public.desk_me() as r");
          await call(staff, "select public.desk_staff_list() as r");
          assertEquals(await eventsOf(form.id), []);
          const audited = { submission_id: form.id, actor: ana.id, actor_name: ana.name, aal: "aal2" };
          await call(staff, "select public.desk_open($1::text) as r", [form.reference]);
          assertEquals(await eventsOf(form.id), [{ ...audited, kind: "opened", detail: {} }]);
          await call(staff, "select public.desk_document($1::text) as r", [form.reference]);
          const opened = await call<Opened>(staff, "select public.desk_open($1::text) as r", [form.reference.toLowerCase()]);
          assertEquals(await eventsOf(form.id), [
            { ...audited, kind: "opened", detail: {} },
            { ...audited, kind: "downloaded", detail: { filename: document.filename } },
            { ...audited, kind: "opened", detail: {} },
          ]);
          // The record shows its own history, this opening included.
          assertEquals(opened.history.map((h) => [h.kind, h.actor_name, h.aal]), [
            ["opened", ana.name, "aal2"],
            ["downloaded", ana.name, "aal2"],
            ["opened", ana.name, "aal2"],
          ]);
        });

        await t.step("the audit is insert-only: update, delete and truncate fail for the owner and every API role", async () => {
          const before = await db.query("select * from public.intake_events order by id");
          assert(before.length > 0, "there are audit rows to change");
          const changes = [
            "update public.intake_events set actor_name = 'Someone else'",
            "delete from public.intake_events",
            "truncate public.intake_events",
            "truncate public.form_submissions cascade",
          ];
          for (const sql of changes) {
            const err = await assertRejects(() => db.query(sql), `the owner: ${sql}`);
            assertEquals(codeOf(err), "42501", `the owner: ${sql}`);
            for (const role of API_ROLES) await refused({ role, claims: { role } }, sql, [], "42501", `${role}: ${sql}`);
            await refused(staff, sql, [], "42501", `staff: ${sql}`);
          }
          assertEquals(await db.query("select * from public.intake_events order by id"), before);
        });

        await t.step("the queue: only what says what to pick up next, no health detail", async () => {
          const forms = [
            await save(referral({ attachment: document, clientName: "Harriet Quill", additionalNotes: "Stage three heart failure." })),
            await save(referral({ clientNeeds: ["medication", "transition"], locale: "es", clientName: "Inés Paloma" })),
            await save(consultation({ message: "Dad has early dementia." })),
            await save(consultation({ email: "", message: "Mamá tiene diabetes.", locale: "es" })),
            await save(application({ experience: "Ten years in hospice.", motivation: "My own mother's stroke." })),
            await save(callback({ name: "Walter Quill", phone: "(619) 555-0101", bestTime: "afternoon", zip: "92037" })),
            await save(consultation({ careType: "memory", relationship: "parent", zip: "92103", bestTime: "morning", neededBy: addDays(agencyToday(), 3) })),
          ];
          const queue = await call<Queue>(staff, "select public.desk_queue(null, 'all', null, $1::int) as r", [QUEUE_MAX]);
          assert(!Number.isNaN(Date.parse(queue.now)));
          for (const row of queue.rows) assertEquals(Object.keys(row).sort(), QUEUE_KEYS, row.reference);
          const text = JSON.stringify(queue);
          for (const { payload } of forms) {
            const fields = payload as Record<string, unknown>;
            for (const key of HEALTH_FIELDS.filter((k) => k in fields)) {
              assert(!text.includes(`"${key}"`), `the key ${key} is in the queue`);
              const values = [fields[key]].flat().filter((v): v is string => typeof v === "string" && v !== "");
              for (const value of values.flatMap((v) => v.split("\n"))) assert(!text.includes(value), `${key}'s "${value}" is in the queue`);
            }
          }
          assert(!text.includes(document.content.slice(0, 40)), "the document is in the queue");
          const byRef = new Map(queue.rows.map((r) => [r.reference, r]));
          const [first, spanish, , spanishConsultation, , callRow, memory] = forms.map((f) => byRef.get(f.reference)!);
          assertEquals([first.type, first.organisation, first.locale, spanish.locale, spanishConsultation.locale], [
            "referral",
            "Mercy Hospital",
            "en",
            "es",
            "es",
          ]);
          // A callback request: when to call; a consultation: the date care is needed by, in the start date's place.
          assertEquals([callRow.type, callRow.best_time, callRow.urgency, callRow.start_date], ["callback", "afternoon", null, null]);
          assertEquals([memory.best_time, memory.start_date], ["morning", addDays(agencyToday(), 3)]);
          assertEquals([first.best_time, first.start_date], [null, null]);
          const callbacks = await call<Queue>(staff, "select public.desk_queue('callback', 'all', null, $1::int) as r", [QUEUE_MAX]);
          assert(callbacks.rows.length > 0 && callbacks.rows.every((r) => r.type === "callback"), "the type filter takes callback");
        });

        await t.step("the queue: forms waiting for a reply first, overdue first; then the answered, latest change first", async () => {
          // Stored in another order than the one the queue must show, so storing order alone fails.
          const dueLater = await save(referral({ locale: "es" }));
          const dueSoon = await save(application());
          const lateToo = await save(referral());
          const overdue = await save(consultation());
          const answeredLater = await save(application());
          const closed = await save(referral());
          const answered = await save(consultation());
          const due = async (form: Stored, hours: number) =>
            await db.query("update public.form_submissions set reply_due_at = now() + make_interval(mins => $2::int) where id = $1::uuid", [
              form.id,
              Math.round(hours * 60),
            ]);
          await due(overdue, -3);
          await due(lateToo, -1);
          await due(dueSoon, 0.5);
          await due(dueLater, 20);
          const done = async (form: Stored, status: string, hoursAgo: number) =>
            await db.query(
              `update public.form_submissions set status = $2, replied_at = now() - interval '5 hours',
                      status_changed_at = now() - make_interval(mins => $3::int) where id = $1::uuid`,
              [form.id, status, Math.round(hoursAgo * 60)],
            );
          await done(answered, "contacted", 2);
          await done(answeredLater, "scheduled", 0.25);
          await done(closed, "closed", 1);
          const mine = [overdue, lateToo, dueSoon, dueLater, answered, answeredLater, closed].map((f) => f.reference);
          const order = (q: Queue) => q.rows.map((r) => r.reference).filter((r) => mine.includes(r));
          const queue = await call<Queue>(staff, "select public.desk_queue(null, null, null, $1::int) as r", [QUEUE_MAX]);
          assertEquals(order(queue), [overdue, lateToo, dueSoon, dueLater, answeredLater, answered].map((f) => f.reference));
          const all = await call<Queue>(staff, "select public.desk_queue(null, 'all', null, $1::int) as r", [QUEUE_MAX]);
          assertEquals(order(all), [overdue, lateToo, dueSoon, dueLater, answeredLater, closed, answered].map((f) => f.reference));
          // The whole queue keeps the rule: no waiting form after an answered one, due soonest first.
          for (const q of [queue, all]) {
            const waits = q.rows.map((r) => r.replied_at === null && r.status !== "closed");
            assertEquals(waits.indexOf(false) === -1 ? waits.length : waits.indexOf(false), waits.lastIndexOf(true) + 1);
            const dues = q.rows.filter((_, i) => waits[i]).map((r) => r.reply_due_at === null ? -Infinity : Date.parse(r.reply_due_at));
            for (let i = 1; i < dues.length; i++) assert(dues[i - 1] <= dues[i], "waiting forms are due soonest first");
          }
          // A limit keeps the head of the same order.
          const head = await call<Queue>(staff, "select public.desk_queue(null, null, null, 3) as r");
          assertEquals(head.rows.map((r) => r.reference), queue.rows.slice(0, 3).map((r) => r.reference));
          const waiting = queue.rows.filter((r) => r.replied_at === null).length;
          const past = await call<Queue>(staff, "select public.desk_queue(null, null, null, $1::int) as r", [waiting + 1]);
          assertEquals(past.rows.map((r) => r.reference), queue.rows.slice(0, waiting + 1).map((r) => r.reference));
          assert(past.rows[waiting].replied_at !== null, "the first answered form follows the waiting ones");
        });

        await t.step("the queue's filters: type, status ('all', one status, by default every form not closed)", async () => {
          const closedOne = await save(application());
          await putIn(closedOne, "closed");
          const contacted = await save(consultation());
          await putIn(contacted, "contacted");
          const queue = (args: unknown[]) => call<Queue>(staff, "select public.desk_queue($1::text, $2::text, null, $3::int) as r", [...args, QUEUE_MAX]);
          const refs = (q: Queue) => q.rows.map((r) => r.reference);
          const every = await queue([null, "all"]);
          assert(refs(every).includes(closedOne.reference) && refs(every).includes(contacted.reference));
          const open = await queue([null, null]);
          assert(open.rows.length > 0 && open.rows.every((r) => r.status !== "closed"));
          assertEquals(open.rows.length, every.rows.filter((r) => r.status !== "closed").length);
          for (const type of FORM_TYPES) {
            const typed = await queue([type, "all"]);
            assert(typed.rows.length > 0, type);
            assertEquals(refs(typed), every.rows.filter((r) => r.type === type).map((r) => r.reference), type);
          }
          const closed = await queue([null, "closed"]);
          assert(refs(closed).includes(closedOne.reference) && closed.rows.every((r) => r.status === "closed"));
          const onlyContacted = await queue(["consultation", "contacted"]);
          assert(refs(onlyContacted).includes(contacted.reference));
          assert(onlyContacted.rows.every((r) => r.type === "consultation" && r.status === "contacted"));
          // A status of another form type: valid, and nothing has it.
          assertEquals((await queue(["application", "declined"])).rows, []);
        });

        await t.step("the queue's search: the start of a reference, with or without VH-, any case", async () => {
          const [a, b] = [await save(consultation(), "VH-QQ2345"), await save(referral(), "VH-QQ2346")];
          const search = async (text: string) =>
            (await call<Queue>(staff, "select public.desk_queue(null, 'all', $1::text, 100) as r", [text])).rows.map((r) => r.reference).sort();
          for (const text of ["VH-QQ234", "QQ234", "qq234", " vh-qq234 "]) assertEquals(await search(text), [a.reference, b.reference], text);
          for (const text of ["VH-QQ2345", "QQ2345", "qq2345"]) assertEquals(await search(text), [a.reference], text);
          for (const text of ["QQ2347", "QQ23456", "Q2345", "H-QQ2345"]) assertEquals(await search(text), [], text);
          for (const row of await search("VH-Q")) assert(row.startsWith("VH-Q"));
        });

        await t.step("the queue refuses what it cannot take (PT400)", async () => {
          const bad: [string, unknown[]][] = [
            ["p_limit 0", [null, null, null, 0]],
            ["p_limit over 500", [null, null, null, QUEUE_MAX + 1]],
            ["p_limit null", [null, null, null, null]],
            ["p_limit negative", [null, null, null, -1]],
            ["an unknown type", ["nurse", null, null, 10]],
            ["a type in capitals", ["REFERRAL", null, null, 10]],
            ["a callback in capitals", ["CALLBACK", null, null, 10]],
            ["a status for a type", ["new", null, null, 10]],
            ["an unknown status", [null, "pending", null, 10]],
            ["a LIKE wildcard", [null, null, "VH-%", 10]],
            ["an underscore", [null, null, "VH-_", 10]],
            ["quotes", [null, null, "' or 1=1 --", 10]],
            ["a reference too long", [null, null, "VH-QQ23456", 10]],
          ];
          const before = await written();
          for (const [what, args] of bad) {
            await refused(staff, "select public.desk_queue($1::text, $2::text, $3::text, $4::int) as r", args, "PT400", what);
          }
          assertEquals(await written(), before);
        });

        await t.step("opening a record: its fields, its document's name, type and size, its next statuses and history", async () => {
          const form = await save(referral({ attachment: document, locale: "es", urgency: "today", payer: "medi-cal" }));
          const opened = await call<Opened>(staff, "select public.desk_open($1::text) as r", [` ${form.reference.toLowerCase()} `]);
          // Every field the sender filled in; the envelope and the document are columns of their own.
          const fields: Record<string, unknown> = { ...form.payload };
          for (const key of ["submissionId", "type", "honeypot", "locale", "attachment"]) delete fields[key];
          assertEquals(opened.fields, fields);
          assertEquals([opened.reference, opened.type, opened.locale, opened.status], [form.reference, "referral", "es", "new"]);
          assertEquals(opened.document, { filename: document.filename, content_type: "application/pdf", bytes: DOCUMENT.length });
          assertEquals(opened.next_statuses, MOVES.referral.new);
          assertEquals(opened.sender_email, true);
          assertEquals(opened.history.map((h) => h.kind), ["opened"]);
          assertEquals(opened.messages, []);
          const noEmail = await save(consultation({ email: "" }));
          const other = await call<Opened>(staff, "select public.desk_open($1::text) as r", [noEmail.reference]);
          assertEquals([other.document, other.sender_email, other.next_statuses, other.locale], [null, false, MOVES.consultation.new, "en"]);
          const call_ = await save(callback({ locale: "es" }));
          const request = await call<Opened>(staff, "select public.desk_open($1::text) as r", [call_.reference]);
          assertEquals([request.type, request.document, request.sender_email, request.next_statuses], ["callback", null, false, MOVES.callback.new]);
          assertEquals([request.locale, request.fields], ["es", { name: "Maria Family", phone: "(858) 555-0142", bestTime: "afternoon", zip: "92123" }]);
        });

        await t.step("a reference nobody has, or a form without a document, is not found (PT404), and nothing is written", async () => {
          const withoutDocument = await save(referral());
          const consultationForm = await save(consultation());
          const before = await written();
          for (const reference of ["VH-ZZZZZZ", "nonsense", "", null]) {
            for (const fn of ["desk_open", "desk_document"]) {
              await refused(staff, `select public.${fn}($1::text) as r`, [reference], "PT404", `${fn}(${reference})`);
            }
            await refused(staff, "select public.desk_set_status($1::text, 'closed') as r", [reference], "PT404", `set_status(${reference})`);
            await refused(staff, "select public.desk_assign($1::text, null) as r", [reference], "PT404", `assign(${reference})`);
            await refused(staff, "select public.desk_note($1::text, 'x') as r", [reference], "PT404", `note(${reference})`);
          }
          for (const form of [withoutDocument, consultationForm]) {
            await refused(staff, "select public.desk_document($1::text) as r", [form.reference], "PT404", `${form.payload.type} without a document`);
          }
          assertEquals(await written(), before);
        });

        await t.step("the document comes back byte for byte, with its name and type", async () => {
          const form = await save(referral({ attachment: document }));
          const got = await call<{ filename: string; content_type: string; content: string }>(
            staff,
            "select public.desk_document($1::text) as r",
            [form.reference],
          );
          assertEquals([got.filename, got.content_type], [document.filename, document.contentType]);
          assert(!/\s/.test(got.content), "one line of base64");
          const bytes = Uint8Array.from(atob(got.content), (c) => c.charCodeAt(0));
          assertEquals([...bytes], [...DOCUMENT]);
        });

        await t.step("every move each form may make, and only those (else PT400); replied_at set by answering statuses and kept", async () => {
          const builders = { referral, consultation, callback, application };
          for (const type of FORM_TYPES) {
            for (const from of statuses[type]) {
              for (const to of statuses[type]) {
                const form = await save(builders[type]());
                const answeredBefore = ANSWERS[type].includes(from);
                await putIn(form, from);
                const before = await rowOf(form.id);
                const reason = to === "declined" ? "other" : null;
                const sql = "select public.desk_set_status($1::text, $2::text, $3::text, $4::text) as r";
                const what = `${type}: ${from} → ${to}`;
                if (!MOVES[type][from].includes(to)) {
                  await refused(staff, sql, [form.reference, to, reason, from], "PT400", what);
                  assertEquals(await rowOf(form.id), before, what);
                  assertEquals([await eventsOf(form.id), await messagesOf(form.id)], [[], []], what);
                  continue;
                }
                const moved = await call<Moved>(staff, sql, [form.reference, to, reason, from]);
                const tells = TELLS_SENDER[type].includes(to);
                assertEquals([moved.reference, moved.status, moved.sender_told, moved.no_email], [form.reference, to, tells, false], what);
                const after = await rowOf(form.id);
                assertEquals([after.status, after.decline_reason], [to, from === "declined" || to === "declined" ? "other" : null], what);
                assert(after.status_changed_at !== null, what);
                if (answeredBefore) assertEquals(String(after.replied_at), String(before.replied_at), `${what}: replied_at kept`);
                else assertEquals(after.replied_at !== null, ANSWERS[type].includes(to), `${what}: replied_at`);
                assertEquals((await messagesOf(form.id)).map((m) => m.status), tells ? [to] : [], `${what}: status e-mails`);
                assertEquals((await eventsOf(form.id)).map((e) => [e.kind, e.detail.from, e.detail.to, e.detail.sender_told]), [["status", from, to, tells]], what);
              }
            }
          }
        });

        await t.step("an answer's time is kept through later moves (accept pending → reviewing → accepted)", async () => {
          const form = await save(referral());
          const move = (to: string) => call<Moved>(staff, "select public.desk_set_status($1::text, $2::text) as r", [form.reference, to]);
          await move("reviewing");
          assertEquals((await rowOf(form.id)).replied_at, null);
          await move("accept_pending");
          const first = (await rowOf(form.id)).replied_at;
          assert(first !== null);
          await move("reviewing");
          await move("accepted");
          assertEquals(String((await rowOf(form.id)).replied_at), String(first));
          assertEquals((await messagesOf(form.id)).map((m) => m.status), ["accept_pending", "accepted"]);
        });

        await t.step("a move from a status that is no longer the form's is refused (PT409)", async () => {
          const form = await save(referral());
          await call(staff, "select public.desk_set_status($1::text, 'reviewing', null, 'new') as r", [form.reference]);
          const before = [await rowOf(form.id), await eventsOf(form.id), await messagesOf(form.id)];
          await refused(staff, "select public.desk_set_status($1::text, 'accepted', null, 'new') as r", [form.reference], "PT409", "stale p_from");
          assertEquals([await rowOf(form.id), await eventsOf(form.id), await messagesOf(form.id)], before);
          const moved = await call<Moved>(staff, "select public.desk_set_status($1::text, 'accepted', null, 'reviewing') as r", [form.reference]);
          assertEquals(moved.status, "accepted");
        });

        await t.step("a decline needs a reason, only a decline takes one, and closing keeps it", async () => {
          const form = await save(referral({ locale: "es" }));
          const sql = "select public.desk_set_status($1::text, $2::text, $3::text) as r";
          const before = await written();
          await refused(staff, sql, [form.reference, "declined", null], "PT400", "a decline without a reason");
          await refused(staff, sql, [form.reference, "declined", "too_busy"], "PT400", "an unknown reason");
          await refused(staff, sql, [form.reference, "reviewing", "other"], "PT400", "a reason without a decline");
          await refused(staff, sql, [form.reference, "accepted", "payment"], "PT400", "a reason with an acceptance");
          await refused(staff, sql, [form.reference, "closed", "payment"], "PT400", "a reason with a close");
          assertEquals(await written(), before);
          for (const reason of declineReasons) {
            const other = await save(referral());
            await call(staff, sql, [other.reference, "declined", reason]);
            assertEquals((await rowOf(other.id)).decline_reason, reason);
          }
          await call(staff, sql, [form.reference, "declined", "outside_area"]);
          await call(staff, sql, [form.reference, "closed", null]);
          const row = await rowOf(form.id);
          assertEquals([row.status, row.decline_reason], ["closed", "outside_area"]);
          assertEquals(await messagesOf(form.id), [{ status: "declined", decline_reason: "outside_area", caller_name: null, delivery_status: "pending" }]);
        });

        await t.step("status e-mails: one per telling status when the sender left an address, with the caller's name; none otherwise", async () => {
          const sql = "select public.desk_set_status($1::text, $2::text, $3::text) as r";
          const assigned = await save(referral());
          await call(staff, "select public.desk_assign($1::text, $2::uuid) as r", [assigned.reference, ben.id]);
          const accepted = await call<Moved>(staff, sql, [assigned.reference, "accepted", null]);
          assertEquals([accepted.sender_told, accepted.no_email], [true, false]);
          assertEquals(await messagesOf(assigned.id), [{ status: "accepted", decline_reason: null, caller_name: ben.name, delivery_status: "pending" }]);
          const [message] = await db.query<{ id: string }>("select id::text from public.status_messages where submission_id = $1::uuid", [assigned.id]);
          assertEquals(accepted.message_id, message.id);
          await call(staff, sql, [assigned.reference, "closed", null]);
          assertEquals((await messagesOf(assigned.id)).length, 1, "closing tells nobody");

          const withEmail = await save(consultation({ locale: "es" }));
          await call(staff, sql, [withEmail.reference, "contacted", null]);
          assertEquals(await messagesOf(withEmail.id), [], "contacted tells nobody");
          const scheduled = await call<Moved>(staff, sql, [withEmail.reference, "scheduled", null]);
          assertEquals([scheduled.sender_told, scheduled.no_email], [true, false]);
          assertEquals((await messagesOf(withEmail.id)).map((m) => m.status), ["scheduled"]);

          const phoneOnly = await save(consultation({ email: "" }));
          const unreachable = await call<Moved>(staff, sql, [phoneOnly.reference, "scheduled", null]);
          assertEquals([unreachable.sender_told, unreachable.no_email, unreachable.message_id], [false, true, null]);
          assertEquals(await messagesOf(phoneOnly.id), []);
          const phoneOnlyContacted = await save(consultation({ email: "" }));
          const quiet = await call<Moved>(staff, sql, [phoneOnlyContacted.reference, "contacted", null]);
          assertEquals([quiet.sender_told, quiet.no_email], [false, false]);

          // A callback request has no address: scheduling it tells nobody, and there was nobody to tell.
          const callBack = await save(callback());
          const booked = await call<Moved>(staff, sql, [callBack.reference, "scheduled", null]);
          assertEquals([booked.sender_told, booked.no_email, booked.message_id], [false, false, null]);
          assertEquals(await messagesOf(callBack.id), []);

          const applicant = await save(application());
          const invited = await call<Moved>(staff, sql, [applicant.reference, "scheduled", null]);
          assertEquals([invited.sender_told, invited.no_email], [false, false]);
          assertEquals(await messagesOf(applicant.id), []);
          const opened = await call<Opened>(staff, "select public.desk_open($1::text) as r", [assigned.reference]);
          assertEquals(opened.messages.map((m) => [m.status, m.delivery_status]), [["accepted", "pending"]]);
        });

        await t.step({
          name: "two people moving the same form at once: one wins, the other is told (PT409), one e-mail",
          // PGlite runs one transaction at a time: the race needs a server.
          ignore: url === undefined,
          fn: async () => {
          const form = await save(referral());
          const holder = postgres(url!, { max: 1, onnotice: () => {} });
          try {
            let release = () => {};
            const held = new Promise<void>((resolve) => (release = resolve));
            let locked = () => {};
            const isLocked = new Promise<void>((resolve) => (locked = resolve));
            // Someone else holds the row, so both moves read it, then wait to write.
            const holding = holder.begin(async (tx) => {
              await tx`select 1 from public.form_submissions where id = ${form.id}::uuid for update`;
              locked();
              await held;
            });
            await isLocked;
            const sql = "select public.desk_set_status($1::text, $2::text, $3::text, 'new') as r";
            const moves = [
              db.asCaller<{ r: Moved }>(staff, sql, [form.reference, "accepted", null]),
              db.asCaller<{ r: Moved }>(signedIn(ben.id, "aal2"), sql, [form.reference, "declined", "no_caregiver"]),
            ].map((p) => p.then((rows) => ({ ok: true as const, status: rows[0].r.status }), (error) => ({ ok: false as const, code: codeOf(error) })));
            for (let waited = 0; ; waited += 10) {
              const waiting = await count(
                "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%desk_set_status%'",
              );
              if (waiting === 2) break;
              assert(waited < 3000, "both moves wait for the row");
              await new Promise((r) => setTimeout(r, 10));
            }
            release();
            await holding;
            const outcomes = await Promise.all(moves);
            assertEquals(outcomes.filter((o) => o.ok).length, 1, JSON.stringify(outcomes));
            assertEquals(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.code), ["PT409"], JSON.stringify(outcomes));
            const winner = outcomes.find((o) => o.ok)!;
            assertEquals((await rowOf(form.id)).status, winner.ok && winner.status);
            assertEquals((await messagesOf(form.id)).length, 1, "the sender is told once");
            assertEquals((await eventsOf(form.id)).length, 1, "one move is recorded");
          } finally {
            await holder.end({ timeout: 5 });
          }
          },
        });

        await t.step("assigning: only to active staff; null unassigns; each recorded", async () => {
          const form = await save(application());
          const sql = "select public.desk_assign($1::text, $2::uuid) as r";
          const before = await written();
          for (const [who, id] of [["inactive staff", cal.id], ["a user who is not staff", outsider], ["nobody known", crypto.randomUUID()]]) {
            await refused(staff, sql, [form.reference, id], "PT400", who);
          }
          assertEquals(await written(), before);
          assertEquals(await call(staff, sql, [form.reference, ana.id]), { reference: form.reference, assigned_to: ana.id, assigned_name: ana.name });
          assertEquals((await rowOf(form.id)).assigned_to, ana.id);
          const queued = await call<Queue>(staff, "select public.desk_queue(null, 'all', $1::text, 10) as r", [form.reference]);
          assertEquals(queued.rows.map((r) => r.assigned_name), [ana.name]);
          assertEquals(await call(staff, sql, [form.reference, null]), { reference: form.reference, assigned_to: null, assigned_name: null });
          assertEquals((await rowOf(form.id)).assigned_to, null);
          assertEquals((await eventsOf(form.id)).map((e) => [e.kind, e.detail]), [
            ["assigned", { to: ana.id, to_name: ana.name }],
            ["assigned", { to: null, to_name: null }],
          ]);
        });

        await t.step("notes: 1 to 2000 characters, recorded as a note", async () => {
          const form = await save(consultation());
          const sql = "select public.desk_note($1::text, $2::text) as r";
          const before = await written();
          for (const [what, text] of [["empty", ""], ["blank", " \n\t "], ["null", null], ["too long", "x".repeat(NOTE_MAX_CHARS + 1)]] as [string, string | null][]) {
            await refused(staff, sql, [form.reference, text], "PT400", what);
          }
          assertEquals(await written(), before);
          const longest = "é".repeat(NOTE_MAX_CHARS);
          for (const text of ["x", `  ${longest}  `]) assertEquals(await call(staff, sql, [form.reference, text]), { reference: form.reference, ok: true });
          assertEquals((await eventsOf(form.id)).map((e) => [e.kind, e.actor_name, e.detail]), [
            ["note", ana.name, { text: "x" }],
            ["note", ana.name, { text: longest }],
          ]);
        });
      } finally {
        await db.close();
        await done();
      }
    },
  });
}

deskSuite("PGlite (embedded)", async () => ({ db: await pgliteDb(), done: async () => {} }));

const realPg = realPostgresAvailable();
deskSuite("a real PostgreSQL server", async () => {
  const server = await startPgServer();
  return { db: postgresDb(server.url), url: server.url, done: () => server.stop() };
}, !realPg);
