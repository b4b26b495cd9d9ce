/**
 * The referral's document: the name's extension, the declared type and the first bytes must agree,
 * so a renamed executable or script does not reach the agency's inbox as a "PDF".
 */
import { type Attachment, attachmentTypes, limits } from "../_shared/schemas.ts";
import type { AttachmentProblem } from "../_shared/copy/index.ts";
import { type AttachmentExtension as Extension, baseName, extensionOf } from "../_shared/limits.ts";

export { baseName };

const SIGNATURES: Record<Exclude<Extension, "txt">, number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46], // "%PDF"
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE compound file
  docx: [0x50, 0x4b, 0x03, 0x04], // ZIP local file header
};

// Text may hold tabs, line breaks and form feeds; other C0 controls mean a binary file.
// deno-lint-ignore no-control-regex -- matching control characters is the point
const BINARY_IN_TEXT = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/** The canonical type for the file's extension (what the e-mail declares). */
export function canonicalType(filename: string): string {
  const ext = extensionOf(filename);
  return ext ? attachmentTypes[ext] : "application/octet-stream";
}

function decodedLength(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

function decode(base64: string): Uint8Array | undefined {
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined; // not valid base64: reported as unreadable
  }
}

/** Why the document is refused (the visitor's message is its language's copy for it), else undefined. */
export function checkAttachment(attachment: Attachment): AttachmentProblem | undefined {
  const ext = extensionOf(attachment.filename);
  const declared = attachment.contentType.split(";")[0].trim().toLowerCase();
  if (!ext || declared !== attachmentTypes[ext]) return "type";
  const { content } = attachment;
  if (content.length % 4 !== 0) return "unreadable";
  const size = decodedLength(content);
  if (size > limits.attachmentBytes) return "size";
  if (size <= 0) return "empty";
  if (ext === "txt") {
    const bytes = decode(content);
    if (!bytes) return "unreadable";
    try {
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      return BINARY_IN_TEXT.test(text) ? "mismatch" : undefined;
    } catch {
      return "mismatch"; // not UTF-8: not the plain text the name promises
    }
  }
  // Only the head is needed for a signature: 12 base64 characters are 9 bytes.
  const head = decode(content.slice(0, 12));
  if (!head) return "unreadable";
  const signature = SIGNATURES[ext];
  return signature.every((byte, i) => head[i] === byte) ? undefined : "mismatch";
}
