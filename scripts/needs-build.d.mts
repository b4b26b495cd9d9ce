/** Types for scripts/needs-build.mjs. */
export function stampFile(outDir: string): string;
export function buildInputs(root: string, env?: Record<string, string | undefined>): string[];
export function buildScripts(root: string): string[];
export function buildInputsHash(root: string, env?: Record<string, string | undefined>): string;
export function hasSecurityHeaders(outDir: string): boolean;
export function needsBuild(root: string, outDir?: string, env?: Record<string, string | undefined>): boolean;
export function stamp(root: string, outDir: string, env?: Record<string, string | undefined>): void;
