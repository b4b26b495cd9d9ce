/** Types for scripts/security-headers.mjs (a build step in plain JavaScript, unit-tested with Jest). */
type Headers = Record<string, string>;
export function htmlFiles(dir: string): string[];
export function routesOf(file: string): string[];
export function generateHeaders(outDir: string, options?: { backendUrl?: string }): { fallback: Headers; static: Headers; pages: Record<string, Headers> };
