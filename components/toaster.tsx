"use client";

import * as Toast from "@radix-ui/react-toast";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { DEFAULT_LOCALE } from "@/supabase/functions/_shared/locale.ts";
import { formCopies } from "@/content/form-copies";
import { onToast, TOAST_DURATION_MS, type ToastMessage } from "@/lib/toast";
import { toastAnchor } from "@/lib/toast-anchor";
import { X } from "lucide";
import { SvgIcon } from "./svg-icon";

const styles = {
  success: "border-brand-600 bg-white text-ink",
  destructive: "border-danger bg-danger-50 text-ink",
} as const;

/**
 * Loaded by ToastHost on the first toast; `initial` holds the toasts raised before it arrived. Its
 * own words (the region's name, Close) are in the language of the form that raised the toast, so
 * the one toaster of every page speaks that page's language without being told it.
 *
 * While a confirmation panel is shown its toasts sit in the page's flow just above it (the slot of
 * lib/toast-anchor.ts), so they never cover the panel's next steps at any width; else in the corner.
 */
export function Toaster({ initial }: { initial: ToastMessage[] }) {
  const [toasts, setToasts] = useState<ToastMessage[]>(initial);
  // The region keeps the language of the latest toast, also once every toast is closed.
  const [locale, setLocale] = useState(initial.at(-1)?.locale ?? DEFAULT_LOCALE);
  // Set when a toast arrives: one in the flow above a panel is then brought into view (the panel's
  // heading just below it), never when one goes, which would scroll away from what is being read.
  const arrived = useRef(initial.length > 0);
  useEffect(
    () =>
      onToast((t) => {
        arrived.current = true;
        setToasts((all) => [...all, t]);
        setLocale(t.locale);
      }),
    [],
  );
  const remove = (id: number) => setToasts((all) => all.filter((t) => t.id !== id));
  const anchor = useSyncExternalStore(toastAnchor.subscribe, toastAnchor.get, toastAnchor.server);
  // Radix names the region itself ("Notifications (F8)") unless told: in the page's language.
  const label = `${formCopies[locale].toasts.region} ({hotkey})`;
  useEffect(() => {
    if (!arrived.current) return;
    arrived.current = false;
    anchor?.scrollIntoView({ block: "nearest" });
  }, [anchor, toasts]);
  // When the panel goes ("send another"), so do its success toasts: said and read, they would
  // only move to the corner, over the fresh form.
  const shownAbove = useRef(anchor);
  useEffect(() => {
    if (shownAbove.current && !anchor) setToasts((all) => all.filter((t) => t.variant !== "success"));
    shownAbove.current = anchor;
  }, [anchor]);

  return (
    <Toast.Provider duration={TOAST_DURATION_MS} label={formCopies[locale].toasts.region}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          // foreground = announced assertively (failures); background = politely (success).
          type={t.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => !open && remove(t.id)}
          data-variant={t.variant}
          className={`grid grid-cols-[1fr_auto] gap-x-3 rounded-card border-l-8 p-4 shadow-xl ring-1 ring-black/10 ${styles[t.variant]}`}
        >
          <Toast.Title className="text-xl font-bold text-brand-900">{t.title}</Toast.Title>
          <Toast.Description className="col-start-1 mt-1">{t.description}</Toast.Description>
          <Toast.Close
            aria-label={formCopies[t.locale].toasts.close}
            className="col-start-2 row-span-2 row-start-1 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-black/5"
          >
            <SvgIcon node={X} className="size-5" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {anchor ? (
        // In the flow: the margin only while it holds a toast (an empty list is :empty).
        createPortal(<Toast.Viewport label={label} className="m-0 mb-4 flex list-none flex-col gap-3 p-0 outline-none empty:mb-0" />, anchor)
      ) : (
        <Toast.Viewport label={label} className="fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-md list-none flex-col gap-3 p-4 outline-none" />
      )}
    </Toast.Provider>
  );
}
