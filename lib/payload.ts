import type { Attachment, FormType } from "@/supabase/functions/_shared/schemas.ts";

export type Payload<T> = T & { type: FormType; honeypot: ""; submissionId: string; attachment?: Attachment };

/**
 * What the function receives: the form's fields, its type, an always-empty honeypot, the id that
 * lets the backend send exactly once, and (referrals) the document. Never a File object.
 */
export function buildPayload<T extends object>(
  type: FormType,
  fields: T,
  submissionId: string,
  attachment?: Attachment,
): Payload<T> {
  const clean = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => !(typeof File !== "undefined" && v instanceof File) && !(typeof FileList !== "undefined" && v instanceof FileList)),
  ) as T;
  return { ...clean, type, honeypot: "", submissionId, ...(attachment ? { attachment } : {}) };
}

export function newSubmissionId(): string {
  return crypto.randomUUID();
}
