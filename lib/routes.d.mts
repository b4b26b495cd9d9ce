/** Types for routes.mjs. */
export const publicRoutes: readonly ["/", "/about", "/services", "/why-vitalhealth", "/careers", "/contact", "/referrals", "/privacy", "/terms"];
export type PublicRoute = (typeof publicRoutes)[number];
export const NOT_FOUND_ROUTE: "/404";
export function pageFile(route: string): string;
