/**
 * The desk's supabase-js clients, created on first use: supabase-js is loaded only by the desk,
 * never by the public pages. Both modes end in the same `rpc`: the hosted project's PostgREST, or
 * the local server answering /rest/v1/rpc/<name> like it on this origin (with the cookie session).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { DeskAuth } from "./hosted-auth";
import { LOCAL_ANON_KEY } from "./local-session";
import type { DeskClient } from "./rpc";

export type HostedClients = { client: DeskClient; auth: DeskAuth };

/** Where the hosted session is kept: this tab only, so closing it ends the session too. */
export const HOSTED_STORAGE_KEY = "vitalhealth-desk-auth";

let hosted: Promise<HostedClients> | undefined;

/** One client per page: two would share the session's storage and race to refresh it. */
export function hostedClients(url: string, anonKey: string): Promise<HostedClients> {
  hosted ??= import("@supabase/supabase-js").then(({ createClient }) => {
    const supabase = createClient(url, anonKey, {
      auth: { storage: window.sessionStorage, storageKey: HOSTED_STORAGE_KEY, persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    });
    return { client: rpcOf(supabase), auth: supabase.auth };
  });
  return hosted;
}

/** The local server's desk: it knows staff by the HttpOnly cookie, so the client keeps no session. */
export async function localDeskClient(origin: string = location.origin): Promise<DeskClient> {
  const { createClient } = await import("@supabase/supabase-js");
  return rpcOf(createClient(origin, LOCAL_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } }));
}

function rpcOf(supabase: SupabaseClient): DeskClient {
  return {
    async rpc(name, args) {
      const { data, error, status } = await supabase.rpc(name, args);
      return { data, error, status };
    },
  };
}
