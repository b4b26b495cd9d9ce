/** Types for scripts/js-budget.mjs. */
export const SITE_OWN_JS_BYTES: number;
export const FORM_OVER_CONTENT_BYTES: number;
export function contentJsBudget(bareBytes: number): number;
export function jsBudgetProblems(pages: { route: string; jsBytes: number; form: boolean; content: boolean }[], bareBytes: number): string[];
