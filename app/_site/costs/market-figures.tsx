import type { MarketFigure } from "@/content/costs";
import { perHour } from "@/lib/market";
import { formatUsd } from "@/lib/money";

/** Published figures, each with what it measures (a yearly one also per hour) and its source, named with its year and linked. */
export function MarketFigures({
  items,
  sourceLine,
  hourlyLine,
  className = "",
}: {
  items: readonly MarketFigure[];
  sourceLine: (source: MarketFigure["source"]) => string;
  hourlyLine: (amount: number) => string;
  className?: string;
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${className}`}>
      {items.map((f) => (
        <li key={`${f.area} ${f.service}`} className="card grid content-start gap-1">
          <p className="font-semibold text-ink-muted">{f.area}</p>
          <h3 className="text-xl">{f.service}</h3>
          <p className="mt-2 text-3xl font-bold text-brand-900">
            {formatUsd(f.amount)} <span className="text-xl font-semibold">{f.per}</span>
          </p>
          <p className="text-ink-muted">{f.basis}</p>
          {f.hoursBasis && <p className="font-semibold">{hourlyLine(perHour(f))}</p>}
          <p className="mt-2">
            <a href={f.source.url} className="link">
              {sourceLine(f.source)}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
