"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import { onToast, type ToastMessage } from "@/lib/toast";

type ToasterComponent = ComponentType<{ initial: ToastMessage[] }>;

/**
 * The root layout's one toaster. Radix Toast is fetched only when the first toast is raised, so
 * it weighs on no page's first load; toasts raised meanwhile are handed over.
 */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  const queue = useRef<ToastMessage[]>([]);

  useEffect(() => {
    if (Toaster) return;
    return onToast((t) => {
      queue.current.push(t);
      void import("./toaster").then((m) => setToaster(() => m.Toaster));
    });
  }, [Toaster]);

  return Toaster ? <Toaster initial={queue.current} /> : null;
}
