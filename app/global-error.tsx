"use client";

import { ErrorScreen, errorDetail } from "@/components/error-screen";
import { ui } from "@/content/navigation";
import "./globals.css";

/** Replaces the root layout when it fails itself, so it brings its own <html> and <body>. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main>
          <ErrorScreen locale="en" copy={ui.error} detail={errorDetail(error)} onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
