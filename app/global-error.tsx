"use client";

import { ErrorScreen, errorDetail } from "@/components/error-screen";
import { errorCopy } from "@/content/error";
import "./globals.css";

/** Replaces the root layout when it fails itself, so it brings its own <html> and <body>. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main>
          <ErrorScreen locale="en" copy={errorCopy} detail={errorDetail(error)} onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
