"use client";

import { useBrowserValue } from "@/lib/use-browser-value";
import { fieldId } from "./field";

/**
 * A select's choice as the page shows it, for what depends on it (a status, a box beside it).
 *
 * `watched` is what react-hook-form watches. A choice made in the server's HTML before the form was
 * live (or by the careers page's Apply links meanwhile) is in the select and in the form's values,
 * but react-hook-form does not tell its watchers about it: the select itself says it, read once the
 * form is live and again on every render after (a watched change brings one).
 */
export function useShownChoice(name: string, watched: string): string {
  return useBrowserValue(() => {
    const select = document.getElementById(fieldId(name));
    return select instanceof HTMLSelectElement ? select.value : watched;
  }, watched);
}
