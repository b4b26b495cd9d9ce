/**
 * The error screen's words in English (app/(en)/error.tsx, app/global-error.tsx), from
 * content/pages/error.en.json, in a module of their own: an error boundary's code is on every page,
 * so it carries these words and no others (and no facts: the file takes no slots).
 * The Spanish twin: content/es/error.ts.
 */
import words from "./pages/error.en.json" with { type: "json" };

export type ErrorCopy = { readonly [K in keyof typeof words]: string };

export const errorCopy: ErrorCopy = words;
