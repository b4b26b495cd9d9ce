import type { SiteCopy } from "@/content";
import type { MarketFigure } from "@/content/costs";
import { perHour, type HoursBasis } from "@/lib/market";
import { formatUsd } from "@/lib/money";

type Compare = SiteCopy["costs"]["compare"];

/**
 * Our hourly rate first, then each published figure per hour: a yearly figure divided by the hours
 * it pays for (lib/market.ts), with the yearly figure beside it and a note on how it was divided.
 */
export function HourlyComparison({ hourly, figures, copy }: { hourly: number; figures: readonly MarketFigure[]; copy: Compare }) {
  const words = copy.perHour;
  const same = (a: HoursBasis, b: HoursBasis) => a.hoursPerWeek === b.hoursPerWeek && a.weeksPerYear === b.weeksPerYear;
  const bases = figures.flatMap((f) => f.hoursBasis ?? []).filter((h, i, all) => all.findIndex((o) => same(o, h)) === i);
  return (
    <div className="max-w-3xl">
      <table className="w-full border-collapse text-left text-base sm:text-lg">
        <caption className="mb-3 text-left text-xl font-semibold text-brand-900">{words.caption}</caption>
        <thead>
          <tr className="border-b-2 border-brand-700">
            <th scope="col" className="py-3 pr-4">{words.columns.what}</th>
            <th scope="col" className="py-3 pr-2 pl-2 text-right whitespace-nowrap">{words.columns.hourly}</th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-brand-100 bg-brand-50">
            <th scope="row" className="py-4 pr-4 pl-2 font-semibold">{words.ours}</th>
            <td className="py-4 pr-2 pl-2 text-right align-top text-xl font-bold text-brand-900 tabular-nums">{formatUsd(hourly)}</td>
          </tr>
          {figures.map((f) => (
            <tr key={`${f.area} ${f.service}`} className="border-b border-brand-100">
              <th scope="row" className="py-4 pr-4 pl-2 font-normal">
                <span className="block">{words.figure(f)}</span>
                {f.hoursBasis && (
                  <span className="block text-ink-muted">
                    {formatUsd(f.amount)} {f.per}
                  </span>
                )}
              </th>
              <td className="py-4 pr-2 pl-2 text-right align-top font-semibold tabular-nums">{formatUsd(perHour(f))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {bases.map((h) => (
        <p key={`${h.hoursPerWeek}x${h.weeksPerYear}`} className="mt-3 text-ink-muted">
          {words.note(h)}
        </p>
      ))}
    </div>
  );
}
