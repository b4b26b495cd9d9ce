import localFont from "next/font/local";

/**
 * The site's font (app/fonts.ts), declared again for the desk: a font module both used would be
 * split into a stylesheet of its own, one more request on every public page.
 */
export const deskFont = localFont({
  src: "../_fonts/atkinson-hyperlegible-next.woff2",
  variable: "--font-atkinson",
  weight: "400 700",
  display: "optional",
  preload: true,
  // The metric-matched fallback is theme.css's "Atkinson Fallback": Next's own names Arial alone.
  adjustFontFallback: false,
  fallback: ["Atkinson Fallback"],
});
