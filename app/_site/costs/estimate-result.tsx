import type { EstimatorWords } from "@/content/estimator-copies";
import type { EstimatorResultWords } from "@/content/estimator-result-words";
import type { Rates } from "@/content/types";
import { estimate, type Checked } from "@/lib/estimate";

/**
 * The estimator's answer, in a live region that is in the page from the start (a region added with
 * its text is often not read). It is emptied of any earlier figure when an answer is wrong, so a
 * stale estimate never stands beside an error.
 */
export function EstimateResult({ checked, rates, copy, result }: { checked: Checked | null; rates: Rates; copy: Pick<EstimatorWords, "placeholder" | "noEstimate">; result: EstimatorResultWords }) {
  return (
    <div role="status" aria-atomic="true" className="noscript:hidden">
      {checked === null && <p className="rounded-card border-2 border-dashed border-brand-200 p-6 text-ink-muted">{copy.placeholder}</p>}
      {checked?.ok === false && <p className="rounded-card border-2 border-danger bg-danger-50 p-6 font-semibold text-ink">{copy.noEstimate}</p>}
      {checked?.ok && <Figures rates={rates} copy={result} {...checked.schedule} />}
    </div>
  );
}

function Figures({ rates, copy, hoursPerDay, daysPerWeek }: { rates: Rates; copy: EstimatorResultWords; hoursPerDay: number; daysPerWeek: number }) {
  const e = estimate(rates, { hoursPerDay, daysPerWeek });
  const notes = [
    e.raisedToMinimum && copy.minimum(e.chargedHoursPerDay),
    e.weekendDays > 0 && copy.weekend(e.weekendDays, rates.weekendHolidayHourly),
    e.liveIn && copy.liveIn(e.liveIn.weekly, e.liveIn.monthly),
  ].filter((n): n is string => Boolean(n));
  return (
    <div className="card">
      <h3 className="text-2xl">{copy.heading}</h3>
      <p className="mt-2 text-ink-muted">{copy.schedule(e)}</p>
      <p className="mt-4 text-3xl font-bold text-brand-900">{copy.weekly(e.weekly)}</p>
      <p className="mt-1 text-xl font-semibold">{copy.monthly(e.monthly)}</p>
      {notes.length > 0 && (
        <ul className="mt-4 grid list-disc gap-2 pl-6">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
