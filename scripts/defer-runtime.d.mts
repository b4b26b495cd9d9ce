/** Types for scripts/defer-runtime.mjs (a build step in plain JavaScript, unit-tested with Jest). */
export const FALLBACK_MS: number;
export const LOADER: string;
export const PAYLOAD_TRIES: number;
export const PAYLOAD_RETRY_MS: number;
export const PAYLOAD_TIMEOUT_MS: number;
export function deferRuntime(html: string, payloadUrl?: string): string;
export function takePayload(html: string): { html: string; text: string; unknown: boolean };
export function payloadUrlOf(page: string): string;
export function deferredChunks(html: string): string[];
export function deferredPayload(html: string): string | undefined;
export const COMPILE_HINT: string;
export function withCompileHint(js: string): string;
export function frameworkChunks(lists: string[][]): string[];
export function unmatchedChunks(html: string): string[];
export function deferRuntimeIn(outDir: string): { changed: number; frameworkChunks: number };
