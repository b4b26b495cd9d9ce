/** The error screen's words in Spanish (app/es/error.tsx), from content/pages/error.es.json; see content/error.ts. */
import type { ErrorCopy } from "../error";
import words from "../pages/error.es.json" with { type: "json" };

export const errorCopy: ErrorCopy = words;
