import type { Service } from "@/content/types";
import { CheckList } from "@/components/check-list";
import { Icon } from "@/components/icon";

export function ServiceList({ items }: { items: readonly Service[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((s) => (
        <li key={s.slug} id={s.slug} className="card">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Icon name={s.icon} />
          </span>
          <h3 className="mt-4 text-2xl">{s.title}</h3>
          <p className="mt-2 text-ink-muted">{s.description}</p>
          <CheckList items={s.features} className="mt-4 gap-2" />
        </li>
      ))}
    </ul>
  );
}
