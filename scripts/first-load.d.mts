/** Types for first-load.mjs. */
export const pages: Record<string, string>;
export function firstLoad(outDir: string, htmlFile: string): { js: number; css: number; font: number; html: number; payload: number; payloadUrl: string | undefined; scripts: string[] };
export const FIRST_RESPONSE_MAX_BYTES: number;
export const TITLE_MAX_CHARS: number;
export function firstResponse(outDir: string, htmlFile: string): { gzip: number; brotli: number };
