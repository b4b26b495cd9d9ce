"use client";

import { ErrorScreen, errorDetail } from "@/components/error-screen";

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen detail={errorDetail(error)} onRetry={reset} />;
}
