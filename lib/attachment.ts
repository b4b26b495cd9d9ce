import { type AttachmentExtension, attachmentExtensions, attachmentTypes, extensionOf, limits } from "@/supabase/functions/_shared/limits.ts";
import type { AttachmentProblem } from "@/supabase/functions/_shared/copy/index.ts";
import type { Attachment } from "@/supabase/functions/_shared/schemas.ts";

/** A file input's `accept` for a form's extensions (limits.ts's documentExtensions). */
export const acceptOf = (accepted: readonly AttachmentExtension[]) => accepted.map((e) => `.${e}`).join(",");


/** Why we cannot accept a file (its message is the language's copy for it), or null when it is fine. */
export function fileProblem(file: { name: string; size: number }, accepted: readonly AttachmentExtension[] = attachmentExtensions): AttachmentProblem | null {
  if (!extensionOf(file.name, accepted)) return "type";
  if (file.size > limits.attachmentBytes) return "size";
  if (file.size === 0) return "empty";
  return null;
}

/** The document as the payload's attachment: name, a content type from its extension, base64 bytes. */
export async function toAttachment(file: File): Promise<Attachment> {
  const ext = extensionOf(file.name);
  if (!ext) throw new Error("unsupported file type");
  return { filename: file.name, contentType: attachmentTypes[ext], content: await readBase64(file) };
}

function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error ?? new Error("could not read the file"));
    reader.readAsDataURL(file);
  });
}
