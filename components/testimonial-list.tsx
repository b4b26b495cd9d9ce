import { copyFor, type Locale } from "@/content";
import type { Testimonial } from "@/content/types";
import { Stars } from "./stars";

export function TestimonialList({ locale, items }: { locale: Locale; items: readonly Testimonial[] }) {
  const { ui } = copyFor(locale);
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((t) => (
        <li key={t.name} className="card flex flex-col">
          <figure className="flex flex-1 flex-col">
            <Stars rating={t.rating} label={ui.starsLabel(t.rating)} />
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
