/** Types for scripts/function-deps.mjs. */
export const FUNCTION_PACKAGES: string[];
export const FUNCTION_DENO_JSON: string;
export function functionDenoJson(pkg?: { dependencies?: Record<string, string> }): string;
