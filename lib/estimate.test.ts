/** @jest-environment node */
import fc from "fast-check";
import type { Rates } from "@/content/types";
import { checkSchedule, estimate, monthlyFromWeekly, readWholeNumber } from "./estimate";

// The rates the page shows are the owner's to change; the arithmetic is checked against fixed ones.
const rates: Rates = {
  currency: "USD",
  hourly: 40,
  minimumVisitHours: 4,
  weekendHolidayHourly: 50,
  overnight: { price: 300, hours: 10 },
  liveIn: { price: 400, per: "day" },
};

describe("estimate", () => {
  it("prices weekdays at the hourly rate", () => {
    expect(estimate(rates, { hoursPerDay: 4, daysPerWeek: 3 })).toMatchObject({ weekly: 480, chargedHoursPerWeek: 12, weekendDays: 0, raisedToMinimum: false });
    expect(estimate(rates, { hoursPerDay: 8, daysPerWeek: 5 }).weekly).toBe(1600);
  });

  it("prices a sixth and seventh day at the weekend rate", () => {
    const e = estimate(rates, { hoursPerDay: 8, daysPerWeek: 7 });
    expect(e.weekendDays).toBe(2);
    expect(e.weekly).toBe(8 * 5 * 40 + 8 * 2 * 50);
    expect(estimate(rates, { hoursPerDay: 8, daysPerWeek: 6 }).weekly).toBe(8 * 5 * 40 + 8 * 50);
  });

  it("charges a visit shorter than the minimum at the minimum, and says so", () => {
    const e = estimate(rates, { hoursPerDay: 2, daysPerWeek: 3 });
    expect(e).toMatchObject({ hoursPerDay: 2, chargedHoursPerDay: 4, raisedToMinimum: true, chargedHoursPerWeek: 12, weekly: 480 });
    expect(estimate(rates, { hoursPerDay: 4, daysPerWeek: 3 }).raisedToMinimum).toBe(false);
  });

  it("a month is 52 weeks over 12 months, in whole dollars", () => {
    expect(monthlyFromWeekly(480)).toBe(2080);
    expect(monthlyFromWeekly(100)).toBe(433); // 433.33…
    expect(monthlyFromWeekly(200)).toBe(867); // 866.67…
    expect(estimate(rates, { hoursPerDay: 4, daysPerWeek: 3 }).monthly).toBe(2080);
  });

  it("offers live-in care beside round-the-clock schedules only", () => {
    const e = estimate(rates, { hoursPerDay: 24, daysPerWeek: 7 });
    expect(e.weekly).toBe(24 * 5 * 40 + 24 * 2 * 50);
    expect(e.liveIn).toEqual({ weekly: 2800, monthly: monthlyFromWeekly(2800) });
    expect(estimate(rates, { hoursPerDay: 24, daysPerWeek: 2 }).liveIn?.weekly).toBe(800);
    expect(estimate(rates, { hoursPerDay: 23, daysPerWeek: 7 }).liveIn).toBeUndefined();
  });

  it("never gives NaN or $0 for any schedule the form accepts", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 1, max: 7 }), (hoursPerDay, daysPerWeek) => {
        const e = estimate(rates, { hoursPerDay, daysPerWeek });
        for (const n of [e.weekly, e.monthly, e.liveIn?.weekly ?? 1, e.liveIn?.monthly ?? 1]) {
          expect(Number.isFinite(n)).toBe(true);
          expect(n).toBeGreaterThan(0);
        }
        expect(e.monthly).toBeGreaterThan(e.weekly * 4);
      }),
    );
  });
});

describe("readWholeNumber", () => {
  const hours = { min: 1, max: 24 };
  it.each([
    ["4", 4],
    [" 8 ", 8],
    ["24", 24],
    ["1", 1],
    ["4.0", 4],
    ["+3", 3],
  ])("reads %j as %p", (text, n) => expect(readWholeNumber(text, hours)).toBe(n));

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["four", "notNumber"],
    ["4h", "notNumber"],
    ["4 hours", "notNumber"],
    ["1e1", "notNumber"],
    ["NaN", "notNumber"],
    ["Infinity", "notNumber"],
    ["4.5", "notWhole"],
    ["4,5", "notWhole"],
    ["0", "tooFew"],
    ["-3", "tooFew"],
    ["25", "tooMany"],
    ["99999999999999999999", "tooMany"],
  ])("rejects %j as %s", (text, problem) => expect(readWholeNumber(text, hours)).toBe(problem));
});

describe("checkSchedule", () => {
  it("gives the schedule when both answers are good", () => {
    expect(checkSchedule({ hoursPerDay: "4", daysPerWeek: "5" })).toEqual({ ok: true, schedule: { hoursPerDay: 4, daysPerWeek: 5 } });
  });

  it("names each answer's problem", () => {
    expect(checkSchedule({ hoursPerDay: "", daysPerWeek: "" })).toEqual({ ok: false, problems: { hoursPerDay: "empty", daysPerWeek: "empty" } });
    expect(checkSchedule({ hoursPerDay: "25", daysPerWeek: "5" })).toEqual({ ok: false, problems: { hoursPerDay: "tooMany" } });
    expect(checkSchedule({ hoursPerDay: "4", daysPerWeek: "8" })).toEqual({ ok: false, problems: { daysPerWeek: "tooMany" } });
    expect(checkSchedule({ hoursPerDay: "4", daysPerWeek: "0" })).toEqual({ ok: false, problems: { daysPerWeek: "tooFew" } });
  });

  it("answers any text with a schedule in range or a problem, never a number outside the limits", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (h, d) => {
        const c = checkSchedule({ hoursPerDay: h, daysPerWeek: d });
        if (!c.ok) return;
        expect(Number.isInteger(c.schedule.hoursPerDay) && c.schedule.hoursPerDay >= 1 && c.schedule.hoursPerDay <= 24).toBe(true);
        expect(Number.isInteger(c.schedule.daysPerWeek) && c.schedule.daysPerWeek >= 1 && c.schedule.daysPerWeek <= 7).toBe(true);
      }),
    );
  });
});
