"use client";

import { ErrorScreen, errorDetail } from "@/components/error-screen";
import { ui } from "@/content/es/navigation";

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen locale="es" copy={ui.error} detail={errorDetail(error)} onRetry={reset} />;
}
