"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A value only the browser knows (its languages, its clock, its features), read once the page is
 * live; `server` in the HTML and while hydrating, so the two never disagree. Nothing announces a
 * change: it is read again on the component's next render.
 */
export function useBrowserValue<T>(read: () => T, server: T): T {
  return useSyncExternalStore(noSubscription, read, () => server);
}
