import localFont from "next/font/local";

/**
 * Atkinson Hyperlegible Next: designed for low-vision readers; self-hosted, cut to the site's
 * characters and weights (scripts/subset-font.mjs), preloaded. `optional`: the text is painted once,
 * in this font when it has arrived by first paint (it is small and preloaded, so it usually has),
 * else in the metric-matched fallback (theme.css) for this page view, never swapped under the reader's eyes; the
 * next page has it from the cache.
 */
export const atkinson = localFont({
  src: "./_fonts/atkinson-hyperlegible-next.woff2",
  variable: "--font-atkinson",
  weight: "400 700",
  display: "optional",
  preload: true,
  // The metric-matched fallback is theme.css's "Atkinson Fallback": Next's own names Arial alone.
  adjustFontFallback: false,
  fallback: ["Atkinson Fallback"],
});
