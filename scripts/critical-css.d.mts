/** Types for critical-css.mjs. */
export const STYLESHEET: RegExp;
export function absoluteUrls(css: string, sheetUrl: string): string;
export function inlineStyles(html: string, css: string, rest?: Record<string, string>): string;
export function linkedStylesheets(html: string): string[];
export function criticalCss(html: string, outDir: string, hrefs: string[]): Promise<string>;
export function inlineCriticalCssIn(outDir: string, pages: string[]): Promise<number>;
export const ALWAYS_KEPT: (RegExp | string)[];
export function withoutUnreadProperties(css: string): string;
export const CONTROL_PARTS: { part: RegExp; control: RegExp }[];
export function withoutAbsentControlParts(css: string, html: string): string;
export function withoutUnreadThemeValues(css: string, html: string): string;
export function deferredRules(sheet: string, inline: string, html?: string): string;
export function restHref(sheetHref: string, css: string): string;
export function withSheets(text: string, rest: Record<string, string>, within?: RegExp): string;
export const FIRST_WINDOW_SECTIONS: number;
export function firstWindow(html: string): string;
export const UNTIL_STYLED: string;
export const STYLED: string;
