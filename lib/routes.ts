/** Every public route, for the sitemap (and the tests that check it). */
export const publicRoutes = ["/", "/about", "/services", "/why-vitalhealth", "/careers", "/contact", "/referrals", "/privacy", "/terms"] as const;
