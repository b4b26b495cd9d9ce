import type { Service } from "@/content/types";
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
          <ul className="mt-4 grid gap-2">
            {s.features.map((f) => (
              <li key={f} className="flex gap-2">
                <Icon name="circle-check" className="mt-1 size-5 shrink-0 text-brand-600" />
                {f}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
