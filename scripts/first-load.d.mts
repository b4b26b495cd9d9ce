/** Types for first-load.mjs. */
export const pages: Record<string, string>;
export function firstLoad(outDir: string, htmlFile: string): { js: number; css: number; font: number; scripts: string[] };
