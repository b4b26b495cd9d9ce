/**
 * Step 1, refuse: what is answered before the body is read. Each returns the answer, or undefined
 * when the request may go on.
 */
import { DELIVER_PENDING_HEADER } from "../secrets.ts";
import { isJsonContentType, lastForwardedHop } from "../http.ts";
import type { ConnectionInfo, InRequest, Intake } from "./intake.ts";

/** Any call: origin, preflight, method, configuration. */
export function refuseCall({ req, cors, say, answer }: InRequest, intake: Intake): Response | undefined {
  if (cors === null) return answer(403, { error: say.origin }, "origin_refused");
  if (req.method === "OPTIONS") return answer(204, null, "preflight");
  if (req.method !== "POST") return answer(405, { error: say.method }, "method_not_allowed", {}, { Allow: "POST, OPTIONS" });
  const { loaded } = intake;
  if (!loaded.ok || !intake.provider || !intake.store) {
    const problems = loaded.ok ? (intake.store ? [] : ["SUPABASE_DB_URL"]) : loaded.problems;
    return answer(500, { error: say.config }, "config_error", { problems });
  }
  return undefined;
}

/** A form: JSON only (which also forces browsers to preflight), within the client's rate. */
export function refuseForm({ req, say, answer }: InRequest, conn: ConnectionInfo | undefined, intake: Intake): Response | undefined {
  if (!isJsonContentType(req.headers.get("content-type"))) return answer(415, { error: say.mediaType }, "unsupported_media_type");
  const forwarded = conn?.trustForwardedFor === false ? undefined : lastForwardedHop(req.headers);
  const rate = intake.limiter.check(forwarded ?? conn?.remoteAddress ?? "unknown");
  if (rate.ok) return undefined;
  return answer(429, { error: say.rateLimited }, "rate_limited", {}, { "Retry-After": String(rate.retryAfterSeconds) });
}

/** A scheduled delivery call carries the delivery header (its secret checked by its own step). */
export const isScheduledCall = (req: Request) => req.headers.get(DELIVER_PENDING_HEADER) !== null;
