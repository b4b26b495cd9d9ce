"use client";

import { lazy } from "react";
import type { Locale } from "@/content/copy";
import type { ServedZip } from "@/content/types";
import { CALLBACK_REQUEST_ID, onceNear } from "@/lib/booking";
import { HydrateLater } from "../hydrate-later";

let near: Promise<void> | undefined;

/**
 * Resolves once the call-back request comes near the viewport, or is touched or focused first
 * (a keyboard user tabbing in, a tap). Until then React leaves the server's HTML of the form as it
 * is: it reads, and takes typing, and a submit is held by the runtime's loader until the form is live.
 */
function whenNear(): Promise<void> {
  return (near ??= new Promise<void>((resolve) => {
    const el = document.getElementById(CALLBACK_REQUEST_ID);
    if (!el || typeof IntersectionObserver === "undefined") return resolve();
    let stopWatching = () => {};
    const go = () => {
      stopWatching();
      for (const type of ["focusin", "pointerdown"]) el.removeEventListener(type, go);
      resolve();
    };
    stopWatching = onceNear(el, go);
    for (const type of ["focusin", "pointerdown"]) el.addEventListener(type, go);
  }));
}

// React.lazy, not a static import: react-hook-form and the submission flow (docs/performance.md) would
// otherwise join the first load of the page holding the booking section, Home, and its hydration.
// On the server the module is imported at once and the whole form rendered into the HTML.
const CallbackForm = lazy(() =>
  (typeof document === "undefined" ? Promise.resolve() : whenNear())
    .then(() => import("./callback-form"))
    .then((m) => ({ default: m.CallbackForm })),
);

/**
 * The call-back form as a lazily hydrated leaf: the server's HTML is the whole form, and React
 * takes it over in a pass of its own once it is near and its code has arrived.
 */
export function CallbackIsland({ locale, zips }: { locale: Locale; zips: readonly ServedZip[] }) {
  return (
    <HydrateLater>
      <CallbackForm locale={locale} zips={zips} />
    </HydrateLater>
  );
}
