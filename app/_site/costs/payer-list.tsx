import type { Payer } from "@/content/costs";

/**
 * The ways families pay, each with a link to the official source of its rules. The first, the one
 * families ask about before any other (Medicare), spans the width on large screens.
 */
export function PayerList({ items }: { items: readonly Payer[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {items.map((p) => (
        <li key={p.title} className="card first:lg:col-span-2">
          <h3 className="text-2xl">{p.title}</h3>
          {p.answer && <p className="mt-2 text-xl font-semibold text-brand-900">{p.answer}</p>}
          <p className="mt-2">{p.text}</p>
          {p.links.length > 0 && (
            <ul className="mt-4 grid gap-2">
              {p.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href} className="link">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
