// @ts-self-types="./static-site.d.mts"
/**
 * An export folder served the way a CDN serves it (sirv): content types, ETags, /about and
 * /about.html alike, and pages, styles, scripts and RSC payloads compressed on the fly. `npm start`
 * (scripts/serve.mjs) serves the site with it, and scripts/side-by-side.mjs each variant it compares,
 * so every variant is measured over the same server.
 *
 * The export has no precompressed copies (sirv's own gzip/brotli options only serve those), and
 * uncompressed a page is several times the bytes a phone downloads in production. A partial
 * (Range) response is sent as it is; the ETag of a compressed copy is weak, since its bytes are
 * not the file's.
 */
import compression from "compression";
import sirv from "sirv";

/**
 * `assets(req, res, next)` serves a file, compressed when the browser accepts it, or calls `next`;
 * `files` is the same without compression, for a handler already inside `assets` (the 404 page).
 * `setHeaders(res, pathname)` adds each file's own headers.
 */
export function staticSite(outDir, setHeaders = () => {}) {
  const files = sirv(outDir, { etag: true, extensions: ["html"], setHeaders });
  const compress = compression({
    filter(req, res) {
      if (res.statusCode === 206 || res.getHeader("Content-Range") !== undefined) return false;
      if (!compression.filter(req, res)) return false;
      const etag = res.getHeader("ETag");
      if (typeof etag === "string" && !etag.startsWith("W/")) res.setHeader("ETag", `W/${etag}`);
      return true;
    },
  });
  const assets = (req, res, next) => compress(req, res, () => files(req, res, next));
  return { assets, files };
}
