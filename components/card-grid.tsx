import type { Card } from "@/content/types";
import { Icon } from "./icon";

const columns = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4", 5: "sm:grid-cols-2 lg:grid-cols-3" } as const;

/** Icon cards mapped from content/ (values, benefits, partners, …). */
export function CardGrid({ items, cols = 3 }: { items: readonly Card[]; cols?: keyof typeof columns }) {
  return (
    <ul className={`grid gap-6 ${columns[cols]}`}>
      {items.map((item) => (
        <li key={item.title} className="card">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 text-2xl">{item.title}</h3>
          <p className="mt-2 text-ink-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
