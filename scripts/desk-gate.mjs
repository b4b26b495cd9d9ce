// @ts-self-types="./desk-gate.d.mts"
/**
 * The intake desk's door under `npm start` (docs/desk.md): a link with a one-time token, printed in
 * the terminal as Jupyter does, opens a session for "the local owner" on this computer only.
 *
 * - Loopback only: a desk request from any other address is refused, whatever it carries.
 * - The token is random (256 bits), works once, and is exchanged for a session id in an HttpOnly,
 *   SameSite=Strict cookie (the page never holds a credential script could read). Each use mints
 *   the next link's token, printed at once for the next browser.
 * - A session ends on sign-out, or after DESK_IDLE_MS without a call; the server forgets it on restart.
 * - The Host must name this computer (a DNS-rebinding page has another name), and a state-changing
 *   call from a browser must come from this origin.
 * This is not how hosted staff sign in: there, Supabase Auth with a second factor (desk/ page).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { jsonAnswer, jsonError } from "./request-target.mjs";

export const DESK_IDLE_MS = 15 * 60_000;
export const DESK_COOKIE = "vh_desk";
const TOKEN_BYTES = 32;

const newToken = () => randomBytes(TOKEN_BYTES).toString("hex");

/** True for this computer's own addresses (127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6). */
export function isLoopback(address) {
  if (typeof address !== "string") return false;
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return /^127(?:\.\d{1,3}){3}$/.test(v4) || address === "::1";
}

/** True when the Host header names this computer (localhost, 127.0.0.1, [::1]), with any port. */
export function isLoopbackHost(host) {
  if (typeof host !== "string") return false;
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0];
  return ["localhost", "127.0.0.1", "[::1]"].includes(name.toLowerCase());
}

/** A browser's cross-site call carries a foreign Origin; one without an Origin is not a browser's. */
export function isSameOrigin(origin, host) {
  return origin === undefined || origin === `http://${host}`;
}

function sameSecret(a, b) {
  const x = Buffer.from(String(a));
  const y = Buffer.from(String(b));
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The value of cookie `name` in a Cookie header, or undefined. */
export function cookieValue(header, name = DESK_COOKIE) {
  for (const part of String(header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export const sessionCookie = (id) => `${DESK_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict`;
export const endedCookie = () => `${DESK_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`;

export function createDeskGate({ idleMs = DESK_IDLE_MS, now = Date.now, token = newToken } = {}) {
  let link = token();
  const sessions = new Map();
  return {
    /** The token the next printed link carries. */
    get token() {
      return link;
    },
    /** A session id for the link's token (which is then spent), or undefined. */
    exchange(candidate) {
      if (typeof candidate !== "string" || !sameSecret(candidate, link)) return undefined;
      link = token();
      const id = newToken();
      sessions.set(id, now());
      return id;
    },
    /** Whether `id` is a live session; a live one's idle clock starts again. */
    check(id) {
      const seen = id === undefined ? undefined : sessions.get(id);
      if (seen === undefined) return false;
      if (now() - seen > idleMs) {
        sessions.delete(id);
        return false;
      }
      sessions.set(id, now());
      return true;
    },
    end(id) {
      if (id !== undefined) sessions.delete(id);
    },
  };
}

const MAX_SESSION_BODY = 1024;

function readSmallBody(req) {
  return new Promise((resolve) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      body += chunk;
      if (body.length > MAX_SESSION_BODY) {
        resolve(undefined);
        req.destroy();
      }
    });
    req.on("end", () => resolve(body));
    req.on("error", () => resolve(undefined));
  });
}

/** PostgREST's error shape, which supabase-js reads into `error.message`. */
const refusal = (res, status, message) => jsonAnswer(res, status, { code: "42501", message, details: null, hint: null });

/**
 * npm start's handling of the desk's paths: the session (POST the link's token, GET whether the
 * session lives, DELETE to sign out) and the database calls (`POST /rest/v1/rpc/<name>`), which go
 * to the function with the session header only once the session is checked here.
 * `forward(req, res, name)`: the proxy to the function. `onLink(token)`: a new link to print.
 */
export function deskDoor({ gate, forward, onLink, sessionPath, rpcPrefix }) {
  /** Exchanges the link's token in the body for a session cookie. */
  async function signIn(req, res) {
    let token;
    try {
      token = JSON.parse((await readSmallBody(req)) ?? "")?.token;
    } catch {
      token = undefined; // not JSON: no token
    }
    const session = gate.exchange(token);
    if (!session) return refusal(res, 401, "This desk link has been used or is not valid. Use the newest link npm start printed.");
    onLink(gate.token);
    jsonAnswer(res, 200, { ok: true }, { "Set-Cookie": sessionCookie(session) });
  }

  /** True when the request was the desk's (and is answered); synchronous, as the server's router is. */
  return function handle(req, res, pathname) {
    const isSession = pathname === sessionPath;
    if (!isSession && !pathname.startsWith(rpcPrefix)) return false;
    if (!isLoopback(req.socket.remoteAddress) || !isLoopbackHost(req.headers.host)) {
      refusal(res, 403, "The desk opens only on the computer that runs npm start.");
      return true;
    }
    if (req.method !== "GET" && req.method !== "HEAD" && !isSameOrigin(req.headers.origin, req.headers.host)) {
      refusal(res, 403, "The desk answers its own page only.");
      return true;
    }
    const id = cookieValue(req.headers.cookie);
    if (isSession) {
      if (req.method === "GET") {
        if (gate.check(id)) jsonAnswer(res, 200, { ok: true });
        else refusal(res, 401, "No desk session: open the link npm start printed.");
      } else if (req.method === "DELETE") {
        gate.end(id);
        jsonAnswer(res, 200, { ok: true }, { "Set-Cookie": endedCookie() });
      } else if (req.method === "POST") {
        signIn(req, res).catch(() => res.destroy());
      } else {
        jsonError(res, 405, "Method not allowed.", { Allow: "GET, POST, DELETE" });
      }
      return true;
    }
    const name = pathname.slice(rpcPrefix.length);
    if (req.method !== "POST") jsonError(res, 405, "Method not allowed.", { Allow: "POST" });
    else if (!gate.check(id)) refusal(res, 401, "Your desk session has ended. Open the newest link npm start printed.");
    else if (!/^[a-z_]{1,40}$/.test(name)) jsonAnswer(res, 404, { code: "PGRST202", message: "No such function.", details: null, hint: null });
    else forward(req, res, name);
    return true;
  };
}
