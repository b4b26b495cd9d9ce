/**
 * Applies supabase/migrations/*.sql, in name order, to a database that lacks them: the embedded
 * store at start, the test databases, and (with `npm run db:migrate`) any other. They are recorded
 * in supabase_migrations.schema_migrations, the table the Supabase CLI keeps for `supabase db push`,
 * so a file is applied once wherever it was applied from.
 */
import type { Db } from "./db.ts";

export const MIGRATIONS_DIR = new URL("../../migrations/", import.meta.url);

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

/** Applies the missing migrations; returns the versions it applied. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? await readMigrations();
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
