import type { Locale } from "@/supabase/functions/_shared/locale.ts";
import type { Attachment, FormType } from "@/supabase/functions/_shared/schemas.ts";

export type Payload<T> = T & { type: FormType; honeypot: ""; submissionId: string; locale: Locale; attachment?: Attachment };

/**
 * What the function receives: the form's fields, its type, an always-empty honeypot, the id that
 * lets the backend send exactly once, the page's language (the function answers and acknowledges
 * in it), and (referrals) the document. Never a File object.
 */
export function buildPayload<T extends object>(
  type: FormType,
  fields: T,
  submissionId: string,
  locale: Locale,
  attachment?: Attachment,
): Payload<T> {
  const clean = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => !(typeof File !== "undefined" && v instanceof File) && !(typeof FileList !== "undefined" && v instanceof FileList)),
  ) as T;
  return { ...clean, type, honeypot: "", submissionId, locale, ...(attachment ? { attachment } : {}) };
}

/** A v4 UUID. randomUUID exists only in secure contexts (https, localhost), so plain-http previews fall back. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
