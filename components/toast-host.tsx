"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import { onToast, type ToastMessage } from "@/lib/toast";

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
        // Offline and the chunk never came: still say what went wrong, in a plain live region. A
        // success needs no word here: its confirmation panel says it (and this corner could cover it).
        () => t.variant === "destructive" && setUnloaded(t),
      );
    });
  }, [loaded]);

  if (loaded) return <loaded.Toaster initial={loaded.initial} />;
  return (
    <div role={unloaded ? "alert" : "status"} className="fixed right-0 bottom-0 z-50 m-4 max-w-md empty:hidden">
      {unloaded && (
        <div className="rounded-card border-l-8 border-danger bg-white p-4 shadow-xl ring-1 ring-black/10">
          <p className="text-xl font-bold text-brand-900">{unloaded.title}</p>
          <p className="mt-1">{unloaded.description}</p>
        </div>
      )}
    </div>
  );
}
