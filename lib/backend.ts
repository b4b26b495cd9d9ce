/** Sends a form to the send-form-email function: hosted Supabase when configured, else same origin. */

import type { SupabaseClient } from "@supabase/supabase-js";

import { FUNCTION_NAME, FUNCTION_PATH as LOCAL_FUNCTION_PATH } from "@/supabase/functions/_shared/endpoint.mjs";
import { isReference } from "@/supabase/functions/_shared/reference.ts";

export { FUNCTION_NAME, LOCAL_FUNCTION_PATH };
export const SUBMIT_TIMEOUT_MS = 15_000;

/**
 * What the function promised when it stored the form: when the reply is due, whether the answers
 * said care is needed at once, and when the office was closed, when it opens (reply-due.ts).
 */
export type Promised = { dueAt: Date; urgent: boolean; opensAt?: Date };

/**
 * Success carries the stored submission's reference when the function gave a well-formed one, and
 * its promise when it gave one that reads (an older function gives none: the steps keep "within").
 */
export type SendResult = { ok: true; reference?: string; promise?: Promised } | { ok: false; message?: string };

const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL;
const supabaseKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;

let client: Promise<SupabaseClient> | undefined;

/** One client, created on first submit; supabase-js never weighs on a page's first load. */
function getClient(url: string, key: string): Promise<SupabaseClient> {
  client ??= import("@supabase/supabase-js").then(({ createClient }) => createClient(url, key));
  return client;
}

export async function sendForm(body: object, timeoutMs: number = SUBMIT_TIMEOUT_MS): Promise<SendResult> {
  try {
    return await withTimeout(
      supabaseUrl && supabaseKey ? viaSupabase(body, supabaseUrl, supabaseKey, timeoutMs) : viaFetch(body, timeoutMs),
      timeoutMs,
    );
  } catch {
    // Network failure, abort or time-out: the caller shows the catalogue's fallback text.
    return { ok: false };
  }
}

/**
 * The body's language (its `locale`) as Content-Language, a CORS-safelisted header: the function
 * answers in it even before it has read the body (a rate limit, a body too large).
 */
function languageHeader(body: object): Record<string, string> {
  const locale = (body as { locale?: unknown }).locale;
  return typeof locale === "string" ? { "Content-Language": locale } : {};
}

async function viaFetch(body: object, timeoutMs: number): Promise<SendResult> {
  const res = await fetch(LOCAL_FUNCTION_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...languageHeader(body) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return interpret(res.ok, await readJson(res));
}

async function viaSupabase(body: object, url: string, key: string, timeoutMs: number): Promise<SendResult> {
  const supabase = await getClient(url, key);
  const { data, error } = await supabase.functions.invoke(FUNCTION_NAME, { body, headers: languageHeader(body), timeout: timeoutMs });
  if (error) {
    // A non-2xx answer: its JSON body carries the message meant for the visitor.
    const context: unknown = (error as { context?: unknown }).context;
    const json = context instanceof Response ? await readJson(context) : undefined;
    return { ok: false, message: messageOf(json) };
  }
  return interpret(true, data);
}

/**
 * Success is the function's own `{ ok: true }` and nothing else: an HTML page from a host's
 * catch-all or a captive portal answers 200 too, and must not clear a form that was never sent.
 * Its `reference` is kept only when it has the reference's shape: the submission is stored either
 * way (so it stays a success), but the visitor must never be told to quote anything else; an
 * answer without one (the honeypot's, a function not yet storing) is a success without a reference.
 */
function interpret(statusOk: boolean, json: unknown): SendResult {
  const message = messageOf(json);
  const isObject = json !== null && typeof json === "object";
  if (!statusOk || message !== undefined || (isObject && "error" in json) || !isObject || (json as { ok?: unknown }).ok !== true) {
    return { ok: false, message };
  }
  const { reference, promise } = json as { reference?: unknown; promise?: unknown };
  if (!isReference(reference)) return { ok: true };
  const promised = promiseOf(promise);
  return promised ? { ok: true, reference, promise: promised } : { ok: true, reference };
}

/** An ISO time as a Date, or undefined for anything that is not one. */
function timeOf(value: unknown): Date | undefined {
  if (typeof value !== "string") return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The answer's promise, or undefined when it is missing or does not read as one (never a wrong time shown). */
function promiseOf(value: unknown): Promised | undefined {
  if (value === null || typeof value !== "object") return undefined;
  const { dueAt, urgent, opensAt } = value as Record<string, unknown>;
  const due = timeOf(dueAt);
  const opens = opensAt === undefined ? undefined : timeOf(opensAt);
  if (!due || typeof urgent !== "boolean" || (opensAt !== undefined && !opens)) return undefined;
  return { dueAt: due, urgent, ...(opens ? { opensAt: opens } : {}) };
}

function messageOf(json: unknown): string | undefined {
  if (json && typeof json === "object" && "error" in json) {
    const e = (json as { error: unknown }).error;
    if (typeof e === "string" && e.trim()) return e;
    if (e && typeof e === "object" && "message" in e && typeof e.message === "string") return e.message;
  }
  return undefined;
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timed out")), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}
