import type { SiteCopy } from "@/content";
import type { EstimatorResultWords } from "@/content/estimator-result-words";
import type { Rates } from "@/content/types";
import { estimate, HOURS_PER_DAY, type Schedule } from "@/lib/estimate";
import { formatUsd } from "@/lib/money";

/**
 * Common schedules priced at the agency's rates, prerendered: the page answers "what does it cost"
 * before any script runs, and without one. Round-the-clock rows are followed by live-in care for
 * the same days, the usual alternative.
 */
export function ScheduleTable({ rates, items, copy, scheduleLabel }: { rates: Rates; items: readonly Schedule[]; copy: SiteCopy["costs"]["schedules"]; scheduleLabel: EstimatorResultWords["schedule"] }) {
  const rows = items.flatMap((schedule) => {
    const e = estimate(rates, schedule);
    const row = {
      key: `${e.hoursPerDay}x${e.daysPerWeek}`,
      label: e.hoursPerDay === HOURS_PER_DAY.max && e.daysPerWeek === 7 ? copy.roundTheClock : scheduleLabel(e),
      detail: copy.hoursPerWeek(e.chargedHoursPerWeek),
      weekly: e.weekly,
      monthly: e.monthly,
    };
    if (!e.liveIn) return [row];
    return [row, { key: `live-in-${e.daysPerWeek}`, label: copy.liveIn(e.daysPerWeek), detail: copy.liveInNote, ...e.liveIn }];
  });
  return (
    <table className="w-full border-collapse text-left text-base sm:text-lg">
      <caption className="sr-only">{copy.caption}</caption>
      <thead>
        <tr className="border-b-2 border-brand-700">
          <th scope="col" className="py-3 pr-4">{copy.columns.schedule}</th>
          <th scope="col" className="px-2 py-3 text-right">{copy.columns.weekly}</th>
          <th scope="col" className="py-3 pl-2 text-right">{copy.columns.monthly}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-brand-100">
            <th scope="row" className="py-4 pr-4 font-normal">
              <span className="block font-semibold">{row.label}</span>
              <span className="block text-ink-muted">{row.detail}</span>
            </th>
            <td className="px-2 py-4 text-right align-top font-semibold tabular-nums">{formatUsd(row.weekly)}</td>
            <td className="py-4 pl-2 text-right align-top font-semibold tabular-nums">{formatUsd(row.monthly)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
