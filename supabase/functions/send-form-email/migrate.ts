/**
 * Applies supabase/migrations/*.sql, in name order, to a database that lacks them: the embedded
 * store and any SUPABASE_DB_URL database when `npm start` or an admin command opens it, and the
 * test databases. (The hosted project gets them from `supabase db push`.) They are recorded
 * in supabase_migrations.schema_migrations, the table the Supabase CLI keeps for `supabase db push`,
 * so a file is applied once wherever it was applied from.
 */
import type { Db } from "./db.ts";

export const MIGRATIONS_DIR = new URL("../../migrations/", import.meta.url);
/**
 * The part of Supabase's auth schema the desk's functions use, for a database that is not a
 * Supabase project (the embedded store, the test servers, a plain PostgreSQL): applied before the
 * migrations wherever there is no `auth` schema.
 */
export const AUTH_STAND_IN = new URL("../../stand-in/auth.sql", import.meta.url);

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The migration files: `<version>_<name>.sql`. */
export async function readMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const out: Migration[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const match = /^(\d+)_(.+)\.sql$/.exec(entry.name);
    if (entry.isFile && match) {
      out.push({ version: match[1], name: match[2], sql: await Deno.readTextFile(new URL(entry.name, dir)) });
    }
  }
  if (out.length === 0) throw new Error(`no migrations found in ${dir.pathname}`);
  return out.sort((a, b) => a.version.localeCompare(b.version));
}

/** Whether this database runs supabase/stand-in/auth.sql rather than Supabase's own auth schema. */
export async function usesAuthStandIn(db: Db): Promise<boolean> {
  const [row] = await db.query<{ comment: string | null }>(
    "select obj_description(to_regnamespace('auth'), 'pg_namespace') as comment",
  );
  return row?.comment?.startsWith("stand-in:") ?? false;
}

/** Applies the missing migrations (after the auth stand-in where there is no `auth` schema); returns the versions it applied. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? await readMigrations();
  const [auth] = await db.query<{ present: boolean }>("select to_regnamespace('auth') is not null as present");
  if (!auth.present) await db.exec(await Deno.readTextFile(AUTH_STAND_IN));
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
  `);
  const done = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const m of all) {
    if (done.has(m.version)) continue;
    // One simple-protocol message, which Postgres runs as one transaction: a file that fails
    // leaves neither half its schema nor its record behind. (Version and name match the file
    // pattern above: digits, and a name whose quotes are doubled.)
    const record = `insert into supabase_migrations.schema_migrations (version, name) values ('${m.version}', '${m.name.replaceAll("'", "''")}')`;
    await db.exec(`${m.sql}\n;\n${record};`);
    applied.push(m.version);
  }
  return applied;
}
