/**
 * `npm run bench:desk`: how fast the intake desk's queue answers with 10,000 stored forms, called as
 * PostgREST calls it (Db.asCaller: a transaction whose role and JWT claims are set for it, here
 * active staff at aal2). Each query is called 50 times to warm up, then 1,000 times one after the
 * other; the median, the tail percentiles and the slowest call printed per query, on PGlite (the embedded store of `npm start`, in memory)
 * and on a real PostgreSQL server (Debian's package, started as the store tests start it) when its
 * binaries are installed. Exits 1 when a p99 misses the target. BENCH_FORMS sets how many forms
 * are stored (default 10,000).
 *
 * The forms are inserted by one `insert … select generate_series` statement, shaped like the rows
 * store.save writes (payload fields per type, a document on some referrals, reply_due_at) and with
 * a desk history: about 5 % still waiting for their reply (some overdue), the rest answered or closed.
 */
import { type Caller, type Db, postgresDb } from "../../send-form-email/db.ts";
import { migrate } from "../../send-form-email/migrate.ts";
import { pgliteDb } from "../../send-form-email/pglite-db.ts";
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_PREFIX } from "../../_shared/reference.ts";
import { findPgBin, startPgServer } from "../pg-server.ts";

/** How many forms are stored: BENCH_FORMS, else 10,000 (a few years of the agency's forms). */
const FORMS = Number(Deno.env.get("BENCH_FORMS") ?? 10_000);
const WARM_UP_CALLS = 50;
const CALLS = 1_000;
/** The desk's target for a queue call, the caller's transaction included. */
const TARGET_P99_MS = 50;
/** Share of forms still waiting for their reply, in percent. */
const WAITING_PERCENT = 5;
const STAFF = ["Ana Intake", "Ben Coordinator", "Cora Nurse", "Dev Scheduler"];
/** A referral's document, when it has one: the size of a short discharge summary. */
const DOCUMENT_BYTES = 48 * 1024;

const QUERIES: { name: string; sql: string }[] = [
  { name: "desk_queue()", sql: "select public.desk_queue() as r" },
  { name: "desk_queue(p_type => 'referral')", sql: "select public.desk_queue(p_type => 'referral') as r" },
  { name: "desk_queue(p_status => 'all')", sql: "select public.desk_queue(p_status => 'all') as r" },
  // A page from the answered half (the others fill theirs with waiting forms).
  { name: "desk_queue(p_status => 'closed')", sql: "select public.desk_queue(p_status => 'closed') as r" },
];

/**
 * The forms. Row i: its type (7 in 20 referrals, 8 consultations, 5 applications), its language (1 in
 * 10 Spanish), and `r`, a number 0–99 spread independently of i's order, which decides its desk
 * history: below WAITING_PERCENT it is recent and waiting (overdue when its promise has passed);
 * otherwise received over the last two years and answered, closed for most.
 * References: i scrambled by a multiplier prime to 30^6, written in the reference alphabet (unique).
 */
const INSERT_FORMS = `
with g as (
  select i,
         case when i % 20 < 7 then 'referral' when i % 20 < 15 then 'consultation' else 'application' end as type,
         case when i % 10 = 0 then 'es' else 'en' end as locale,
         (i * 37 + i / 100) % 100 as r,
         (i::bigint * 7919 + 12345) % power(length($2::text), $3::int)::bigint as code
    from generate_series(1, $1::int) i
), dated as (
  select g.*,
         case when r < $5::int then now() - make_interval(mins => (i * 13) % (4 * 24 * 60))
              else now() - make_interval(days => 4) - make_interval(mins => (i * 97) % (730 * 24 * 60)) end as received
    from g
)
insert into public.form_submissions
  (id, reference, type, payload, attachment, attachment_name, attachment_type, created_at,
   delivery_status, attempts, notified_at, acknowledged_at, delivered_at,
   status, decline_reason, assigned_to, reply_due_at, replied_at, status_changed_at)
select gen_random_uuid(),
       $4::text || (select string_agg(substr($2::text, (code / power(length($2::text), k)::bigint % length($2::text))::int + 1, 1), '' order by k desc)
                      from generate_series(0, $3::int - 1) k),
       type,
       case type
         when 'referral' then jsonb_build_object(
           'referrerName', 'Dana Planner ' || i, 'referrerOrganization', (array['Mercy Hospital', 'Sharp Memorial Hospital', 'Scripps La Jolla', 'UC San Diego Health'])[1 + i % 4],
           'referrerPhone', '(858) 555-0123', 'referrerEmail', 'planner' || i || '@example.com', 'clientName', 'Client ' || i,
           'clientNeeds', '["adl", "meals", "transition"]'::jsonb, 'additionalNotes', repeat('Discharge on Friday; lives alone, needs help with stairs. ', 1 + i % 8),
           'startDate', to_char(received + interval '2 days', 'YYYY-MM-DD'), 'urgency', (array['today', '48h', 'week', 'planning', ''])[1 + i % 5],
           'payer', (array['private', 'ltc-insurance', 'va', 'medi-cal', 'unsure'])[1 + i % 5], 'clientZip', '92123', 'preferredLanguage', '',
           'familyContact', jsonb_build_object('name', 'Ana Daughter', 'phone', '(619) 555-0177'), 'locale', locale)
         when 'consultation' then jsonb_build_object(
           'firstName', 'Maria', 'lastName', 'Family ' || i, 'email', case when i % 10 = 3 then '' else 'family' || i || '@example.com' end,
           'phone', '858-555-0142', 'careType', (array['personal', 'companionship', 'respite', 'transitional', 'wellness', 'unsure'])[1 + i % 6],
           'urgency', (array['immediate', 'week', 'month', 'planning'])[1 + i % 4], 'message', repeat('Mum needs company in the afternoons. ', 1 + i % 5),
           'locale', locale)
         else jsonb_build_object(
           'firstName', 'Chris', 'lastName', 'Seeker ' || i, 'email', 'applicant' || i || '@example.com', 'phone', '1 858 555 0199',
           'position', (array['caregiver', 'companion', 'nurse', 'coordinator', 'other'])[1 + i % 5],
           'experience', repeat('Six years in home health. ', 1 + i % 6), 'motivation', 'I like helping people stay at home.', 'locale', locale)
       end,
       case when type = 'referral' and i / 20 % 5 < 2 then convert_to('%PDF-1.7' || chr(10), 'UTF8') || decode(repeat(md5(i::text), $6::int / 16), 'hex') end,
       case when type = 'referral' and i / 20 % 5 < 2 then 'discharge-' || i || '.pdf' end,
       case when type = 'referral' and i / 20 % 5 < 2 then 'application/pdf' end,
       received,
       'delivered', 1, received + interval '2 seconds', received + interval '2 seconds', received + interval '2 seconds',
       -- Its desk history: waiting (new, or a referral under review), else where it ended.
       case when r < $5::int then case when type = 'referral' and r % 2 = 1 then 'reviewing' else 'new' end
            when r >= 60 then 'closed'
            when type = 'referral' then (array['accepted', 'accepted', 'declined', 'accept_pending'])[1 + r % 4]
            else (array['contacted', 'scheduled'])[1 + r % 2] end,
       case when r >= $5::int and r < 60 and type = 'referral' and r % 4 = 2 then 'outside_area' end,
       case when r % 3 = 0 then ($7::uuid[])[1 + i % cardinality($7::uuid[])] end,
       received + case type when 'referral' then interval '2 hours' when 'consultation' then interval '24 hours' else interval '3 days' end,
       case when r >= $5::int then received + make_interval(mins => 20 + (i * 7) % (48 * 60)) end,
       case when r >= $5::int then received + make_interval(mins => 20 + (i * 7) % (48 * 60) + (i * 11) % (14 * 24 * 60))
            when type = 'referral' and r % 2 = 1 then received + interval '10 minutes' end
  from dated`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;

async function seed(db: Db): Promise<Caller> {
  await migrate(db);
  const ids = STAFF.map(() => crypto.randomUUID());
  for (const [i, id] of ids.entries()) {
    await db.query("insert into auth.users (id, email) values ($1::uuid, $2)", [id, `staff${i}@example.com`]);
    await db.query("insert into public.desk_staff (user_id, name) values ($1::uuid, $2)", [id, STAFF[i]]);
  }
  await db.query(INSERT_FORMS, [FORMS, REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_PREFIX, WAITING_PERCENT, DOCUMENT_BYTES, ids]);
  // As autovacuum would after a bulk load: the planner sees the table as it is.
  await db.exec("analyze public.form_submissions");
  return { role: "authenticated", claims: { sub: ids[0], role: "authenticated", aal: "aal2", aud: "authenticated" } };
}

async function describe(db: Db): Promise<string> {
  const [s] = await db.query<{ n: number; waiting: number; overdue: number; closed: number; documents: number }>(`
    select count(*)::int as n,
           count(*) filter (where replied_at is null and status <> 'closed')::int as waiting,
           count(*) filter (where replied_at is null and status <> 'closed' and reply_due_at < now())::int as overdue,
           count(*) filter (where status = 'closed')::int as closed,
           count(attachment)::int as documents
      from public.form_submissions`);
  return `${s.n} forms: ${s.waiting} waiting for a reply (${s.overdue} overdue), ${s.closed} closed, ${s.documents} with a document`;
}

async function bench(label: string, db: Db): Promise<boolean> {
  const started = performance.now();
  const staff = await seed(db);
  console.log(`\n${label}: ${await describe(db)} (stored in ${ms(performance.now() - started)})`);
  console.log(`${"query".padEnd(36)}${"rows".padStart(6)}${"p50".padStart(11)}${"p95".padStart(11)}${"p99".padStart(11)}${"max".padStart(11)}`);
  let met = true;
  for (const { name, sql } of QUERIES) {
    let rows = 0;
    for (let i = 0; i < WARM_UP_CALLS; i++) rows = ((await db.asCaller<{ r: { rows: unknown[] } }>(staff, sql))[0].r.rows).length;
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const t0 = performance.now();
      await db.asCaller(staff, sql);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    met &&= p99 < TARGET_P99_MS;
    console.log(
      `${name.padEnd(36)}${String(rows).padStart(6)}${[50, 95, 99].map((p) => ms(percentile(times, p)).padStart(11)).join("")}${ms(times.at(-1)!).padStart(11)}${
        p99 < TARGET_P99_MS ? "" : "  (p99 over target)"
      }`,
    );
  }
  return met;
}

if (!Number.isInteger(FORMS) || FORMS < 1) throw new Error("BENCH_FORMS is a number of forms, at least 1");
console.log(`desk_queue as aal2 staff: ${WARM_UP_CALLS} calls to warm up, then ${CALLS} one after another; target p99 < ${TARGET_P99_MS} ms`);
let met = true;
const embedded = await pgliteDb();
try {
  met = await bench("PGlite (embedded, in memory)", embedded) && met;
} finally {
  await embedded.close();
}
if (findPgBin()) {
  const server = await startPgServer();
  const db = postgresDb(server.url);
  try {
    met = await bench("PostgreSQL server (loopback)", db) && met;
  } finally {
    await db.close();
    await server.stop();
  }
} else {
  console.log("\nNo PostgreSQL server binaries (Debian's postgresql package): the real-server run is skipped.");
}
console.log(met ? `\nEvery p99 under ${TARGET_P99_MS} ms.` : `\nA p99 missed the ${TARGET_P99_MS} ms target.`);
if (!met) Deno.exit(1);
