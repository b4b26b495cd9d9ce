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

/**
 * Where toasts go while a form's confirmation panel is shown: a slot in the page's flow just above
 * the panel (components/form/confirmation-panel.tsx), so no toast ever covers the panel, at any
 * width. Without it they float in the corner. The panel's slot registers itself as a ref.
 */
let anchor: HTMLElement | null = null;
const anchorListeners = new Set<() => void>();
const setAnchor = (element: HTMLElement | null) => {
  anchor = element;
  anchorListeners.forEach((l) => l());
};

/** A ref callback for the slot: toasts go into it until it leaves the page. */
export function anchorToasts(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  setAnchor(element);
  return () => {
    if (anchor === element) setAnchor(null);
  };
}

/** For useSyncExternalStore: the slot, or null (also on the server). */
export const toastAnchor = {
  subscribe(listener: () => void): () => void {
    anchorListeners.add(listener);
    return () => anchorListeners.delete(listener);
  },
  get: (): HTMLElement | null => anchor,
  server: (): HTMLElement | null => null,
};
