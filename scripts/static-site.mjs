// @ts-self-types="./static-site.d.mts"
/**
 * An export folder served the way a CDN serves it (sirv): content types, ETags, /about and
 * /about.html alike, and pages, styles, scripts and RSC payloads compressed. `npm start`
 * (scripts/serve.mjs) serves the site with it, and scripts/side-by-side.mjs each variant it compares,
 * so every variant is measured over the same server.
 *
 * The export has no precompressed copies (sirv's own gzip/brotli options only serve those), and
 * uncompressed a page is several times the bytes a phone downloads in production. Each file is
 * compressed once, at brotli's and gzip's highest levels (as hosts that precompress static files
 * send them), off the main thread, and kept in memory by its path and ETag (a new build makes new
 * entries): a page's first round trip carries as much of it as it can, and a busy server spends
 * no CPU on compressing the same bytes again. A partial (Range) response, a HEAD and a 304 go out
 * as sirv makes them; the ETag of a compressed copy is weak, since its bytes are not the file's.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import sirv from "sirv";

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
const compressors = {
  br: promisify(zlib.brotliCompress),
  gzip: promisify(zlib.gzip),
};
const OPTIONS = {
  br: (size) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } }),
  gzip: () => ({ level: zlib.constants.Z_BEST_COMPRESSION }),
};

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(accept = "") {
  const offered = new Map(
    String(accept)
      .split(",")
      .map((part) => part.trim().split(/\s*;\s*q\s*=\s*/i))
      .filter(([name]) => name)
      .map(([name, q]) => [name.toLowerCase(), q === undefined ? 1 : Number(q)]),
  );
  const wants = (name) => (offered.get(name) ?? offered.get("*") ?? 0) > 0;
  return wants("br") ? "br" : wants("gzip") ? "gzip" : undefined;
}

/**
 * `assets(req, res, next)` serves a file, compressed when the browser accepts it, or calls `next`;
 * `files` is the same without compression, for a handler already inside `assets` (the 404 page).
 * `setHeaders(res, pathname)` adds each file's own headers.
 */
export function staticSite(outDir, setHeaders = () => {}) {
  const files = sirv(outDir, { etag: true, extensions: ["html"], setHeaders });
  /** Compressed copies by encoding and ETag: promises, so concurrent first requests share one. */
  const copies = new Map();
  const compressed = (encoding, file, etag, body) => {
    // sirv's ETag is size and modification time: two files can share it, so the path is part of the key.
    const key = `${encoding} ${file} ${etag}`;
    if (!copies.has(key)) copies.set(key, compressors[encoding](body, OPTIONS[encoding](body.length)));
    return copies.get(key);
  };

  const assets = (req, res, next) => {
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    // Whatever the outcome, the answer depends on Accept-Encoding.
    res.setHeader("Vary", "Accept-Encoding");
    if (!encoding || req.method !== "GET" || req.headers.range !== undefined) return files(req, res, next);
    const { writeHead, write, end } = res;
    let held;
    res.writeHead = function (status, ...rest) {
      const headers = typeof rest[0] === "object" ? rest[0] : typeof rest[1] === "object" ? rest[1] : {};
      const type = headers["Content-Type"] ?? res.getHeader("Content-Type") ?? "";
      const length = Number(headers["Content-Length"] ?? res.getHeader("Content-Length") ?? MIN_BYTES);
      if ((status === 200 || status === 404) && COMPRESSIBLE.test(String(type)) && length >= MIN_BYTES) {
        held = { status, headers, chunks: [] };
        return res;
      }
      Object.assign(res, { writeHead, write, end });
      return writeHead.call(res, status, ...rest);
    };
    res.write = function (chunk, ...rest) {
      if (!held) return write.call(res, chunk, ...rest);
      held.chunks.push(Buffer.from(chunk));
      return true;
    };
    res.end = function (chunk, ...rest) {
      if (!held) return end.call(res, chunk, ...rest);
      if (chunk && typeof chunk !== "function") held.chunks.push(Buffer.from(chunk));
      Object.assign(res, { writeHead, write, end });
      const body = Buffer.concat(held.chunks);
      const etag = String(held.headers.ETag ?? res.getHeader("ETag") ?? "");
      const send = (bytes, enc) => {
        // The ETag alone revalidates: Last-Modified would only add bytes to the first round trip.
        const headers = { ...held.headers, "Content-Length": bytes.length };
        delete headers["Last-Modified"];
        if (enc) Object.assign(headers, { "Content-Encoding": enc, ...(etag && { ETag: etag.startsWith("W/") ? etag : `W/${etag}` }) });
        writeHead.call(res, held.status, headers);
        end.call(res, bytes);
      };
      // Without an ETag the bytes have no stable name to keep them under: compressed each time.
      // The path without its query: the file sirv resolved (a missing path's 404 page once serve.mjs has rewritten req.url).
      const file = String(req.url).split("?")[0];
      const copy = etag ? compressed(encoding, file, etag, body) : compressors[encoding](body, OPTIONS[encoding](body.length));
      copy.then(
        (bytes) => (res.destroyed ? undefined : send(bytes, encoding)),
        () => (res.destroyed ? undefined : send(body, undefined)),
      );
      return res;
    };
    files(req, res, next);
  };
  return { assets, files };
}
