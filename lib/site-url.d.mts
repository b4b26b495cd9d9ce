/** Types for lib/site-url.mjs (shared with the build scripts, which are plain JavaScript). */
export const LOCAL_SITE_URL: string;
