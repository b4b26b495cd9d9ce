import type { Locale } from "@/content";
import type { ErrorCopy } from "@/content/error";
import { HomeLink } from "./home-link";

/** "Unexpected Application Error!" with what went wrong and ways out. Plain <a> so it works even if the router broke. */
export function ErrorScreen({ locale, copy, detail, onRetry }: { locale: Locale; copy: ErrorCopy; detail: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="container-page py-20 text-center">
      <h1 className="text-4xl">{copy.heading}</h1>
      <p className="mt-4 text-xl">
        <code className="rounded bg-brand-50 px-2 py-1">{detail}</code>
      </p>
      <p className="mx-auto mt-4 max-w-xl text-ink-muted">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {onRetry && (
          <button type="button" onClick={onRetry} className="btn-outline">
            {copy.retry}
          </button>
        )}
        {/* A full page load: after an error the client router may be what broke. */}
        <HomeLink locale={locale} className="btn-primary">{copy.home}</HomeLink>
      </div>
    </div>
  );
}

export function errorDetail(error: Error & { digest?: string; status?: number }) {
  return error.status ? String(error.status) : error.message || error.digest || "Unknown error";
}
