/** Types for scripts/check-export.mjs (a build step in plain JavaScript, unit-tested with Jest). */
export function expectedFiles(appDir: string): string[];
export function checkExport(outDir: string, options: { siteUrl: string; expected: string[] }): string[];
