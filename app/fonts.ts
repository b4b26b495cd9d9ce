import localFont from "next/font/local";

/** Atkinson Hyperlegible Next: designed for low-vision readers; self-hosted, latin subset, preloaded. */
export const atkinson = localFont({
  src: "../node_modules/@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2",
  variable: "--font-atkinson",
  weight: "200 800",
  display: "swap",
  preload: true,
  adjustFontFallback: "Arial",
});
