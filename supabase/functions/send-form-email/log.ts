/** One JSON line per request: request id, form type, outcome, status, milliseconds. */
import type { LogEntry, Logger } from "./types.ts";

export const consoleLogger: Logger = (entry: LogEntry) => {
  const line = JSON.stringify({ fn: "send-form-email", ...entry });
  // 5xx go to stderr so hosted log views can filter on severity.
  if (entry.status >= 500) console.error(line);
  else console.log(line);
};
