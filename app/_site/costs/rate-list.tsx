import type { RateItem } from "@/content/costs";

/** The agency's prices as label and value pairs, one card each. */
export function RateList({ items }: { items: readonly RateItem[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="card">
          <dt className="font-semibold text-ink-muted">{item.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-brand-900">{item.value}</dd>
          {item.note && <dd className="mt-2 text-ink-muted">{item.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
