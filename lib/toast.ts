/** A tiny event bus so any form can raise a toast in the one toaster of the root layout. */

/** Long enough to read twice; Radix also pauses the timer while the toast is hovered or focused. */
export const TOAST_DURATION_MS = 8000;

export type ToastVariant = "success" | "destructive";
export type ToastMessage = { id: number; title: string; description: string; variant: ToastVariant };

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
