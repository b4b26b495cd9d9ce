/**
 * A form's document (a referral's papers, an application's résumé): the name's extension, one the form accepts, the declared type and the first bytes must agree,
 * so a renamed executable or script does not reach the agency's inbox as a "PDF" (or a "photo").
 * Every extension of limits.ts's list but plain text has its signature here: the compiler refuses
 * a new one without it.
 */
import { type Attachment, attachmentExtensions, attachmentTypes, limits } from "../_shared/schemas.ts";
import type { AttachmentProblem } from "../_shared/copy/index.ts";
import { type AttachmentExtension as Extension, baseName, extensionOf } from "../_shared/limits.ts";

export { baseName };

/** Whether a file's first bytes (HEAD_BYTES of them, fewer when the file is shorter) are its kind's. */
type Signature = (head: Uint8Array) => boolean;

const startsWith = (...bytes: number[]): Signature => (head) => bytes.every((byte, i) => head[i] === byte);
const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** The major brands of a HEIF image (HEIC: HEVC-coded stills, image sequences, their variants). */
export const HEIC_BRANDS = ["heic", "heix", "mif1", "msf1", "heim", "heis", "hevc", "hevx"];
/** An `ftyp` box holds its size and type (8 bytes), a major brand and a minor version (4 each). */
const FTYP_MIN_SIZE = 16;

/**
 * HEIC: an ISO base media file whose first box is `ftyp` (bytes 4 to 7), at least 16 bytes long
 * (bytes 0 to 3, big-endian), with a HEIF image's major brand (bytes 8 to 11).
 */
const heic: Signature = (head) => {
  if (head.length < 12) return false;
  const size = new DataView(head.buffer, head.byteOffset, 4).getUint32(0);
  return size >= FTYP_MIN_SIZE && ascii(head.subarray(4, 8)) === "ftyp" && HEIC_BRANDS.includes(ascii(head.subarray(8, 12)));
};

const jpeg = startsWith(0xff, 0xd8, 0xff); // start of image, then a marker

const SIGNATURES: Record<Exclude<Extension, "txt">, Signature> = {
  pdf: startsWith(0x25, 0x50, 0x44, 0x46), // "%PDF"
  doc: startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), // OLE compound file
  docx: startsWith(0x50, 0x4b, 0x03, 0x04), // ZIP local file header
  jpg: jpeg,
  jpeg,
  png: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), // "\x89PNG\r\n\x1a\n"
  heic,
};
/** The bytes a signature reads: the longest (HEIC's `ftyp` box head) is 12. */
const HEAD_BYTES = 12;

// Text may hold tabs, line breaks and form feeds; other C0 controls mean a binary file.
// deno-lint-ignore no-control-regex -- matching control characters is the point
const BINARY_IN_TEXT = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/** The canonical type for the file's extension (what the e-mail declares). */
export function canonicalType(filename: string): string {
  const ext = extensionOf(filename);
  return ext ? attachmentTypes[ext] : "application/octet-stream";
}

export function decodedLength(base64: string): number {
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
export function checkAttachment(attachment: Attachment, accepted: readonly Extension[] = attachmentExtensions): AttachmentProblem | undefined {
  const ext = extensionOf(attachment.filename, accepted);
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
  // Only the head is needed for a signature: every 4 base64 characters are 3 bytes.
  const head = decode(content.slice(0, Math.ceil(HEAD_BYTES / 3) * 4));
  if (!head) return "unreadable";
  return SIGNATURES[ext](head) ? undefined : "mismatch";
}
