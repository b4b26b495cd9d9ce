import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { site } from "@/content/site";
import { deskFont } from "./font";
import "./desk.css";

// Staff only: no search engine lists it, no link preview describes it, nothing points at it.
export const metadata: Metadata = {
  title: `Intake desk · ${site.name}`,
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/** The desk's own document: the site's font and tokens, none of the public header, footer or menus. */
export default function DeskLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={deskFont.variable}>
      <body className="min-h-dvh bg-surface-warm">{children}</body>
    </html>
  );
}
