/**
 * The office's week as the Call buttons say it (components/office-status.tsx): agency.json's hours,
 * put in the page's language when the site is built, so the page's script only finds the minute.
 */
import { officeHours } from "@/supabase/functions/_shared/agency.ts";
import type { Locale } from "./copy";

/** 1 January 2023 was a Sunday: day `i` of a week that starts on Sunday, for Intl to name. */
const dayOfWeek = (i: number) => new Date(Date.UTC(2023, 0, 1 + i));
const tagOf = (locale: Locale) => (locale === "es" ? "es-US" : "en-US");
const ENGLISH_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "08:00" as the language says a time on a sign: "8 AM", "1:30 p. m.". */
function clockWords(hhmm: string, locale: Locale): string {
  const [h, m] = hhmm.split(":").map(Number);
  const format = new Intl.DateTimeFormat(tagOf(locale), { timeZone: "UTC", hour: "numeric", ...(m ? { minute: "2-digit" } : {}) });
  // One no-break space inside a time ("9 AM", ICU's narrow one included): a line never ends at "9".
  return format.format(new Date(Date.UTC(2023, 0, 1, h, m))).replace(/\s/gu, "\u00a0");
}

const dayWords = (i: number, locale: Locale, weekday: "long" | "short") =>
  new Intl.DateTimeFormat(tagOf(locale), { timeZone: "UTC", weekday }).format(dayOfWeek(i));

/** A time as a sentence's end: "6 PM"; in Spanish with its article, "las 6 p. m.", "la 1 p. m.". */
function atWords(hhmm: string, locale: Locale): string {
  const time = clockWords(hhmm, locale);
  return locale === "en" ? time : `${Number(hhmm.slice(0, 2)) % 12 === 1 ? "la" : "las"} ${time}`;
}

/** When the office opens on day `i`: "Saturday 9 AM", "el sábado a las 9 a. m.". */
function opensWords(i: number, hhmm: string, locale: Locale): string {
  const day = dayWords(i, locale, "long");
  return locale === "en" ? `${day} ${atWords(hhmm, locale)}` : `el ${day} a ${atWords(hhmm, locale)}`;
}

const hoursOf = (i: number) => {
  const rule = officeHours.find((h) => h.dayOfWeek.includes(ENGLISH_DAYS[i]));
  return rule?.opens && rule.closes ? { opens: rule.opens, closes: rule.closes } : null;
};

/** The hours in a line, Monday first, like days together: "Mon–Fri 8 AM–6 PM, Sat 9 AM–4 PM". */
export function hoursLine(locale: Locale): string {
  const groups: { first: number; last: number; hours: { opens: string; closes: string } }[] = [];
  for (const i of [1, 2, 3, 4, 5, 6, 0]) {
    const hours = hoursOf(i);
    if (!hours) continue;
    const previous = groups.at(-1);
    if (previous && (previous.last + 1) % 7 === i && previous.hours.opens === hours.opens && previous.hours.closes === hours.closes) previous.last = i;
    else groups.push({ first: i, last: i, hours });
  }
  return groups
    .map(({ first, last, hours }) => {
      const days = first === last ? dayWords(first, locale, "short") : `${dayWords(first, locale, "short")}–${dayWords(last, locale, "short")}`;
      return `${days} ${clockWords(hours.opens, locale)}–${clockWords(hours.closes, locale)}`;
    })
    .join(", ");
}

/** A minute of San Diego's week (0 = Sunday 00:00) and what the Call buttons say from then on. */
export type OfficeChange = readonly [minute: number, words: string];

const minuteOf = (day: number, hhmm: string) => day * 1440 + Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Each moment of the week at which the Call buttons' words change, in order: at opening "Open now ·
 * until 6 PM", at closing "Closed now · opens Saturday 9 AM" (`words` fills {time}). Before the
 * week's first change, the last one's words still hold (from the week before).
 */
export function officeChanges(locale: Locale, words: { open: string; closed: string }): OfficeChange[] {
  const week = ENGLISH_DAYS.map((_, i) => hoursOf(i));
  const changes: OfficeChange[] = [];
  week.forEach((hours, i) => {
    if (!hours) return;
    changes.push([minuteOf(i, hours.opens), words.open.replace("{time}", atWords(hours.closes, locale))]);
    const next = [1, 2, 3, 4, 5, 6, 7].map((n) => (i + n) % 7).find((d) => week[d])!;
    changes.push([minuteOf(i, hours.closes), words.closed.replace("{time}", opensWords(next, week[next]!.opens, locale))]);
  });
  return changes;
}
