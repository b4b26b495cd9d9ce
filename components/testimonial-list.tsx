import { copyFor, type Locale } from "@/content";
import { fill } from "@/content/copy";
import type { Testimonial } from "@/content/types";
import { monthYear, ReviewProfiles, reviewSiteNames, sourceWords } from "./review-profiles";
import { SideScrollList, sideScrollItem } from "./side-scroll-list";
import { Stars } from "./stars";

/** Where a family's words were given, and when: a link to the review where it is public. */
function QuoteSource({ locale, source }: { locale: Locale; source: Testimonial["source"] }) {
  const { ui } = copyFor(locale);
  const said = sourceWords(ui.reviews.sources, source.kind);
  if (!said || !source.date) return <span className="mt-2 block text-base text-ink-muted italic">{said}</span>;
  const text = fill(ui.reviews.dated, { source: said, date: monthYear(locale, source.date) });
  return (
    <span className="mt-2 block text-base text-ink-muted">
      {!source.url || !(source.kind in reviewSiteNames) ? (
        text
      ) : (
        <a href={source.url} className="link" rel="noopener noreferrer" >
          {text}
        </a>
      )}
    </span>
  );
}

export function TestimonialList({ locale, items }: { locale: Locale; items: readonly Testimonial[] }) {
  const { ui } = copyFor(locale);
  return (
    <>
      <ReviewProfiles locale={locale} />
      <SideScrollList label={ui.testimonialsLabel} wide="md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:py-0 md:[contain:none]">
        {items.map((t, i) => (
          <li key={t.name} className={`card flex flex-col md:w-auto ${sideScrollItem}`}>
            <figure className="flex flex-1 flex-col">
              <Stars rating={t.rating} label={fill(ui.starsLabel, { stars: t.rating })} id={`stars-${i}`} />
              <blockquote className="mt-4 flex-1 text-lg">{`“${t.content}”`}</blockquote>
              <figcaption className="mt-5">
                <span className="block font-bold text-brand-900">{t.name}</span>
                <span className="text-ink-muted">{t.role}</span>
                <QuoteSource locale={locale} source={t.source} />
              </figcaption>
            </figure>
          </li>
        ))}
      </SideScrollList>
    </>
  );
}
