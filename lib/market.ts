/**
 * Published yearly costs of care as hourly rates, so a family can set them beside our hourly rate
 * (/costs). A survey's yearly figure pays for a stated number of hours (Genworth and CareScout's:
 * 44 hours a week, 52 weeks a year); content/costs.ts holds the figure and those hours, each once.
 */

/** The hours a yearly figure pays for. */
export type HoursBasis = { hoursPerWeek: number; weeksPerYear: number };

/** The hours in a year of such care: 44 × 52 = 2,288. */
export function hoursAYear({ hoursPerWeek, weeksPerYear }: HoursBasis): number {
  return hoursPerWeek * weeksPerYear;
}

/** A yearly figure as an hourly one, to the cent: $86,944 a year over 44 hours × 52 weeks is $38 an hour. */
export function hourlyFromYearly(yearly: number, basis: HoursBasis): number {
  const hours = hoursAYear(basis);
  if (!(yearly >= 0) || !(hours > 0)) throw new RangeError(`no hourly rate for ${yearly} a year over ${hours} hours`);
  return Math.round((yearly / hours) * 100) / 100;
}

/** A published figure's hourly rate: a yearly figure (one with its hours) divided out, an hourly one as it is. */
export function perHour(figure: { amount: number; hoursBasis?: HoursBasis }): number {
  return figure.hoursBasis ? hourlyFromYearly(figure.amount, figure.hoursBasis) : figure.amount;
}
