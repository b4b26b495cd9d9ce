import type { Card } from "@/content/types";
import { Icon } from "./icon";

/** Short promises (icon, title, one sentence) as a plain list: the cards' content in half their height. */
export function FeatureList({ items, columns = 3 }: { items: readonly Card[]; columns?: 1 | 3 }) {
  return (
    <ul className={`grid gap-x-10 gap-y-6 ${columns === 3 ? "sm:grid-cols-2 lg:grid-cols-3" : ""}`}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Icon name={item.icon} className="size-5" />
          </span>
          <div>
            <h3 className="text-xl">{item.title}</h3>
            <p className="mt-1 text-ink-muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
