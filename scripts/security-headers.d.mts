/** Types for scripts/security-headers.mjs (a build step in plain JavaScript, unit-tested with Jest). */
export const HOST_FILES: Set<string>;
export const baseHeaders: Record<string, string>;
export function inlineScriptHashes(html: string): string[];
export function inlineStyleHashes(html: string): string[];
export function inlineCodeFindings(html: string): string[];
export function holdsBookingWidget(html: string): boolean;
export const EDITOR_API: string;
export const EDITOR_AVATARS: string;
export function editorContentSecurityPolicy(): string;
export const editorHeaders: Record<string, string>;
export function commonHeaders(pageHeaderSets: Record<string, string>[]): Record<string, string>;
export function routesOf(file: string): string[];
export interface HeadersJson {
  fallback: Record<string, string>;
  static: Record<string, string>;
  pages: Record<string, Record<string, string>>;
}
export function generateHeaders(outDir: string, options?: { backendUrl?: string }): HeadersJson;
export function securityHeaders(pathname: string, outDir?: string): Record<string, string>;
