/**
 * Where toasts go while a form's confirmation panel is shown: a slot in the page's flow just above
 * the panel (components/form/confirmation-panel.tsx), so no toast ever covers the panel, at any
 * width. Without it they float in the corner. The panel's slot registers itself as a ref. A module
 * of its own: the toaster and the panel load it, not every page's toast host.
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
