"use client";

import { useEffect } from "react";

/**
 * Logs the missing path, so broken links show up in the browser console and any log collector.
 * A warning, not an error: a visitor following a stale link is expected, not a fault of the page
 * (and Lighthouse counts console errors against Best Practices).
 */
export function NotFoundLogger() {
  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }, []);
  return null;
}
