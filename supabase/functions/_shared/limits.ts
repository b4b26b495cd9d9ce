/**
 * Limits, the rules for the referral's document and which characters are invisible, without zod:
 * the site imports these in its first-load code, and only loads the zod schemas when a form is first
 * used. The browser's checks, the schema and the function's checks all read them from here; their
 * messages, in each language, are in copy/.
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

// Characters that show nothing, or a blank a "name" could be made of, can make a name or a file name
// read as something else ("report\u202Efdp.docx.pdf" shows as "reportfdp.xcod.pdf") or as nothing at
// all, and nobody types them on purpose: format characters (bidi overrides such as U+202E,
// zero-width spaces, soft hyphens), noncharacters (U+FFFE, U+FFFF…), the Hangul fillers (U+115F,
// U+1160, U+3164, U+FFA0) and the blank Braille pattern (U+2800). The schemas drop them from every
// text, in the browser and in the function alike.
const INVISIBLE_CHAR = String.raw`[\p{Cf}\p{Noncharacter_Code_Point}\u115F\u1160\u3164\uFFA0\u2800]`;
// Except a joiner inside a word: Persian, Urdu and the Indic scripts need ZWNJ (U+200C) and ZWJ
// (U+200D) to spell some words, and ZWJ joins emoji into one (woman, ZWJ, staff of Aesculapius: a
// health worker). The Hangul fillers are letters to Unicode but invisible: they make no word.
const WORD_CHAR = String.raw`(?![\u115F\u1160\u3164\uFFA0])[\p{L}\p{M}]`;
const JOINED = String.raw`(?<=${WORD_CHAR})[\u200C\u200D](?=${WORD_CHAR})` +
  String.raw`|(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D(?=\p{Extended_Pictographic})`;
const INVISIBLE = new RegExp(`(?!${JOINED})${INVISIBLE_CHAR}`, "gu");

/** The text without invisible characters, but for the joiners a word or an emoji needs. */
export function dropInvisible(text: string): string {
  return text.replace(INVISIBLE, "");
}

/** The file name's last path segment: browsers send a bare name, but a crafted one may not. */
export function baseName(filename: string): string {
  return filename.split(/[\\/]/).pop() || "document";
}

/**
 * The accepted extension of a file name (any case), or undefined: `pdf` alone has none. Invisible
 * characters are ignored, as the schema drops them from the name: the browser must judge
 * `x.p\u200Bdf` as the function will.
 */
export function extensionOf(filename: string): AttachmentExtension | undefined {
  const ext = /\.([A-Za-z0-9]+)$/.exec(baseName(dropInvisible(filename)))?.[1].toLowerCase();
  return ext && Object.hasOwn(attachmentTypes, ext) ? (ext as AttachmentExtension) : undefined;
}
