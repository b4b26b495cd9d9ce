/**
 * Limits and the rules for the referral's document, without zod: the site imports these in its
 * first-load code, and only loads the zod schemas when a form is first used. The browser's checks,
 * the schema and the function's checks all read them from here; their messages, in each language,
 * are in copy/.
 */

export const limits = {
  name: 200,
  email: 254,
  phone: 40,
  freeText: 5000,
  filename: 255,
  language: 60,
  /** Decoded attachment size. */
  attachmentBytes: 5 * 1024 * 1024,
} as const;

export const attachmentTypes = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
} as const;
export type AttachmentExtension = keyof typeof attachmentTypes;
export const attachmentExtensions = Object.keys(attachmentTypes) as AttachmentExtension[];

/** The size limit as people read it: 5 (MB). */
export const ATTACHMENT_MB = limits.attachmentBytes / (1024 * 1024);

// Invisible format characters (bidi overrides such as U+202E, zero-width spaces, soft hyphens) can
// make a name or a file name read as something else ("report\u202Efdp.docx.pdf" shows as
// "reportfdp.xcod.pdf"), and nobody types them on purpose: the schemas drop them from every text.
export const FORMAT_CHARS = /\p{Cf}/gu;

/** The file name's last path segment: browsers send a bare name, but a crafted one may not. */
export function baseName(filename: string): string {
  return filename.split(/[\\/]/).pop() || "document";
}

/**
 * The accepted extension of a file name (any case), or undefined: `pdf` alone has none. Format
 * characters are ignored, as the schema drops them from the name: the browser must judge
 * `x.p\u200Bdf` as the function will.
 */
export function extensionOf(filename: string): AttachmentExtension | undefined {
  const ext = /\.([A-Za-z0-9]+)$/.exec(baseName(filename.replace(FORMAT_CHARS, "")))?.[1].toLowerCase();
  return ext && Object.hasOwn(attachmentTypes, ext) ? (ext as AttachmentExtension) : undefined;
}
