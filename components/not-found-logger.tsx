"use client";

import { useEffect } from "react";

/** Logs the missing path, so broken links show up in the browser console and any log collector. */
export function NotFoundLogger() {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }, []);
  return null;
}
