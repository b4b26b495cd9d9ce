/**
 * Every word the /costs estimator shows. Its own module, apart from content/costs.ts, because the
 * estimator is a client island: its bundle carries these words and no others. Prices come in as
 * arguments (from content/site.ts, through the page), never typed here.
 */
import type { Estimate, Problem, ScheduleField } from "@/lib/estimate";
import { formatUsd } from "@/lib/money";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const estimatorCopy = {
  labels: { hoursPerDay: "Hours of care a day", daysPerWeek: "Days of care a week" },
  hints: {
    hoursPerDay: (minimumVisitHours: number) => `A whole number from 1 to 24. Visits are at least ${minimumVisitHours} hours.`,
    daysPerWeek: () => "A whole number from 1 to 7.",
  },
  submit: "Work out the cost",
  working: "Working it out...",
  errorPrefix: "Error:",
  problems: {
    hoursPerDay: {
      empty: "Enter the hours of care a day, from 1 to 24.",
      notNumber: "Enter the hours as a number, like 4.",
      notWhole: "Enter whole hours, like 4 or 8.",
      tooFew: "Enter at least 1 hour a day.",
      tooMany: "A day has 24 hours: enter 24 or fewer.",
    },
    daysPerWeek: {
      empty: "Enter the days of care a week, from 1 to 7.",
      notNumber: "Enter the days as a number, like 5.",
      notWhole: "Enter whole days, like 3 or 5.",
      tooFew: "Enter at least 1 day a week.",
      tooMany: "A week has 7 days: enter 7 or fewer.",
    },
  } satisfies Record<ScheduleField, Record<Problem, string>>,
  placeholder: "Your estimate will appear here.",
  /** Read out in the result's live region when an answer is wrong, so no earlier estimate is left standing. */
  noEstimate: "No estimate yet: check your answers and try again.",
  result: {
    heading: "Your estimate",
    schedule: (e: Pick<Estimate, "hoursPerDay" | "daysPerWeek">) =>
      `${count(e.hoursPerDay, "hour", "hours")} a day, ${count(e.daysPerWeek, "day", "days")} a week`,
    weekly: (amount: number) => `${formatUsd(amount)} a week`,
    monthly: (amount: number) => `about ${formatUsd(amount)} a month`,
    minimum: (hours: number) => `Our visits are at least ${hours} hours, so this estimate charges ${hours} hours a day.`,
    weekend: (days: number, rate: number) =>
      `Includes ${count(days, "day", "days")} a week at our weekend rate of ${formatUsd(rate)} an hour.`,
    liveIn: (weekly: number, monthly: number) =>
      `Live-in care for the same days costs ${formatUsd(weekly)} a week, about ${formatUsd(monthly)} a month.`,
  },
} as const;
