/**
 * Calling the database's desk_* functions, the same way in both modes: supabase-js's `rpc`, against
 * the hosted project or the local server that answers like PostgREST. Every answer becomes an
 * outcome with plain words for staff; a refusal (401/403) also ends the session on the spot.
 */

import type { DeskFunction } from "@/supabase/functions/_shared/desk.ts";

/** PostgREST's error body: `message` is English meant for staff, `code` says what kind of failure. */
export type RpcError = { message: string; code?: string; details?: string | null; hint?: string | null };
export type RpcResponse = { data: unknown; error: RpcError | null; status?: number };

/** What the desk needs of a supabase-js client; tests pass an object with just this. */
export interface DeskClient {
  rpc(name: string, args?: Record<string, unknown>): PromiseLike<RpcResponse>;
}

export type RpcFailure = { ok: false; kind: "signed-out" | "conflict" | "not-found" | "failed"; message: string };
export type RpcOutcome<T> = { ok: true; data: T } | RpcFailure;

export const CONNECTION_MESSAGE = "The desk could not be reached. Check the connection and try again.";
export const SIGNED_OUT_MESSAGE = "Your session has ended. Sign in again to continue.";

// PostgREST turns a raise with errcode PTxyz into HTTP xyz with code "PTxyz"; 42501 is the desk's
// "not staff at aal2" (403), PGRST301-303 a missing, bad or expired JWT (401).
const SIGNED_OUT_CODES = new Set(["42501", "PGRST301", "PGRST302", "PGRST303", "PT401", "PT403"]);

export function kindOf({ error, status }: Pick<RpcResponse, "error" | "status">): RpcFailure["kind"] {
  const code = error?.code ?? "";
  if (status === 401 || status === 403 || SIGNED_OUT_CODES.has(code)) return "signed-out";
  if (status === 409 || code === "PT409") return "conflict";
  if (status === 404 || code === "PT404") return "not-found";
  return "failed";
}

export async function call<T>(client: DeskClient, name: DeskFunction, args: Record<string, unknown> = {}): Promise<RpcOutcome<T>> {
  let response: RpcResponse;
  try {
    response = await client.rpc(name, args);
  } catch {
    // supabase-js answers a network failure with an error rather than throwing; a thrown error is
    // the same failure seen by another client, and staff can only try again.
    return { ok: false, kind: "failed", message: CONNECTION_MESSAGE };
  }
  const { data, error, status } = response;
  if (!error) return { ok: true, data: data as T };
  const kind = kindOf(response);
  if (kind === "signed-out") return { ok: false, kind, message: SIGNED_OUT_MESSAGE };
  // status 0: the request never got an answer (offline, blocked); its message is the browser's.
  const message = status === 0 || !error.message?.trim() ? CONNECTION_MESSAGE : error.message;
  return { ok: false, kind, message };
}

/**
 * The client every screen uses: a refused call (the session expired on the server, the user is no
 * longer staff) also reports `onSignedOut`, so the desk closes before anything else is shown.
 */
export function guardClient(client: DeskClient, onSignedOut: () => void): DeskClient {
  return {
    async rpc(name, args) {
      const response = await client.rpc(name, args);
      if (response.error && kindOf(response) === "signed-out") onSignedOut();
      return response;
    },
  };
}
