const HOUR = 3_600_000;

/**
 * The minute of San Diego's week at `at` (AGENCY_TIME_ZONE, America/Los_Angeles; 0 = Sunday 00:00).
 * By arithmetic, not Intl: a browser builds its first formatter with a time zone in one long task
 * (measured in docs/performance.md), and every page's Call buttons ask. The US rule
 * since 2007: Pacific daylight time from the second Sunday of March at 2 AM (10:00 UTC) to the
 * first Sunday of November at 2 AM (9:00 UTC); lib/san-diego-clock.test.ts holds it to Intl's time
 * zone data for years to come.
 */
export function sanDiegoMinute(at: Date): number {
  const t = at.getTime();
  const year = at.getUTCFullYear();
  // The first Sunday on or after the day given, at the hour given (UTC).
  const sunday = (month: number, date: number, hour: number) => {
    const from = Date.UTC(year, month, date, hour);
    return from + ((7 - new Date(from).getUTCDay()) % 7) * 24 * HOUR;
  };
  const local = new Date(t - (t >= sunday(2, 8, 10) && t < sunday(10, 1, 9) ? 7 : 8) * HOUR);
  return local.getUTCDay() * 1440 + local.getUTCHours() * 60 + local.getUTCMinutes();
}
