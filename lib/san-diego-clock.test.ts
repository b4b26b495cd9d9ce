import { AGENCY_TIME_ZONE } from "@/supabase/functions/_shared/time-zone";
import { sanDiegoMinute } from "./san-diego-clock";

const intl = new Intl.DateTimeFormat("en-US", { timeZone: AGENCY_TIME_ZONE, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
function byIntl(at: Date) {
  const p = Object.fromEntries(intl.formatToParts(at).map((x) => [x.type, x.value]));
  return ("SunMonTueWedThuFriSat".indexOf(p.weekday) / 3) * 1440 + Number(p.hour) * 60 + Number(p.minute);
}
const minute = (day: number, hhmm: string) => day * 1440 + Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

describe("sanDiegoMinute", () => {
  it("is the agency's time zone's clock", () => {
    expect(AGENCY_TIME_ZONE).toBe("America/Los_Angeles");
  });

  it.each([
    ["2026-03-08T09:59:00Z", minute(0, "01:59")], // the last minute of standard time
    ["2026-03-08T10:00:00Z", minute(0, "03:00")], // 2 AM becomes 3 AM
    ["2026-11-01T08:59:00Z", minute(0, "01:59")], // the first 1:59 AM, daylight time
    ["2026-11-01T09:00:00Z", minute(0, "01:00")], // back to 1 AM, standard time
    ["2026-11-28T01:59:00Z", minute(5, "17:59")], // Friday 5:59 PM
    ["2026-11-28T02:00:00Z", minute(5, "18:00")], // Friday 6:00 PM
    ["2027-01-01T07:30:00Z", minute(4, "23:30")], // New Year's Eve in San Diego, 2027 in UTC
  ])("%s is minute %d of the week", (iso, expected) => {
    expect(sanDiegoMinute(new Date(iso))).toBe(expected);
  });

  it("agrees with Intl's time zone data every hour from 2024 to 2040, and every quarter hour around each change", () => {
    const wrong: string[] = [];
    const check = (t: number) => {
      const at = new Date(t);
      const mine = sanDiegoMinute(at);
      const theirs = byIntl(at);
      if (mine !== theirs) wrong.push(`${at.toISOString()}: ${mine} ≠ ${theirs}`);
    };
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2041, 0, 1); t += 3_600_000) check(t + 17 * 60_000);
    for (let year = 2024; year <= 2040; year++) {
      for (const month of [2, 10]) {
        for (let t = Date.UTC(year, month, 1); t < Date.UTC(year, month, 15); t += 15 * 60_000) check(t);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
