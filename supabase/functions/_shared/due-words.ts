/**
 * A promised time as the sender reads it, in San Diego time and their language: "Saturday,
 * November 28 at 10:15 AM", "sábado 28 de noviembre, 10:15 a. m.". The confirmation panel and the
 * acknowledgment state the due time and the office's next opening this way (reply-due.ts gives
 * them). Pure Intl, without the agency's facts, so the form's page code can carry it.
 */
import { AGENCY_TIME_ZONE } from "./time-zone.ts";

/** How a language puts the day and the time together, with the slots {day} and {time}. */
export const DUE_PATTERNS: Record<string, string> = {
  en: "{day} at {time}",
  es: "{day}, {time}",
};

/** `at` as a day and a time in San Diego, in `lang` ("en" or "es"; anything else reads as English). */
export function dueWords(at: Date, lang: string): string {
  const locale = lang === "es" ? "es-US" : "en-US";
  const day = new Intl.DateTimeFormat(locale, { timeZone: AGENCY_TIME_ZONE, weekday: "long", month: "long", day: "numeric" }).format(at);
  const time = new Intl.DateTimeFormat(locale, { timeZone: AGENCY_TIME_ZONE, hour: "numeric", minute: "2-digit" }).format(at);
  // ICU puts a narrow no-break space before AM/PM (and inside "p. m."): a plain one reads the same in
  // every mail client and screen reader.
  return (DUE_PATTERNS[lang] ?? DUE_PATTERNS.en).replace("{day}", day).replace("{time}", time).replace(/[\u202f\u00a0]/g, " ");
}
