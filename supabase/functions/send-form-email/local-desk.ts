/**
 * The intake desk's database calls under `npm start`: the page calls the same functions the hosted
 * desk calls through supabase-js (`rpc`), and npm start's proxy forwards them here once it has
 * checked its loopback session (scripts/desk-gate.mjs). Each runs as PostgREST would run it, in a
 * transaction as `authenticated` with the claims of "the local owner" (aal2), so the database
 * functions decide what is shown exactly as they do hosted. Answers are PostgREST's: the function's
 * JSON, or `{ code, message }` with its status (42501 → 403, PTnnn → nnn).
 *
 * Only for a database that runs supabase/stand-in/auth.sql (the embedded store, a plain
 * PostgreSQL): a Supabase project's staff sign in with Supabase Auth, never through this door.
 */
import { type DeskFunction, deskFunctions } from "../_shared/desk.ts";
import { DESK_SESSION_HEADER, LOCAL_PROXY_HEADER } from "../_shared/endpoint.mjs";
import type { Caller, Db } from "./db.ts";
import { jsonResponse, readBody } from "./http.ts";
import { usesAuthStandIn } from "./migrate.ts";
import { sameSecret } from "./secrets.ts";

/** The one member of staff of a local desk: the owner at this computer. */
export const LOCAL_OWNER = { id: "00000000-0000-4000-8000-000000000001", name: "Local owner" } as const;
/** What npm start's proxy says in DESK_SESSION_HEADER for a call of the local owner's session. */
export const LOCAL_SESSION = "local-owner";
const OWNER_CALLER: Caller = {
  role: "authenticated",
  claims: { sub: LOCAL_OWNER.id, role: "authenticated", aal: "aal2", amr: [{ method: "loopback-link" }] },
};
const MAX_ARGS_BYTES = 16 * 1024;

/** Makes the local owner a member of staff, where the stand-in auth schema is in use. */
export async function ensureLocalOwner(db: Db): Promise<boolean> {
  if (!(await usesAuthStandIn(db))) return false;
  await db.query("insert into auth.users (id) values ($1::uuid) on conflict do nothing", [LOCAL_OWNER.id]);
  await db.query(
    "insert into public.desk_staff (user_id, name) values ($1::uuid, $2) on conflict (user_id) do update set active = true",
    [LOCAL_OWNER.id, LOCAL_OWNER.name],
  );
  return true;
}

const error = (status: number, code: string, message: string) => jsonResponse(status, { code, message, details: null, hint: null }, {});

/** The statement for a call: the function by name, its arguments by name ($1…), as PostgREST builds it. */
export function deskStatement(name: DeskFunction, args: Record<string, unknown>): { text: string; params: unknown[] } | string {
  const allowed: readonly string[] = deskFunctions[name];
  const keys = Object.keys(args);
  const unknown = keys.find((k) => !allowed.includes(k));
  if (unknown) return `${name} has no argument ${unknown}.`;
  const params = keys.map((k) => args[k]);
  if (params.some((v) => v !== null && typeof v === "object")) return "Arguments are strings, numbers or null.";
  const named = keys.map((k, i) => `${k} => $${i + 1}`).join(", ");
  return { text: `select public.${name}(${named}) as result`, params };
}

export interface DeskEndpointOptions {
  db: () => Promise<Db>;
  proxyToken: string | undefined;
  /** After a change that stored a status e-mail: deliver it now rather than at the next sweep. */
  onStatusMessage?: () => void;
}

export function deskEndpoint({ db, proxyToken, onStatusMessage }: DeskEndpointOptions) {
  let standIn: Promise<boolean> | undefined;
  return async (req: Request): Promise<Response> => {
    // Only npm start's proxy, and only for a call it has checked against its loopback session.
    const fromProxy = proxyToken !== undefined && sameSecret(req.headers.get(LOCAL_PROXY_HEADER) ?? "", proxyToken);
    if (!fromProxy || req.headers.get(DESK_SESSION_HEADER) !== LOCAL_SESSION) {
      return error(401, "42501", "Open the desk with the link npm start printed, on this computer.");
    }
    if (req.method !== "POST") return jsonResponse(405, { error: "Method not allowed." }, { Allow: "POST" });
    const name = new URL(req.url).searchParams.get("fn") ?? "";
    if (!Object.hasOwn(deskFunctions, name)) return error(404, "PGRST202", `There is no desk function ${name}.`);
    const body = await readBody(req, { max: MAX_ARGS_BYTES });
    if (!body.ok) return error(400, "PGRST102", "The call's arguments could not be read.");
    let args: unknown;
    try {
      args = body.bytes.length === 0 ? {} : JSON.parse(new TextDecoder().decode(body.bytes));
    } catch {
      return error(400, "PGRST102", "The call's arguments are not JSON.");
    }
    if (args === null || typeof args !== "object" || Array.isArray(args)) return error(400, "PGRST102", "The call's arguments are an object.");
    const statement = deskStatement(name as DeskFunction, args as Record<string, unknown>);
    if (typeof statement === "string") return error(400, "PGRST202", statement);
    try {
      const database = await db();
      standIn ??= ensureLocalOwner(database).catch((err) => {
        standIn = undefined; // asked again on the next call
        throw err;
      });
      if (!(await standIn)) return error(403, "42501", "This database is a Supabase project: sign in to its desk with Supabase Auth.");
      const [row] = await database.asCaller<{ result: unknown }>(OWNER_CALLER, statement.text, statement.params);
      const result = row?.result ?? null;
      if (name === "desk_set_status" && (result as { message_id?: unknown } | null)?.message_id) onStatusMessage?.();
      return jsonResponse(200, result, {});
    } catch (err) {
      return databaseError(err);
    }
  };
}

/** A database error as PostgREST answers it: the function's own words for its own errors, nothing else. */
function databaseError(err: unknown): Response {
  const code = String((err as { code?: unknown })?.code ?? "");
  const message = err instanceof Error ? err.message : "";
  if (code === "42501") return error(403, code, message);
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return error(Number(custom[1]), code, message);
  // A value of the wrong type for an argument (a malformed uuid, a word for a number).
  if (code.startsWith("22")) return error(400, code, "An argument has the wrong form.");
  console.error(`[send-form-email] desk call failed: ${err instanceof Error ? err.name : "error"} ${code}`);
  return error(500, "PGRST000", "The desk could not reach its records. Try again in a moment.");
}
