/**
 * The one shape the store talks to: parameterised single statements, and whole SQL files for
 * migrations. Hosted, it is postgres.js on the SUPABASE_DB_URL every Supabase function gets;
 * locally and in tests, PGlite (pglite-db.ts) or a real server. postgres.js because it is
 * maintained, pure JavaScript (it runs in the edge runtime from npm, no native code), and pipelines
 * queries over a small pool; `prepare: false` so it also works through Supabase's transaction pooler.
 */
import postgres from "postgres";
import { within } from "./within.ts";

export type Row = Record<string, unknown>;

/** Whom a statement runs for: the role PostgREST switches to, and the JWT's claims. */
export interface Caller {
  role: "anon" | "authenticated" | "service_role";
  claims: Record<string, unknown>;
}

/** The statement PostgREST begins each call's transaction with (its role and claims, local to it). */
export const CALLER_SETTINGS = "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)";

export interface Db {
  readonly kind: "postgres" | "pglite";
  /** One statement, with $1… parameters. */
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (a migration file). */
  exec(sql: string): Promise<void>;
  /**
   * One statement as PostgREST runs an API call: in a transaction whose role and
   * `request.jwt.claims` are set for it alone, so the desk's functions see the caller as they do
   * on the hosted project (the local desk, and the tests that switch roles).
   */
  asCaller<T extends Row = Row>(caller: Caller, text: string, params?: unknown[]): Promise<T[]>;
  /**
   * When a statement sent now is given up on, for a write that must not happen later than that
   * (store.ts's insert); null when nothing gives up (PGlite runs in this process).
   */
  deadline(): Date | null;
  close(): Promise<void>;
}

/** How long a statement may wait for a connection or an answer before the store gives up (then 503). */
export const DB_TIMEOUT_SECONDS = 5;
/**
 * Once given up on, a statement already sent is cancelled, and its own outcome awaited this long:
 * the server either stops it (it did not run) or has run it (its result comes back).
 */
export const CANCEL_WAIT_MS = 2_000;

export class DbTimeoutError extends Error {
  constructor() {
    super(`the database did not answer within ${DB_TIMEOUT_SECONDS} s`);
    this.name = "DbTimeoutError";
  }
}

/** Sent, then neither its answer nor its cancellation came back: the server may have run it. */
export class DbOutcomeUnknownError extends Error {
  constructor() {
    super(`the database did not answer within ${DB_TIMEOUT_SECONDS} s, nor confirm the statement's cancellation`);
    this.name = "DbOutcomeUnknownError";
  }
}

const QUERY_CANCELED = "57014";
const RECONNECT_BASE_SECONDS = 0.05;
const RECONNECT_MAX_SECONDS = 1;
type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs a postgres.js query with a deadline. Racing a timer alone answered 503 while the query went
 * on: postgres.js keeps a query that waits for a connection queued until one opens, however long
 * the database is away, and a query written to a stalled connection runs when the stall ends; both
 * committed after their request had said "not saved".
 *
 * A query already sent is cancelled, and what comes back then says whether it ran. A query not sent
 * yet is left alone: postgres.js 3.4.9 drops a queued one on cancel, but one handed to a connection
 * that is reconnecting stays assigned to it, and that connection then never serves another query
 * (the pool dies with the outage). Sent late, it runs late: the insert that must not (store.ts's
 * save) carries `deadline()` and inserts nothing once it has passed.
 */
async function bounded<T>(query: postgres.PendingQuery<postgres.Row[]>, map: (rows: postgres.Row[]) => T): Promise<T> {
  const outcome: Promise<Settled<T>> = Promise.resolve(query).then(
    (rows) => ({ ok: true as const, value: map(rows) }),
    (error) => ({ ok: false as const, error }),
  );
  let settled = await within(outcome, DB_TIMEOUT_SECONDS * 1000);
  if (!settled) {
    // postgres.js sets `state` (the connection's backend key) when it writes the query out.
    if ((query as { state?: unknown }).state == null) throw new DbTimeoutError();
    // The cancel request needs a connection of its own, which fails while the server is away: the
    // query's own answer is what counts, so that failure is not news.
    Promise.resolve(query.cancel()).catch(() => {});
    settled = await within(outcome, CANCEL_WAIT_MS);
    if (!settled) throw new DbOutcomeUnknownError();
    if (!settled.ok && (settled.error as { code?: unknown })?.code === QUERY_CANCELED) throw new DbTimeoutError();
  }
  if (settled.ok) return settled.value;
  throw settled.error;
}

export function postgresDb(url: string, { max = 5 }: { max?: number } = {}): Db {
  const sql = postgres(url, {
    max,
    prepare: false,
    connect_timeout: DB_TIMEOUT_SECONDS,
    // Seconds between reconnection attempts while the database is away. postgres.js's own grows to
    // 20 s, so forms kept failing for that long after the database was back; attempts are only
    // made for queries waiting, so a short one costs little.
    backoff: (attempts: number) => Math.min(RECONNECT_BASE_SECONDS * 2 ** attempts, RECONNECT_MAX_SECONDS),
    idle_timeout: 20,
    // The server ends a statement that runs too long (a lock wait, say); bounded() covers the rest.
    connection: { statement_timeout: DB_TIMEOUT_SECONDS * 1000 },
    onnotice: () => {/* "relation already exists, skipping" from migrations: not news */},
  });
  return {
    kind: "postgres",
    query<T extends Row>(text: string, params: unknown[] = []) {
      return bounded(sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]), (rows) => [...rows] as unknown as T[]);
    },
    async exec(text: string) {
      await sql.unsafe(text).simple();
    },
    async asCaller<T extends Row>(caller: Caller, text: string, params: unknown[] = []) {
      const work = sql.begin(async (tx) => {
        await tx.unsafe(CALLER_SETTINGS, [caller.role, JSON.stringify(caller.claims)]);
        return [...await tx.unsafe(text, params as postgres.ParameterOrJSON<never>[])] as unknown as T[];
      });
      // The server ends a statement that runs too long (statement_timeout); this bounds the wait for a connection.
      const settled: Promise<Settled<T[]>> = work.then((value) => ({ ok: true as const, value: value as T[] }), (error) => ({ ok: false as const, error }));
      const done = await within(settled, (DB_TIMEOUT_SECONDS + 1) * 1000);
      if (!done) throw new DbTimeoutError();
      if (done.ok) return done.value;
      throw done.error;
    },
    deadline: () => new Date(Date.now() + DB_TIMEOUT_SECONDS * 1000),
    close: () => sql.end({ timeout: 5 }),
  };
}

/** True for a unique-constraint violation, of `constraint` when given (both drivers' error shapes). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (typeof err !== "object" || err === null) return false;
  const e = err as { code?: unknown; constraint_name?: unknown; constraint?: unknown };
  return e.code === "23505" && (constraint === undefined || (e.constraint_name ?? e.constraint) === constraint);
}
