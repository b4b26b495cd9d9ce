/** Spec constants of the booking widget. */
export const BOOKING_FALLBACK_MS = 5000;
export const BOOKING_FRAME_HEIGHT_PX = 700;

const CALLBACK_SENT = "vitalhealth:callback-sent";
let callbackSent = false;

/** Said by the call-back form once its request is stored: the calendar's notices stop offering it. */
export function announceCallbackSent(): void {
  callbackSent = true;
  window.dispatchEvent(new Event(CALLBACK_SENT));
}

/** Whether a call-back request was sent from this page, now and whenever one is (returns the unsubscribe). */
export function onCallbackSent(listener: () => void): () => void {
  if (callbackSent) listener();
  window.addEventListener(CALLBACK_SENT, listener);
  return () => window.removeEventListener(CALLBACK_SENT, listener);
}

const loading = new Map<string, Promise<void>>();

/** Adds an async script once per page; resolves on load, rejects on error. */
export function loadScriptOnce(src: string, doc: Document = document): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error(`could not load ${src}`));
    };
    doc.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
