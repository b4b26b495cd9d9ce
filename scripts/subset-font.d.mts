/** Types for subset-font.mjs. */
export const SOURCE_FONT: string;
export const SUBSET_FONT: string;
export const FONT_TEXT: string;
export const FONT_WEIGHT: { min: number; max: number };
export function subsetFont(source: Uint8Array): Promise<Uint8Array>;
export function fontCoverage(woff2: Uint8Array): Promise<{ characters: Set<string>; weight: { min: number; max: number } | undefined }>;
export function fontGaps(outDir: string, font?: Uint8Array): Promise<{ character: string; codePoint: string; file: string }[]>;
