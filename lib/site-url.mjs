/**
 * The address a build made without NEXT_PUBLIC_SITE_URL names in canonical links, Open Graph,
 * sitemap, robots.txt and JSON-LD: `npm start`'s own origin, so local builds and tests need no
 * setup. Plain JavaScript so that content/site.ts and the build scripts read the same constant.
 */
export const LOCAL_SITE_URL = "http://localhost:3000";
