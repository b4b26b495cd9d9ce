/**
 * The two commands staff run locally:
 *   npm run submissions [-- --json | --csv]   the stored submissions, newest first
 *   npm run deliver-pending           send every e-mail still due now (after a provider outage)
 * From the same store `npm start` uses: SUPABASE_DB_URL's database when set, else the embedded one
 * in FORM_DATA_DIR (.data/). While `npm start` holds the embedded store, they ask it over loopback
 * (its admin listener, local-admin.ts, on the port and with the token the lock file names);
 * otherwise they open it themselves.
 */
import { AGENCY_TIME_ZONE } from "../_shared/agency.ts";
import { createHandler } from "./handler.ts";
import { type Listing, listAll, listingPage, type ListingPage } from "./listing.ts";
import { ADMIN_PATHS, DEFAULT_DATA_DIR, DEFAULT_OUTBOX_DIR, LOCAL_RECORD_LOCATION } from "./local.ts";
import { type DeliverPendingReport, deliverPendingReport } from "./local-admin.ts";
import { openLocalStore, readLock, type StoreLock } from "./local-store.ts";

const USAGE = "usage: admin.ts submissions [--json | --csv] | admin.ts deliver-pending";

/** How long a command waits for `npm start`'s store to finish opening before it says so. */
export const STORE_OPENING_WAIT_MS = 30_000;

async function viaServer<T>(lock: StoreLock, path: string, method: "GET" | "POST"): Promise<T> {
  const deadline = Date.now() + STORE_OPENING_WAIT_MS;
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${lock.adminPort}${path}`, { method, headers: { authorization: `Bearer ${lock.token}` } });
    const body = await res.json();
    if (res.ok) return body as T;
    // 503: npm start has the store but is still opening it (PGlite takes a moment): wait for it.
    const wait = (Number(res.headers.get("retry-after")) || 1) * 1000;
    if (res.status !== 503 || Date.now() + wait > deadline) {
      const why = res.status === 503
        ? `its store is still opening after ${STORE_OPENING_WAIT_MS / 1000} s; try again in a moment`
        : `it answered ${res.status}: ${body?.error ?? ""}`;
      throw new Error(`the running form function (npm start, pid ${lock.pid}) could not do it: ${why}`);
    }
    await new Promise((r) => setTimeout(r, wait));
  }
}

/** Runs `work` on the store: through the running function when it holds the embedded store. */
async function withStore<T>(
  env: (name: string) => string | undefined,
  viaHttp: (lock: StoreLock) => Promise<T>,
  direct: (open: Awaited<ReturnType<typeof openLocalStore>>) => Promise<T>,
): Promise<{ result: T; where: string }> {
  const dataDir = env("FORM_DATA_DIR")?.trim() || DEFAULT_DATA_DIR;
  if (!env("SUPABASE_DB_URL")?.trim()) {
    const lock = await readLock(dataDir);
    if (lock?.adminPort !== undefined && lock.token) {
      try {
        return { result: await viaHttp(lock), where: `embedded store in ${dataDir}, through npm start (pid ${lock.pid})` };
      } catch (err) {
        // Not answering: it is stopping (or starting). Open the store ourselves once it lets go.
        if (!(err instanceof TypeError)) throw err;
      }
    }
  }
  const open = await openLocalStore(env, { dataDir });
  try {
    const where = open.kind === "pglite" ? `embedded store in ${dataDir}` : "the database at SUPABASE_DB_URL";
    return { result: await direct(open), where };
  } finally {
    await open.close();
  }
}

const pagePath = (after?: string) => ADMIN_PATHS.submissions + (after ? `?after=${encodeURIComponent(after)}` : "");

const clock = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: AGENCY_TIME_ZONE, timeStyle: "medium", hourCycle: "h23" }).format(new Date(iso));

const when = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: AGENCY_TIME_ZONE,
    dateStyle: "short",
    timeStyle: "short",
    hourCycle: "h23",
  }).format(new Date(iso));

/** The reply's countdown as a column: when it is due, OVERDUE when past, "answered" once a status answered. */
function dueOf(s: Listing, now: number): string {
  if (s.repliedAt !== null || s.status === "closed") return "answered";
  if (s.replyDueAt === null) return "-";
  return `${when(s.replyDueAt)}${Date.parse(s.replyDueAt) < now ? " OVERDUE" : ""}`;
}

/**
 * The queue's columns as CSV (RFC 4180), for a spreadsheet: no health detail, no name, no
 * message, so the file can be shared as the desk's queue can. A cell that a spreadsheet would run
 * as a formula (= + - @) is quoted behind an apostrophe.
 */
export const CSV_COLUMNS = [
  "reference", "type", "createdAt", "status", "declineReason", "urgency", "startDate", "bestTime", "organisation",
  "replyDueAt", "repliedAt", "assigned", "deliveryStatus",
] as const satisfies readonly (keyof Listing)[];

export function toCsv(rows: Listing[]): string {
  const cell = (value: unknown) => {
    let v = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
    return /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
  };
  return [CSV_COLUMNS.join(","), ...rows.map((r) => CSV_COLUMNS.map((c) => cell(r[c])).join(","))].join("\r\n");
}

function statusOf(s: Listing): string {
  if (s.deliveryStatus !== "failed" && s.deliveryStatus !== "rejected") return s.deliveryStatus;
  const why = `${s.attempts} attempt${s.attempts === 1 ? "" : "s"}: ${s.lastError ?? "unknown"}`;
  return s.deliveryStatus === "rejected" ? `rejected (${why}; not retried)` : `failed (${why})`;
}

/** The text table's columns: title, width, and the cell of a form. */
const TEXT_COLUMNS: { title: string; width: number; cell: (s: Listing, now: number) => string }[] = [
  { title: "REFERENCE", width: 9, cell: (s) => s.reference },
  { title: "TYPE", width: 12, cell: (s) => s.type },
  { title: "RECEIVED", width: 17, cell: (s) => when(s.createdAt) },
  { title: "STATUS", width: 14, cell: (s) => (s.declineReason ? `${s.status} (${s.declineReason})` : s.status) },
  { title: "URGENCY", width: 19, cell: (s) => s.urgency ?? s.startDate ?? (s.bestTime ? `call: ${s.bestTime}` : "-") },
  { title: "REPLY DUE", width: 25, cell: dueOf },
  { title: "ASSIGNED", width: 16, cell: (s) => s.assigned ?? "-" },
  { title: "E-MAILS", width: 0, cell: (s) => statusOf(s) },
];

/** The list as text (a line per form, with the desk's columns), JSON or CSV. */
function printSubmissions(result: { total: number; submissions: Listing[] }, where: string, flags: string[]): void {
  const listed = result.submissions;
  if (flags.includes("--json")) return console.log(JSON.stringify(listed, null, 2));
  if (flags.includes("--csv")) return console.log(toCsv(listed));
  const now = Date.now();
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(TEXT_COLUMNS[i].width)).join("  ").trimEnd();
  if (listed.length === 0) console.log("No submissions stored yet.");
  else console.log(line(TEXT_COLUMNS.map((c) => c.title)));
  for (const s of listed) console.log(line(TEXT_COLUMNS.map((c) => c.cell(s, now))));
  // The count is read with the first page: a form stored just then can be counted, not listed.
  const count = (n: number) => `${n.toLocaleString("en-US")} submission${n === 1 ? "" : "s"}`;
  const shown = listed.length >= result.total ? "all listed above" : `${listed.length.toLocaleString("en-US")} listed above`;
  console.log(`\n${count(result.total)} stored, ${shown} (${where}; times in San Diego). Add --json for every field, --csv for these columns in a spreadsheet.`);
}

export async function main(args: string[], env: (name: string) => string | undefined = (n) => Deno.env.get(n)): Promise<number> {
  const [command, ...flags] = args;
  if (command === "submissions") {
    const { result, where } = await withStore(
      env,
      (lock) => listAll((after) => viaServer<ListingPage>(lock, pagePath(after), "GET")),
      ({ store }) => listAll((after) => listingPage(store, after)),
    );
    printSubmissions(result, where, flags);
    return 0;
  }
  if (command === "deliver-pending") {
    const { result, where } = await withStore<DeliverPendingReport>(
      env,
      (lock) => viaServer<DeliverPendingReport>(lock, ADMIN_PATHS.deliverPending, "POST"),
      ({ store }) =>
        deliverPendingReport(store, () =>
          createHandler({
            // The e-mail settings are npm start's (same variables, same defaults). No browser calls
            // this command, so the allowed origins it does not need get a placeholder.
            env: (n) => env(n) ?? (n === "ALLOWED_ORIGINS" ? "http://localhost" : undefined),
            store,
            defaultOutboxDir: DEFAULT_OUTBOX_DIR,
            recordLocation: LOCAL_RECORD_LOCATION,
            logger: () => {},
          }).deliverPending({ force: true })),
    );
    console.log(`Delivered ${result.delivered} submission${result.delivered === 1 ? "" : "s"} (${where}).`);
    let code = 0;
    if (result.failed.length > 0) {
      console.log(`Still failing: ${result.failed.map((f) => `${f.reference} (${f.reason})`).join(", ")}.`);
      console.log("Check the e-mail provider's settings, then run this again.");
      code = 1;
    }
    const { count, until } = result.leased;
    if (count > 0) {
      // Right after a crash the rows it was sending are still leased to it: not sent, and not lost.
      const [are, were] = count === 1 ? ["is", "was"] : ["are", "were"];
      const after = until ? `run this again after ${clock(until)} (San Diego time) to send them` : "run this again in a minute to send them";
      console.log(`${count} ${are} being sent by another process or ${were} left mid-send by a crash; ${after}.`);
      code = 1;
    }
    return code;
  }
  console.error(USAGE);
  return 2;
}

if (import.meta.main) {
  try {
    Deno.exit(await main(Deno.args));
  } catch (err) {
    console.error(`[submissions] ${err instanceof Error ? err.message : err}`);
    Deno.exit(1);
  }
}
