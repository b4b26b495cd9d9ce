/**
 * Limits and accepted document types, without zod: the site imports these in its first-load code,
 * and only loads the zod schemas when a form is first used.
 */

export const limits = {
  name: 200,
  email: 254,
  phone: 40,
  freeText: 5000,
  filename: 255,
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
