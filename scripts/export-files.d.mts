/** Types for scripts/export-files.mjs. */
export function htmlFiles(dir: string, prefix?: string): string[];
