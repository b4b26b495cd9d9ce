/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  // /about and /about/ both work on any static host: each route is exported as about.html
  // and the local server (scripts/serve.mjs) maps both spellings onto it.
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
