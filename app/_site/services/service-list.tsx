import type { Service } from "@/content/types";
import { CheckList } from "@/components/check-list";
import { Icon } from "@/components/icon";

export function ServiceList({ items }: { items: readonly Service[] }) {
  return (
    <ul className="grid gap-4 sm:gap-6 md:grid-cols-2">
      {items.map((s) => (
        <li key={s.slug} id={s.slug} className="card">
          {/* The icon beside the title on phones (a shorter page), above it where there are columns. */}
          <div className="flex items-center gap-4 md:block">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <Icon name={s.icon} />
            </span>
            <h3 className="text-2xl md:mt-4">{s.title}</h3>
          </div>
          <p className="mt-2 text-ink-muted">{s.description}</p>
          <CheckList items={s.features} className="mt-4 gap-2" />
        </li>
      ))}
    </ul>
  );
}
