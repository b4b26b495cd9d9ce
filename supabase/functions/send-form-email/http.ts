/**
 * HTTP plumbing: CORS headers (one place, every answer), JSON answers, a size- and time-capped body
 * reader, the client's address.
 */

import { DEFAULT_LOCALE, type Locale, locales } from "../_shared/locale.ts";

export const MAX_BODY_BYTES = 8 * 1024 * 1024;
/**
 * Longest a body may go without a byte arriving. An upload the client abandoned (tab closed,
 * network gone) would otherwise hold a connection and an instance open; and the browser gives up on
 * the whole request after 15 s (SUBMIT_TIMEOUT_MS in lib/backend.ts).
 */
export const BODY_READ_TIMEOUT_MS = 10_000;
/**
 * Longest a body may take in all, however steadily it trickles in: generous, because only time
 * spent waiting for bytes counts (see waitingClock), and npm start's proxy gives up after 30 s.
 */
export const BODY_TOTAL_TIMEOUT_MS = 30_000;
export const ALLOWED_METHODS = "POST, OPTIONS";
// What supabase-js `functions.invoke` sends (plus x-region, which it adds when a region is chosen).
const ALLOWED_HEADERS = "authorization, x-client-info, apikey, content-type, x-region";
const PREFLIGHT_MAX_AGE_SECONDS = "86400";

/**
 * CORS headers for this request's Origin, or null when the Origin is foreign. A request without an
 * Origin (curl, server to server) gets no CORS headers and is not refused: CORS guards browsers'
 * cross-site reads, it is not authentication.
 */
export function corsHeaders(origin: string | null, allowed: Set<string>): Record<string, string> | null {
  const base = { "Vary": "Origin" };
  if (origin === null) return base;
  if (!allowed.has(origin)) return null;
  return {
    ...base,
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": ALLOWED_METHODS,
    "Access-Control-Allow-Headers": ALLOWED_HEADERS,
    "Access-Control-Max-Age": PREFLIGHT_MAX_AGE_SECONDS,
  };
}

/**
 * Deno.serve's answer when a handler throws: JSON, no stack trace on stderr, one line naming the
 * error's kind only (never the request).
 */
export function onServeError(err: unknown): Response {
  console.error(`[send-form-email] unexpected error: ${err instanceof Error ? err.name : typeof err}`);
  return jsonResponse(500, { error: "Unexpected error." }, {});
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** `application/json`, with or without parameters such as charset. */
export function isJsonContentType(value: string | null): boolean {
  return value?.split(";")[0].trim().toLowerCase() === "application/json";
}

export type BodyResult =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; reason: "too_large" | "aborted" | "timeout" };

export interface BodyLimits {
  max?: number;
  /** Longest silence (BODY_READ_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Longest read in all (BODY_TOTAL_TIMEOUT_MS). */
  totalMs?: number;
}

/**
 * Counts the time a request spends waiting, not the time the process spends elsewhere: a ticker
 * whose late ticks count for two periods at most. A timer that fires after the event loop was held
 * by other requests (a large JSON.parse, a PGlite insert of a 5 MB document) would otherwise find
 * the deadline long past and win against reads whose bytes had arrived meanwhile: 40 documents at
 * once answered 408 that way.
 */
function waitingClock(periodMs: number, onTick: (waitedMs: number) => void): () => void {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    onTick(Math.min(now - last, 2 * periodMs));
    last = now;
  }, periodMs);
  return () => clearInterval(timer);
}

/** Ticks often enough for a fair measure of the deadline, rarely enough to cost nothing. */
const tickFor = (timeoutMs: number) => Math.min(250, Math.max(5, Math.floor(timeoutMs / 10)));

/**
 * Reads at most `max` bytes, giving up after `timeoutMs` without a byte or `totalMs` in all, each
 * counted as time spent waiting (waitingClock). Content-Length is only a hint (it can lie or be
 * absent with chunked encoding), so the limit is enforced on the bytes actually streamed.
 */
export async function readBody(
  req: Request,
  { max = MAX_BODY_BYTES, timeoutMs = BODY_READ_TIMEOUT_MS, totalMs = BODY_TOTAL_TIMEOUT_MS }: BodyLimits = {},
): Promise<BodyResult> {
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (declared > max) {
    await req.body?.cancel().catch(ignoreCancelError);
    return { ok: false, reason: "too_large" };
  }
  if (!req.body) return { ok: true, bytes: new Uint8Array() };
  const reader = req.body.getReader();
  let timedOut = false;
  let idle = 0;
  let total = 0;
  // Cancelling settles the pending read as done and tells the sender's side to stop.
  const stopClock = waitingClock(tickFor(Math.min(timeoutMs, totalMs)), (waited) => {
    idle += waited;
    total += waited;
    if (!timedOut && (idle >= timeoutMs || total >= totalMs)) {
      timedOut = true;
      reader.cancel().catch(ignoreCancelError);
    }
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        // The client went away mid-body (nobody to answer), or the deadline cancelled the read.
        return { ok: false, reason: timedOut ? "timeout" : "aborted" };
      }
      if (timedOut) return { ok: false, reason: "timeout" };
      const { done, value } = chunk;
      if (done) break;
      idle = 0;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(ignoreCancelError);
        return { ok: false, reason: "too_large" };
      }
      chunks.push(value);
    }
  } finally {
    stopClock();
  }
  if (chunks.length === 1) return { ok: true, bytes: chunks[0] };
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

// Cancelling a stream the client already closed can reject; the answer is the same either way.
function ignoreCancelError() {}

/**
 * The last address in X-Forwarded-For: the one the proxy in front of the function appended, which
 * is the only entry a client cannot choose. Proxies append ("client-sent, seen-by-proxy"), so the
 * first entry is whatever the client wrote (MDN: "X-Forwarded-For", security and privacy concerns).
 * Hosted, the request crosses Cloudflare (which appends to a client-sent header: its "Cloudflare
 * HTTP headers" reference) and Supabase's API gateway; locally scripts/serve.mjs replaces the header
 * with the socket's address, its only entry. See docs/backend.md for the trade-off.
 * Not CF-Connecting-IP or X-Real-IP: the local proxy passes those through from the client, and no
 * Supabase document promises them to edge functions, so trusting them would reopen the dodge.
 * Repeated header lines arrive joined by ", ", so the last line's last entry is still the proxy's.
 */
export function lastForwardedHop(headers: Headers): string | undefined {
  return headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() || undefined;
}

/**
 * The language the site says the body is in (`Content-Language: es`), for the answers given before
 * the body is read (rate limit, size, time); English when absent or unknown. The payload's own
 * `locale` decides everything after. Content-Language is a CORS-safelisted header: no preflight
 * change is needed for it.
 */
export function contentLocale(headers: Headers): Locale {
  const primary = headers.get("content-language")?.split(",")[0].trim().split("-")[0].toLowerCase();
  return locales.find((l) => l === primary) ?? DEFAULT_LOCALE;
}
