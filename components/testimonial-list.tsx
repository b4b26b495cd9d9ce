import { copyFor, type Locale } from "@/content";
import type { Testimonial } from "@/content/types";
import { Stars } from "./stars";

export function TestimonialList({ locale, items }: { locale: Locale; items: readonly Testimonial[] }) {
  const { ui } = copyFor(locale);
  return (
    // On phones the quotes sit side by side and scroll sideways (snapping to each), one card's height
    // instead of three; the list can take focus, so a keyboard scrolls it too.
    <ul
      tabIndex={0}
      aria-label={ui.testimonialsLabel}
      className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0"
    >
      {items.map((t) => (
        <li key={t.name} className="card flex w-[85%] shrink-0 snap-start flex-col md:w-auto">
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
