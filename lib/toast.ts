/** A tiny event bus so any form can raise a toast in the one toaster of the root layout. */
import type { Locale } from "@/supabase/functions/_shared/locale.ts";

/** Long enough to read twice; Radix also pauses the timer while the toast is hovered or focused. */
export const TOAST_DURATION_MS = 8000;

export type ToastVariant = "success" | "destructive";
/** `locale`: the language of the form that raised it, which the toaster's own words (Close) follow. */
export type ToastMessage = { id: number; title: string; description: string; variant: ToastVariant; locale: Locale };

type Listener = (toast: ToastMessage) => void;
const listeners = new Set<Listener>();
let nextId = 1;

export function showToast(toast: Omit<ToastMessage, "id">): void {
  const message = { ...toast, id: nextId++ };
  listeners.forEach((l) => l(message));
}

export function onToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
