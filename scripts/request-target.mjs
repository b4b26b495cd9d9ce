/**
 * What the local server decides on before it serves anything: the request target as one decoded,
 * normalised path, and whether a Range header is one it can serve. Pure functions, unit-tested.
 *
 * Every decision (the function path, the hosts' header files, which page's headers apply) is made
 * on the decoded, normalised path, so `/%5fheaders`, `/_headers/` or `//about` cannot take a way
 * around a rule that `/_headers` and `/about` meet.
 */
import path from "node:path";

// RFC 3986 path characters: unreserved, sub-delims, ":", "@", "/" and %XX escapes.
const PATH_CHARS = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;

/**
 * `{ pathname, search }` for a request target, or null when it is malformed (the server answers
 * 400). Absolute-form targets (`http://host/path`) are read for their path. A path that starts
 * with `//` is refused: no page has an empty first segment, and URL parsers read it as a host.
 */
export function parseTarget(raw) {
  let target = typeof raw === "string" ? raw : "";
  if (!target.startsWith("/")) {
    let url;
    try {
      url = new URL(target);
    } catch {
      return null; // not a URL at all (`http://[/`, `*`, ``)
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    target = url.pathname + url.search;
  }
  const q = target.indexOf("?");
  const rawPath = q < 0 ? target : target.slice(0, q);
  const search = q < 0 ? "" : target.slice(q);
  if (rawPath.startsWith("//") || !PATH_CHARS.test(rawPath)) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null; // %C3 alone, %FF: not UTF-8
  }
  if (/[\0\\]/.test(decoded)) return null;
  const normal = path.posix.normalize(decoded);
  return { pathname: normal.length > 1 ? normal.replace(/\/+$/, "") || "/" : "/", search };
}

/** What one client may hold, and how long a connection may take or sit idle. */
export const SERVER_LIMITS = {
  /** Browsers open about six connections to a host; a few tabs behind one address fit well within this. */
  connectionsPerClient: 64,
  connections: 2_048,
  headersTimeoutMs: 10_000,
  /** The whole request, upload included (the function's own body deadline is shorter). */
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  /**
   * No byte read or written for this long: closed. A client that stopped reading its answer is
   * closed after twice this (Node re-arms the timer once while a write is still queued). As long as
   * the browser waits for a form's answer (lib/backend.ts), so no answer anyone waits for is cut.
   */
  idleTimeoutMs: 15_000,
  checkIntervalMs: 1_000,
};

// RFC 9110 §7.2 Host: uri-host [ ":" port ], where uri-host is an IP literal ([v6]), or an IPv4
// address or registered name (letters, digits, "-", "."; percent-encoding and sub-delims are
// legal there but no name a browser sends uses them).
const HOST = /^(?:\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?)(?::(\d{1,5}))?$/;

/**
 * True for a Host header the server can answer: well formed, with a port in range. HTTP/1.1
 * requires one; an HTTP/1.0 request may leave it out.
 */
export function isValidHost(host, httpVersion = "1.1") {
  if (host === undefined) return httpVersion === "1.0";
  const m = HOST.exec(host);
  return m !== null && (m[1] === undefined || Number(m[1]) <= 65_535);
}

/** An error answer in JSON that no cache keeps: `{ "error": "…" }`. */
export function jsonError(res, status, error, headers = {}) {
  jsonAnswer(res, status, { error }, headers);
}

/** Any JSON answer of the local server, never cached. */
export function jsonAnswer(res, status, body, headers = {}) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(JSON.stringify(body));
}

/**
 * The request handler, made unable to end the process: whatever it throws is logged in one line
 * (the error's code or name, never the request) and answered 500, or the connection is closed
 * when the answer had already begun.
 */
export function neverThrows(handler, log = console.error) {
  return (req, res) => {
    try {
      handler(req, res);
    } catch (err) {
      log(`[serve] ${req.method} failed: ${err?.code ?? err?.name ?? "error"}`);
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      res.end("Internal server error");
    }
  };
}

/** The path as a URL path again, each segment escaped, for the static handler to decode once. */
export function encodePath(pathname) {
  return pathname.split("/").map(encodeURIComponent).join("/");
}

/**
 * True when the static handler can serve this Range: one `bytes=first-[last]` range with
 * first <= last. Anything else (`bytes=100-5`, suffix ranges, several ranges, other units) is
 * served as the whole file, as RFC 9110 allows; a first byte past the end gets sirv's 416.
 */
export function isServableRange(range) {
  const m = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(String(range).trim());
  return m !== null && (m[2] === "" || Number(m[1]) <= Number(m[2]));
}
