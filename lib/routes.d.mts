/** Types for routes.mjs (the list itself is written there only). */
export const publicRoutes: readonly string[];
export const NOT_FOUND_ROUTE: string;
export function pageFile(route: string): string;
