/** Types for first-load.mjs. */
export const pages: Record<string, string>;
export function firstLoad(outDir: string, htmlFile: string): { js: number; css: number; font: number; html: number; payload: number; payloadUrl: string | undefined; scripts: string[] };
