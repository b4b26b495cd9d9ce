"use client";

import { useBrowserValue } from "@/lib/use-browser-value";
import { fieldId } from "./field";

/**
 * A field's value as the page shows it, for what depends on it (a status, a box beside it, a note).
 *
 * `watched` is what react-hook-form watches. A choice made or a word typed in the server's HTML
 * before the form was live (or set by the careers page's Apply links meanwhile) is in the field and
 * in the form's values, but react-hook-form does not tell its watchers about it: the field itself
 * says it, read once the form is live and again on every render after (a watched change brings one).
 */
export function useShownValue(name: string, watched: string): string {
  return useBrowserValue(() => {
    const field = document.getElementById(fieldId(name));
    return field instanceof HTMLSelectElement || field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : watched;
  }, watched);
}
