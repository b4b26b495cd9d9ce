/**
 * The one shape the store talks to: parameterised single statements, and whole SQL files for
 * migrations. Hosted, it is postgres.js on the SUPABASE_DB_URL every Supabase function gets;
 * locally and in tests, PGlite (pglite-db.ts) or a real server. postgres.js because it is
 * maintained, pure JavaScript (it runs in the edge runtime from npm, no native code), and pipelines
 * queries over a small pool; `prepare: false` so it also works through Supabase's transaction pooler.
 */
import postgres from "postgres";

export type Row = Record<string, unknown>;

export interface Db {
  readonly kind: "postgres" | "pglite";
  /** One statement, with $1… parameters. */
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (a migration file). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** How long a statement may wait for a connection or an answer before the store gives up. */
export const DB_TIMEOUT_SECONDS = 5;

export function postgresDb(url: string, { max = 5 }: { max?: number } = {}): Db {
  const sql = postgres(url, {
    max,
    prepare: false,
    connect_timeout: DB_TIMEOUT_SECONDS,
    idle_timeout: 20,
    onnotice: () => {/* "relation already exists, skipping" from migrations: not news */},
  });
  return {
    kind: "postgres",
    async query<T extends Row>(text: string, params: unknown[] = []) {
      return [...await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])] as unknown as T[];
    },
    async exec(text: string) {
      await sql.unsafe(text).simple();
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

/** True for a unique-constraint violation, of `constraint` when given (both drivers' error shapes). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (typeof err !== "object" || err === null) return false;
  const e = err as { code?: unknown; constraint_name?: unknown; constraint?: unknown };
  return e.code === "23505" && (constraint === undefined || (e.constraint_name ?? e.constraint) === constraint);
}
