/** Types for scripts/needs-build.mjs. */
export function hasSecurityHeaders(outDir: string): boolean;
export function needsBuild(root: string, outDir?: string): boolean;
