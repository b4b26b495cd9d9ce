/** @jest-environment node */
import fc from "fast-check";
import { hourlyFromYearly, hoursAYear, perHour } from "./market";

const survey = { hoursPerWeek: 44, weeksPerYear: 52 };

describe("a yearly cost of care as an hourly rate", () => {
  it("divides by the hours the survey counts: 44 a week, 52 weeks (2,288)", () => {
    expect(hoursAYear(survey)).toBe(2288);
    expect(hourlyFromYearly(86944, survey)).toBe(38);
    expect(hourlyFromYearly(89232, survey)).toBe(39);
  });

  it("rounds to the cent", () => {
    expect(hourlyFromYearly(90000, survey)).toBe(39.34); // 39.3356…
    expect(hourlyFromYearly(1, { hoursPerWeek: 3, weeksPerYear: 1 })).toBe(0.33);
  });

  it("gives back the hourly rate a whole-dollar yearly figure was made from", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 168 }), fc.integer({ min: 1, max: 52 }), (hourly, hoursPerWeek, weeksPerYear) => {
        expect(hourlyFromYearly(hourly * hoursPerWeek * weeksPerYear, { hoursPerWeek, weeksPerYear })).toBe(hourly);
      }),
    );
  });

  it("refuses a basis of no hours or a figure that is not a number", () => {
    expect(() => hourlyFromYearly(86944, { hoursPerWeek: 0, weeksPerYear: 52 })).toThrow(RangeError);
    expect(() => hourlyFromYearly(Number.NaN, survey)).toThrow(RangeError);
    expect(() => hourlyFromYearly(-1, survey)).toThrow(RangeError);
  });

  it("leaves an hourly figure as it is", () => {
    expect(perHour({ amount: 33 })).toBe(33);
    expect(perHour({ amount: 86944, hoursBasis: survey })).toBe(38);
  });
});
