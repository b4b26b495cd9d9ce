"use client";

import { useSyncExternalStore } from "react";
import type { OfficeChange } from "@/content/office-week";
import { sanDiegoMinute } from "@/lib/san-diego-clock";

/**
 * The words for `at`: those of the week's last change at or before San Diego's minute then, or,
 * before the week's first, of its last (content/office-week.ts builds the changes with the site).
 */
export function officeNow(changes: readonly OfficeChange[], at: Date): string {
  // An office closed every day (the owner may say so) has no changes and nothing to say.
  if (!changes.length) return "";
  const minute = sanDiegoMinute(at);
  let words = changes[changes.length - 1][1];
  for (const [from, said] of changes) if (minute >= from) words = said;
  return words;
}

/** Read again every minute, so a page left open past closing time says so. */
const everyMinute = (changed: () => void) => {
  const timer = setInterval(changed, 60_000);
  return () => clearInterval(timer);
};

/**
 * Beside a Call button: whether the office is open now and until when, or when it opens. Nothing in
 * the HTML, which cannot know the hour (components/office-status-line.tsx states the hours there).
 */
export function OfficeStatus({ changes }: { changes: readonly OfficeChange[] }) {
  return useSyncExternalStore(everyMinute, () => officeNow(changes, new Date()), () => "");
}
