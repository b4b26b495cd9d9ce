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
  /** An applicant's answers in a line: where they can work, the languages they speak. */
  areas: 200,
  languages: 200,
  /** A Home Care Aide registration number as typed, spaces and dashes included. */
  hcaNumber: 20,
  /** The referrer's own reference for a referral (a bed or case number of theirs): short, so it cannot carry much. */
  ownReference: 40,
  /** Decoded attachment size. */
  attachmentBytes: 5 * 1024 * 1024,
} as const;

/**
 * The referral's document: every accepted extension, the content type it is sent and stored with,
 * and the kind people know it by. The one list: the file input's `accept`, the browser's check, the
 * function's check (its file signatures, send-form-email/attachment.ts) and every language's
 * description of what may be attached (`describeAttachmentKinds`) all read it.
 */
export const attachmentFormats = {
  pdf: { type: "application/pdf", kind: "pdf" },
  doc: { type: "application/msword", kind: "word" },
  docx: { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", kind: "word" },
  txt: { type: "text/plain", kind: "text" },
  // A phone's photo of the discharge papers.
  jpg: { type: "image/jpeg", kind: "photo" },
  jpeg: { type: "image/jpeg", kind: "photo" },
  png: { type: "image/png", kind: "photo" },
  heic: { type: "image/heic", kind: "photo" },
} as const satisfies Record<string, { type: string; kind: string }>;
export type AttachmentExtension = keyof typeof attachmentFormats;
export type AttachmentKind = (typeof attachmentFormats)[AttachmentExtension]["kind"];
export const attachmentExtensions = Object.keys(attachmentFormats) as AttachmentExtension[];

/**
 * The documents each form takes: the referral's discharge papers in every kind above, the job
 * application's résumé as PDF or Word. The file input's `accept`, the browser's check, the
 * function's check and each form's description of what may be attached read this.
 */
export const documentExtensions = {
  referral: attachmentExtensions,
  application: ["pdf", "doc", "docx"],
} as const satisfies Record<string, readonly AttachmentExtension[]>;
export type DocumentForm = keyof typeof documentExtensions;
/** Whether a form takes a document (the one list: documentExtensions). */
export const takesDocument = (type: string): type is DocumentForm => Object.hasOwn(documentExtensions, type);

/** The content type of each extension (two extensions may share one: .jpg and .jpeg). */
export const attachmentTypes = Object.fromEntries(attachmentExtensions.map((ext) => [ext, attachmentFormats[ext].type])) as {
  readonly [E in AttachmentExtension]: (typeof attachmentFormats)[E]["type"];
};

/** The extension a stored content type is known by: the first listed for it ("jpg" for image/jpeg). */
export function extensionForType(contentType: string | null | undefined): AttachmentExtension | undefined {
  return attachmentExtensions.find((ext) => attachmentTypes[ext] === contentType);
}

/**
 * Each kind with its extensions, in the list's order, one per content type (JPG, not JPG and JPEG),
 * upper case: `{ pdf: ["PDF"], word: ["DOC", "DOCX"], text: ["TXT"], photo: ["JPG", "PNG", "HEIC"] }`.
 */
export function attachmentKindExtensions(accepted: readonly AttachmentExtension[] = attachmentExtensions): Partial<Record<AttachmentKind, string[]>> {
  const out: Partial<Record<AttachmentKind, string[]>> = {};
  const seen = new Set<string>();
  for (const ext of accepted) {
    const { type, kind } = attachmentFormats[ext];
    if (seen.has(type)) continue;
    seen.add(type);
    (out[kind] ??= []).push(ext.toUpperCase());
  }
  return out;
}

/**
 * What may be attached, in one language's words: each kind's name with its extensions (the
 * language's `kinds`, by kind), joined as a list ("A, B or C").
 */
export function describeAttachmentKinds(
  kinds: (kind: AttachmentKind) => (extensions: string[]) => string,
  list: (items: string[]) => string,
  accepted: readonly AttachmentExtension[] = attachmentExtensions,
): string {
  return list(Object.entries(attachmentKindExtensions(accepted)).map(([kind, exts]) => kinds(kind as AttachmentKind)(exts)));
}

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
export function extensionOf(filename: string, accepted: readonly AttachmentExtension[] = attachmentExtensions): AttachmentExtension | undefined {
  const ext = /\.([A-Za-z0-9]+)$/.exec(baseName(dropInvisible(filename)))?.[1].toLowerCase();
  return ext && (accepted as readonly string[]).includes(ext) ? (ext as AttachmentExtension) : undefined;
}
