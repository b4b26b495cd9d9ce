"use client";

import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { createPortal } from "react-dom";
import { onToast, toastAnchor, type ToastMessage } from "@/lib/toast";

type ToasterComponent = ComponentType<{ initial: ToastMessage[] }>;

let toaster: Promise<ToasterComponent> | undefined;
/** Fetches the toaster once; forms call it on first focus so it is there before any submit. */
export function loadToaster(): Promise<ToasterComponent> {
  toaster ??= import("./toaster").then((m) => m.Toaster);
  toaster.catch(() => (toaster = undefined));
  return toaster;
}

/**
 * The root layout's one toaster. Radix Toast is fetched only when the first toast is raised, so
 * it weighs on no page's first load; toasts raised meanwhile are handed over.
 */
export function ToastHost() {
  const [loaded, setLoaded] = useState<{ Toaster: ToasterComponent; initial: ToastMessage[] } | null>(null);
  const [unloaded, setUnloaded] = useState<ToastMessage | null>(null);
  const queue = useRef<ToastMessage[]>([]);

  useEffect(() => {
    if (loaded) return;
    return onToast((t) => {
      queue.current.push(t);
      loadToaster().then(
        (Toaster) => setLoaded({ Toaster, initial: [...queue.current] }),
        // Offline and the chunk never came: still say what happened, in a plain live region.
        () => setUnloaded(t),
      );
    });
  }, [loaded]);

  if (loaded) return <loaded.Toaster initial={loaded.initial} />;
  return <Fallback toast={unloaded} />;
}

/** The plain live region: in the corner, or above a confirmation panel (never over it, as the toaster). */
function Fallback({ toast }: { toast: ToastMessage | null }) {
  const anchor = useSyncExternalStore(toastAnchor.subscribe, toastAnchor.get, toastAnchor.server);
  const region = (
    <div role={toast?.variant === "destructive" ? "alert" : "status"} className={`${anchor ? "mb-4" : "fixed right-0 bottom-0 z-50 m-4"} max-w-md empty:hidden`}>
      {toast && (
        <div className={`rounded-card border-l-8 bg-white p-4 shadow-xl ring-1 ring-black/10 ${toast.variant === "destructive" ? "border-danger" : "border-brand-600"}`}>
          <p className="text-xl font-bold text-brand-900">{toast.title}</p>
          <p className="mt-1">{toast.description}</p>
        </div>
      )}
    </div>
  );
  return anchor ? createPortal(region, anchor) : region;
}
