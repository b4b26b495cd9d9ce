"use client";

import { ErrorScreen, errorDetail } from "@/components/error-screen";
import { errorCopy } from "@/content/es/error";

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen locale="es" copy={errorCopy} detail={errorDetail(error)} onRetry={reset} />;
}
