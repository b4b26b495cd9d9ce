/**
 * Step 3, read and validate: the body within its size and time limits, then JSON, the honeypot, and
 * the form's own rules. Answers are in the payload's language from here on.
 */
import { intakeCopy } from "../../_shared/copy/index.ts";
import { formTypes, type Payload } from "../../_shared/schemas.ts";
import { contentLocale, readBody } from "../http.ts";
import { isHoneypotFilled, validatePayload } from "../validate.ts";
import type { InRequest, Intake } from "./intake.ts";

export async function readForm(request: InRequest, intake: Intake): Promise<Payload | Response> {
  const { req, say, answer } = request;
  const body = await readBody(req, { timeoutMs: intake.bodyReadTimeoutMs, totalMs: intake.bodyTotalTimeoutMs });
  if (!body.ok && body.reason === "aborted") return answer(400, { error: say.badJson }, "client_aborted");
  if (!body.ok && body.reason === "timeout") return answer(408, { error: say.bodyTimeout }, "body_timeout");
  if (!body.ok) return answer(413, { error: say.tooLarge }, "too_large");
  const data = parseObject(body.bytes);
  if (!data) return answer(400, { error: say.badJson }, "invalid_json");
  request.type = formTypes.find((t) => t === data.type);
  if (isHoneypotFilled(data)) return answer(200, { ok: true }, "honeypot");

  const checked = validatePayload(data, contentLocale(req.headers));
  if (!checked.ok) return answer(400, { error: checked.error, fields: checked.fields }, "invalid");
  request.say = intakeCopy[checked.payload.locale].answers;
  return checked.payload;
}

/** A JSON object from UTF-8 bytes, or undefined for anything else (bad bytes, bad JSON, arrays…). */
function parseObject(bytes: Uint8Array): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? value as Record<string, unknown>
      : undefined;
  } catch {
    return undefined; // malformed input is the visitor's 400, not our error
  }
}
