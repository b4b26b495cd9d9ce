import type { Testimonial } from "@/content/types";
import { Stars } from "./stars";

export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((t) => (
        <li key={t.name} className="card flex flex-col">
          <figure className="flex flex-1 flex-col">
            <Stars rating={t.rating} />
            <blockquote className="mt-4 flex-1 text-lg">“{t.content}”</blockquote>
            <figcaption className="mt-5">
              <span className="block font-bold text-brand-900">{t.name}</span>
              <span className="text-ink-muted">{t.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
