/**
 * The embedded PostgreSQL of `npm start` and the tests: PGlite (Postgres compiled to WebAssembly,
 * from npm), its data in a folder, so stored forms survive a restart. Local only: the hosted
 * function never imports this file (index.ts uses postgres.js), so the deployed bundle stays small.
 * One process may open a data folder at a time; the lock file in it says which (local-store.ts).
 */
import { PGlite } from "@electric-sql/pglite";
import { CALLER_SETTINGS, type Caller, type Db, type Row } from "./db.ts";

/** `dir` undefined: in memory (tests). */
export async function pgliteDb(dir?: string): Promise<Db> {
  const pg = await PGlite.create(dir);
  return {
    kind: "pglite",
    async query<T extends Row>(text: string, params: unknown[] = []) {
      return (await pg.query<T>(text, params)).rows;
    },
    async exec(text: string) {
      await pg.exec(text);
    },
    asCaller<T extends Row>(caller: Caller, text: string, params: unknown[] = []) {
      return pg.transaction(async (tx) => {
        await tx.query(CALLER_SETTINGS, [caller.role, JSON.stringify(caller.claims)]);
        return (await tx.query<T>(text, params)).rows;
      });
    },
    // Nothing gives up on a PGlite statement: it runs in this process, one at a time.
    deadline: () => null,
    close: () => pg.close(),
  };
}
