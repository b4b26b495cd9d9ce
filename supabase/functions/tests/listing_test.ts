/**
 * `npm run submissions` lists every stored form, however many: page after page, from the store
 * directly and through `npm start`'s admin listener, and says how many there are.
 */
import { assert, assertEquals, assertMatch } from "./assert.ts";
import { main } from "../send-form-email/admin.ts";
import { startLocalServer } from "../send-form-email/local.ts";
import { migrate } from "../send-form-email/migrate.ts";
import { pgliteDb } from "../send-form-email/pglite-db.ts";
import { localFolders } from "./helpers.ts";

const ROWS = 1_005;

/** Runs the command, returning what it printed. */
async function run(args: string[], env: Record<string, string>): Promise<{ code: number; printed: string[] }> {
  const printed: string[] = [];
  const log = console.log;
  console.log = (...a: unknown[]) => void printed.push(a.join(" "));
  try {
    return { code: await main(args, (n) => env[n]), printed };
  } finally {
    console.log = log;
  }
}

Deno.test({
  name: `npm run submissions with ${ROWS} rows: all of them, directly and through npm start, and the count`,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { dataDir, env, removeFolders } = await localFolders();
    try {
      // Rows three to a timestamp, so pages also split rows stored in the same instant.
      const db = await pgliteDb(`${dataDir}/pglite`); // where the embedded store keeps its files
      await migrate(db);
      await db.exec(`
        insert into public.form_submissions (id, reference, type, payload, created_at)
        select gen_random_uuid(),
               'VH-' || substr(a, g / 900 % 30 + 1, 1) || substr(a, g / 30 % 30 + 1, 1) || substr(a, g % 30 + 1, 1) || '222',
               'consultation', '{"firstName": "Bulk"}'::jsonb, now() - make_interval(secs => g / 3)
          from generate_series(1, ${ROWS}) g, (select '23456789ABCDEFGHJKMNPQRSTVWXYZ'::text as a) alphabet`);
      await db.close();

      const check = async (how: RegExp) => {
        const json = await run(["submissions", "--json"], env);
        assertEquals(json.code, 0);
        const listed: { reference: string; createdAt: string }[] = JSON.parse(json.printed[0]);
        assertEquals(listed.length, ROWS);
        assertEquals(new Set(listed.map((s) => s.reference)).size, ROWS);
        for (let i = 1; i < listed.length; i++) assert(listed[i - 1].createdAt >= listed[i].createdAt, `order at ${i}`);

        const text = await run(["submissions"], env);
        assertEquals(text.code, 0);
        assertEquals(text.printed.filter((l) => /^VH-/.test(l)).length, ROWS);
        assertMatch(text.printed.join("\n"), /1,005 submissions stored, all listed above/);
        assertMatch(text.printed.join("\n"), how);
      };
      await check(/embedded store in .*; times in San Diego/);

      const local = startLocalServer({ port: 0, env: (n) => env[n], dataDir, logger: () => {} });
      try {
        await local.store;
        await check(/through npm start/);
      } finally {
        await local.close();
      }
    } finally {
      await removeFolders();
    }
  },
});
