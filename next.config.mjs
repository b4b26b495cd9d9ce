/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  // /about and /about/ both work on any static host: each route is exported as about.html
  // and the local server (scripts/serve.mjs) maps both spellings onto it.
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  // SITE_OUT_DIR: export to another folder than out/ (the photo test's build with sample photos beside
  // the site's own; with output "export", a distDir names where the export goes).
  ...(process.env.SITE_OUT_DIR ? { distDir: process.env.SITE_OUT_DIR } : {}),
  reactStrictMode: true,
  // Each language has its own root layout (app/(en), app/es), so the site-wide 404 page is its own document.
  experimental: { globalNotFound: true },
};

export default nextConfig;
