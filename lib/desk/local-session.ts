/**
 * The desk on the owner's own computer: `npm start` prints a one-time link (/desk#token=<hex>); the
 * page trades the token for an HttpOnly cookie session with the local server, which then answers
 * the desk's calls. The token is in the fragment so it never reaches a log, and is taken out of
 * the address bar before anything else happens (a screenshot, a bookmark, the history).
 */

export const LOCAL_SESSION_PATH = "/local/desk/session";
/** The key the local server expects; it reads the cookie, not this, but supabase-js needs one. */
export const LOCAL_ANON_KEY = "local-desk";

const TOKEN = /^[0-9a-f]+$/i;

/**
 * The link's token, if the address has one, after removing it from the address bar. A malformed
 * token is removed too and counts as none.
 */
export function takeTokenFromAddress(loc: Pick<Location, "hash" | "pathname" | "search"> = location, hist: Pick<History, "replaceState" | "state"> = history): string | null {
  const params = new URLSearchParams(loc.hash.replace(/^#/, ""));
  if (!params.has("token")) return null;
  hist.replaceState(hist.state, "", loc.pathname + loc.search);
  const token = params.get("token") ?? "";
  return TOKEN.test(token) ? token : null;
}

export type LocalSession = { ok: true } | { ok: false; message?: string };

/**
 * Opens a session with the token, or asks whether the cookie's is still alive. Only the server's
 * own `{ ok: true }` counts: a static host's 404 page or any other answer means there is no local
 * server here, and the desk shows how to open it.
 */
export async function startLocalSession(token: string | null, fetchFn: typeof fetch = fetch): Promise<LocalSession> {
  try {
    const res = await fetchFn(LOCAL_SESSION_PATH, token
      ? { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token }), credentials: "same-origin", cache: "no-store" }
      : { method: "GET", credentials: "same-origin", cache: "no-store" });
    const json = await readJson(res);
    if (res.ok && json?.ok === true) return { ok: true };
    // A link that did not work (used, or opened on another computer): the server says which, in
    // words for the owner, as `{ error }` or PostgREST's `{ message }`. Without a link there is
    // nothing to add to the explanation.
    const said = json?.error ?? json?.message;
    const message = token && (res.status === 401 || res.status === 403) && typeof said === "string" ? said.trim() : "";
    return message ? { ok: false, message } : { ok: false };
  } catch {
    // No server answered at all: the same explanation applies.
    return { ok: false };
  }
}

/**
 * Whether the server has ended the session (it answers 401 or 403). Asking also starts the
 * session's idle clock there again. A failure to reach it is not an ending: the next call says.
 */
export async function localSessionEnded(fetchFn: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchFn(LOCAL_SESSION_PATH, { method: "GET", credentials: "same-origin", cache: "no-store" });
    return res.status === 401 || res.status === 403;
  } catch {
    return false;
  }
}

/** Ends the cookie session; the desk is closed on this side whatever the server answers. */
export async function endLocalSession(fetchFn: typeof fetch = fetch): Promise<void> {
  try {
    await fetchFn(LOCAL_SESSION_PATH, { method: "DELETE", credentials: "same-origin" });
  } catch {
    // Nothing to show: the page has already closed the desk; the cookie expires on its own.
  }
}

async function readJson(res: Response): Promise<Record<string, unknown> | undefined> {
  if (!(res.headers.get("content-type") ?? "").includes("json")) return undefined;
  try {
    const json: unknown = await res.json();
    return json && typeof json === "object" ? (json as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
