"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import { onToast, type ToastMessage } from "@/lib/toast";

type ToasterComponent = ComponentType<{ initial: ToastMessage[] }>;

/**
 * The root layout's one toaster. Radix Toast is fetched only when the first toast is raised, so
 * it weighs on no page's first load; toasts raised meanwhile are handed over.
 */
export function ToastHost() {
  const [loaded, setLoaded] = useState<{ Toaster: ToasterComponent; initial: ToastMessage[] } | null>(null);
  const queue = useRef<ToastMessage[]>([]);

  useEffect(() => {
    if (loaded) return;
    return onToast((t) => {
      queue.current.push(t);
      void import("./toaster").then((m) => setLoaded({ Toaster: m.Toaster, initial: [...queue.current] }));
    });
  }, [loaded]);

  return loaded ? <loaded.Toaster initial={loaded.initial} /> : null;
}
