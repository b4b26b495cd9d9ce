import localFont from "next/font/local";

/**
 * The site's font (app/fonts.ts), declared again for the desk: a font module both used would be
 * split into a stylesheet of its own, one more request on every public page.
 */
export const deskFont = localFont({
  src: "../../node_modules/@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2",
  variable: "--font-atkinson",
  weight: "200 800",
  display: "swap",
  preload: true,
  adjustFontFallback: "Arial",
});
