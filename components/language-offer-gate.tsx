"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import type { SiteCopy } from "@/content";
import type { Locale } from "@/content/copy";
import { offerWanted } from "@/lib/language-offer";
import { onToast } from "@/lib/toast";
import { useBrowserValue } from "@/lib/use-browser-value";

// React.lazy: most visitors are never offered the line, so its code is fetched only for those who are.
const Line = lazy(() => import("./language-offer").then((m) => ({ default: m.LanguageOffer })));

/**
 * The line offering the page in `to` (./language-offer.tsx), for a browser that prefers that
 * language and has not closed it before. The server snapshot (and so the HTML) has no line; the
 * browser's answer comes right after hydration. It steps aside for good when a toast is raised
 * (the toasts take the same corner), even before its code has arrived.
 */
export function LanguageOfferGate({ to, words }: { to: Locale; words: SiteCopy["languages"]["offer"] }) {
  const wanted = useBrowserValue(() => offerWanted(to), false);
  const [toasted, setToasted] = useState(false);
  useEffect(() => (wanted ? onToast(() => setToasted(true)) : undefined), [wanted]);
  if (!wanted || toasted) return null;
  return (
    <Suspense fallback={null}>
      <Line to={to} words={words} />
    </Suspense>
  );
}
