import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { site } from "@/content/site";
import { ui } from "@/content/navigation";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { HydrationMarker } from "@/components/hydration-marker";
import { ToastHost } from "@/components/toast-host";
import { titleTemplate } from "@/lib/metadata";
import { atkinson } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} | ${site.tagline}`, template: titleTemplate },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
  icons: { icon: [{ url: "/icon.png", sizes: "48x48", type: "image/png" }], apple: [{ url: "/apple-icon.png", sizes: "180x180" }] },
};

export const viewport: Viewport = { themeColor: "#094a46", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={atkinson.variable}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="btn-primary sr-only z-50 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {ui.skipLink}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 pt-[var(--header-height)] focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <ToastHost />
        <HydrationMarker />
      </body>
    </html>
  );
}
