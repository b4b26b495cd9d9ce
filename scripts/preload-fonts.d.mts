/** Types for scripts/preload-fonts.mjs (a build step in plain JavaScript, unit-tested with Jest). */
export function copyFontPreloads(html: string, reference: string): string;
export function preloadFontsIn(outDir: string): string[];
export const NOT_FOUND_COPY: string[];
export function dropNotFoundCopy(outDir: string): string[];
