/**
 * Validation with the forms' own zod schemas, turned into answers a visitor can read:
 * `{ error, fields: { name: message } }`, one message per top-level field.
 */
import { type Payload, payloadSchema } from "../_shared/schemas.ts";
import { checkAttachment } from "./attachment.ts";

export const formMessages = {
  fixFields: "Some answers need a second look. Please check the form and try again.",
  unknownType: "We could not tell which form this is. Please reload the page and try again.",
  // zod's own defaults ("Invalid input: expected string…") are for developers, not visitors.
  fallback: "Please check this answer.",
} as const;

export type Validation =
  | { ok: true; payload: Payload }
  | { ok: false; error: string; fields: Record<string, string> };

export function validatePayload(input: Record<string, unknown>): Validation {
  const parsed = payloadSchema.safeParse(input, { error: () => formMessages.fallback });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "form");
      fields[name] ??= issue.message;
    }
    if ("type" in fields) return { ok: false, error: formMessages.unknownType, fields: { type: fields.type } };
    const messages = Object.values(fields);
    return { ok: false, error: messages.length === 1 ? messages[0] : formMessages.fixFields, fields };
  }
  const payload = parsed.data;
  if (payload.type === "referral" && payload.attachment) {
    const problem = checkAttachment(payload.attachment);
    if (problem) return { ok: false, error: problem, fields: { attachment: problem } };
  }
  return { ok: true, payload };
}

/** A bot filled the hidden field: any non-blank value counts, whatever its JSON type. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body.honeypot;
  if (value === undefined || value === null) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}
