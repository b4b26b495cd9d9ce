/** Times, dates and sizes as staff read them: San Diego time, whatever the computer's own zone. */
import { AGENCY_TIME_ZONE } from "@/supabase/functions/_shared/agency.ts";
import { readableDate } from "@/supabase/functions/_shared/readable-date.ts";

const KB = 1024;
const MB = KB * KB;

// ICU puts a narrow no-break space before AM/PM; a plain one reads and copies the same everywhere.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");

const short = new Intl.DateTimeFormat("en-US", {
  timeZone: AGENCY_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const long = new Intl.DateTimeFormat("en-US", {
  timeZone: AGENCY_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "Wed, Dec 2, 9:05 AM" (the queue, where the caption names the zone) or with year and zone. */
export function formatDateTime(iso: string | null | undefined, { withZone = false } = {}): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return plain((withZone ? long : short).format(date));
}

/** A calendar date the sender picked ("2026-12-05"): the day they chose, as the agency's e-mail shows it. */
export function formatCalendarDate(isoDate: string | null | undefined): string {
  return isoDate ? readableDate(isoDate) : "—";
}

/** A file size in bytes, KB or MB (one decimal), as a file manager shows it. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  if (bytes < KB) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
