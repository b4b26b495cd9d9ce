"use client";

import { ErrorScreen, errorDetail } from "@/components/error-screen";
import { errorCopy } from "@/content/error";

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen locale="en" copy={errorCopy} detail={errorDetail(error)} onRetry={reset} />;
}
