import type { Locale } from "@/supabase/functions/_shared/locale.ts";
import type { FormType } from "@/supabase/functions/_shared/schemas.ts";
import { toAttachment } from "./attachment";
import { type Promised, sendForm, type SendResult } from "./backend";
import { buildPayload } from "./payload";
import { tryRecordSubmission } from "./rate-limit";

export type Outcome = { ok: true; reference?: string; promise?: Promised } | { ok: false; reason: "rate-limited" | "failed"; message?: string };

type Deps = { tryRecord: () => boolean; send: (body: object) => Promise<SendResult> };
const defaultDeps: Deps = { tryRecord: () => tryRecordSubmission(), send: (body) => sendForm(body) };

/** The one submission flow of the three forms: rate limit, payload, call, answer. */
export async function submitForm<T extends object>(
  input: { type: FormType; locale: Locale; fields: T; submissionId: string; file?: File | null },
  deps: Deps = defaultDeps,
): Promise<Outcome> {
  if (!deps.tryRecord()) return { ok: false, reason: "rate-limited" };
  let attachment;
  try {
    attachment = input.file ? await toAttachment(input.file) : undefined;
  } catch {
    return { ok: false, reason: "failed" };
  }
  const result = await deps.send(buildPayload(input.type, input.fields, input.submissionId, input.locale, attachment));
  return result.ok ? result : { ok: false, reason: "failed", message: result.message };
}
