/**
 * `npm run submissions` shows where the intake desk has each form (status, urgency, when the reply
 * is due, who has it) and `--csv` gives those columns, and nothing of the form's health details,
 * for a spreadsheet.
 */
import { assert, assertEquals, assertMatch } from "./assert.ts";
import { main, toCsv } from "../send-form-email/admin.ts";
import { migrate } from "../send-form-email/migrate.ts";
import { pgliteDb } from "../send-form-email/pglite-db.ts";
import { SubmissionStore } from "../send-form-email/store.ts";
import { callback, consultation, localFolders, referral } from "./helpers.ts";
import { addDays, agencyToday } from "../_shared/schemas.ts";
import { valid } from "./submitted.ts";

async function run(args: string[], env: Record<string, string>): Promise<string[]> {
  const printed: string[] = [];
  const log = console.log;
  console.log = (...a: unknown[]) => void printed.push(a.join(" "));
  try {
    assertEquals(await main(args, (n) => env[n]), 0);
    return printed;
  } finally {
    console.log = log;
  }
}

Deno.test({
  name: "npm run submissions: status, urgency, reply due, assigned; --csv without health details",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { dataDir, env, removeFolders } = await localFolders();
    try {
      const db = await pgliteDb(`${dataDir}/pglite`);
      await migrate(db);
      const store = new SubmissionStore(db);
      const late = await store.save(valid(referral({ urgency: "today", referrerOrganization: "=HYPERLINK(\"x\")" })));
      const taken = await store.save(valid(consultation({ urgency: "week", message: "Mom has diabetes" })));
      const neededBy = addDays(agencyToday(), 4);
      const planned = await store.save(valid(consultation({ urgency: "planning", careType: "memory", neededBy, bestTime: "morning", relationship: "parent", zip: "92103" })));
      const call = await store.save(valid(callback({ name: "Walter Quill", bestTime: "afternoon", zip: "92037" })));
      await db.query("update public.form_submissions set reply_due_at = now() - interval '1 hour' where reference = $1", [late.reference]);
      await db.query("insert into auth.users (id) values ('00000000-0000-4000-8000-0000000000aa')");
      await db.query("insert into public.desk_staff (user_id, name) values ('00000000-0000-4000-8000-0000000000aa', 'Ana Intake')");
      await db.query(
        "update public.form_submissions set status = 'contacted', replied_at = now(), status_changed_at = now(), assigned_to = '00000000-0000-4000-8000-0000000000aa' where reference = $1",
        [taken.reference],
      );
      await db.close();

      const text = (await run(["submissions"], env)).join("\n");
      assertMatch(text, /REFERENCE\s+TYPE\s+RECEIVED\s+STATUS\s+URGENCY\s+REPLY DUE\s+ASSIGNED/);
      assertMatch(text, new RegExp(`${late.reference}\\s+referral\\s+\\S+ \\S+\\s+new\\s+Today\\s+\\S+ \\S+ OVERDUE\\s+-`));
      assertMatch(text, new RegExp(`${taken.reference}\\s+consultation\\s+\\S+ \\S+\\s+contacted\\s+Within a week\\s+answered\\s+Ana Intake`));
      assertMatch(text, new RegExp(`${call.reference}\\s+callback\\s+\\S+ \\S+\\s+new\\s+call: Afternoon\\s+\\S+ \\S+\\s+-`));

      const csv = (await run(["submissions", "--csv"], env)).join("\n");
      const lines = csv.split("\r\n");
      assertEquals(lines[0], "reference,type,createdAt,status,declineReason,urgency,startDate,bestTime,organisation,replyDueAt,repliedAt,assigned,deliveryStatus");
      assertEquals(lines.length, 5);
      assert(lines.some((l) => l.startsWith(`${call.reference},callback,`) && l.includes(",new,,,,Afternoon,,")), csv);
      assert(lines.some((l) => l.startsWith(`${planned.reference},consultation,`) && l.includes(`,new,,Just planning ahead,${neededBy},Morning,,`)), csv);
      assert(lines.some((l) => l.startsWith(`${late.reference},referral,`) && l.includes(`,"'=HYPERLINK(""x"")",`)), csv);
      assert(!/diabetes|Robert|Dana|stairs|Walter|Quill|555-0142|Memory|memory|parent|92103|92037/.test(csv), "no health detail, name, number or ZIP in the CSV");

      const json = JSON.parse((await run(["submissions", "--json"], env))[0]) as {
        reference: string;
        type: string;
        assigned: string | null;
        startDate: string | null;
        bestTime: string | null;
        payload: Record<string, unknown>;
      }[];
      assertEquals(json.find((s) => s.reference === taken.reference)?.assigned, "Ana Intake");
      const listedCall = json.find((s) => s.reference === call.reference)!;
      assertEquals([listedCall.type, listedCall.bestTime, listedCall.payload.name, listedCall.payload.zip], ["callback", "Afternoon", "Walter Quill", "92037"]);
      const listedPlan = json.find((s) => s.reference === planned.reference)!;
      assertEquals([listedPlan.startDate, listedPlan.bestTime, listedPlan.payload.relationship], [neededBy, "Morning", "parent"]);
      assertMatch(text, new RegExp(`${planned.reference}\\s+consultation\\s+\\S+ \\S+\\s+new\\s+Just planning ahead\\s`));
    } finally {
      await removeFolders();
    }
  },
});

Deno.test("toCsv quotes commas, quotes and line breaks, and disarms formulas", () => {
  const row = { reference: "VH-ABCDEF", organisation: 'Mercy, "North"\nWing', urgency: "+1", assigned: "@x" } as unknown as Parameters<typeof toCsv>[0][number];
  const [, line] = toCsv([row]).split("\r\n");
  assertMatch(line, /^VH-ABCDEF,,,,,'\+1,,,"Mercy, ""North""\nWing",,,'@x,$/);
});
