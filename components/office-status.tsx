"use client";

import { useSyncExternalStore } from "react";
import type { OfficeDay } from "@/content/office-week";
import { AGENCY_TIME_ZONE } from "@/supabase/functions/_shared/time-zone.ts";

/** "Open now · until {time}", "Closed now · opens {time}". */
export type OfficeStatusWords = { open: string; closed: string };

let clock: Intl.DateTimeFormat | undefined;

/**
 * Whether the office is open at `at` (San Diego time), as words: open until when, or closed and when
 * it opens. `week` runs from Sunday; wall-clock times compare as text ("08:00" <= "09:15").
 */
export function officeNow(week: readonly OfficeDay[], words: OfficeStatusWords, at: Date): string {
  clock ??= new Intl.DateTimeFormat("en-US", { timeZone: AGENCY_TIME_ZONE, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const p = Object.fromEntries(clock.formatToParts(at).map((x) => [x.type, x.value]));
  const today = "SunMonTueWedThuFriSat".indexOf(p.weekday) / 3;
  const time = `${p.hour}:${p.minute}`;
  for (let n = 0; n < 8; n++) {
    const day = week[(today + n) % 7];
    if (!day || (n === 0 && time >= day.c)) continue;
    return n === 0 && time >= day.o ? words.open.replace("{time}", day.until) : words.closed.replace("{time}", day.opens);
  }
  return "";
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
export function OfficeStatus({ week, words }: { week: readonly OfficeDay[]; words: OfficeStatusWords }) {
  return useSyncExternalStore(everyMinute, () => officeNow(week, words, new Date()), () => "");
}
