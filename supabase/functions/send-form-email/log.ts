/** One JSON line per request: request id, form type, outcome, status, milliseconds. */
import type { LogEntry, Logger } from "./types.ts";

export const consoleLogger: Logger = (entry: LogEntry) => {
  const line = JSON.stringify({ fn: "send-form-email", ...entry });
  // 5xx, and a stored form whose e-mail failed, go to stderr: hosted log views filter on severity,
  // and a referral nobody was told about must not look like a routine line.
  if (entry.status >= 500 || entry.outcome === "stored_delivery_failed") console.error(line);
  else console.log(line);
};

/** The error's kind for a log line: never its message, which may quote what a visitor sent. */
export const errorName = (err: unknown) => err instanceof Error ? err.name : typeof err;
