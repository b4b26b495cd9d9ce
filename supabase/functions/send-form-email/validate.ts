/**
 * Validation with the forms' own zod schemas, turned into answers a visitor can read:
 * `{ error, fields: { name: message } }`, one message per top-level field, in the language the
 * payload names (`locale`, English when absent).
 */
import { intakeCopy } from "../_shared/copy/index.ts";
import { DEFAULT_LOCALE, type Locale, locales } from "../_shared/locale.ts";
import { documentExtensions, type Payload, schemasFor, withDocument } from "../_shared/schemas.ts";
import { checkAttachment } from "./attachment.ts";

export type Validation =
  | { ok: true; payload: Payload }
  | { ok: false; error: string; fields: Record<string, string>; locale: Locale };

/** The payload's language: its `locale`, English when it has none, null for anything else. */
export function localeOf(input: Record<string, unknown>): Locale | null {
  if (input.locale === undefined) return DEFAULT_LOCALE;
  return locales.find((l) => l === input.locale) ?? null;
}

/**
 * The language first (a bad one is refused in `fallback`'s language, as nothing says which the
 * visitor reads), then every field with that language's schema, so its messages are the visitor's.
 */
export function validatePayload(input: Record<string, unknown>, fallback: Locale = DEFAULT_LOCALE): Validation {
  const locale = localeOf(input);
  if (!locale) {
    const message = intakeCopy[fallback].validation.locale;
    return { ok: false, error: message, fields: { locale: message }, locale: fallback };
  }
  const { answers, documents } = intakeCopy[locale];
  const parsed = schemasFor(locale).payloadSchema.safeParse(input, { error: () => answers.fallback });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "form");
      fields[name] ??= issue.message;
    }
    if ("type" in fields) return { ok: false, error: answers.unknownType, fields: { type: fields.type }, locale };
    const messages = Object.values(fields);
    return { ok: false, error: messages.length === 1 ? messages[0] : answers.fixFields, fields, locale };
  }
  const payload = parsed.data;
  if (withDocument(payload) && payload.attachment) {
    // Each form's own kinds: a résumé is PDF or Word, a discharge document may be a photo too.
    const problem = checkAttachment(payload.attachment, documentExtensions[payload.type]);
    if (problem) {
      const message = documents[payload.type].problems[problem];
      return { ok: false, error: message, fields: { attachment: message }, locale };
    }
  }
  return { ok: true, payload };
}

/** A bot filled the hidden field: any non-blank value counts, whatever its JSON type. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body.honeypot;
  if (value === undefined || value === null) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}
