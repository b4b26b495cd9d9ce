import { copyFor, type Locale } from "@/content";
import { fill } from "@/content/copy";
import { reviews } from "@/content/people";
import type { Testimonial } from "@/content/types";

/** "March 2026": when a review was given or a rating read, in the page's language. */
export const monthYear = (locale: Locale, iso: string) => new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));

/** The review sites by name (a name is the same in every language). */
export const reviewSiteNames = { google: "Google", "caring.com": "Caring.com", yelp: "Yelp", facebook: "Facebook" } as const;

type SourceWords = ReturnType<typeof copyFor>["ui"]["reviews"]["sources"];
/** A source's words: the editor's keys hold no dot, so "caring.com" is `caringCom`. */
export const sourceWords = (words: SourceWords, kind: Testimonial["source"]["kind"]): string | undefined => words[(kind === "caring.com" ? "caringCom" : kind) as keyof SourceWords];

/**
 * The public review profiles' ratings, as the owner read them there (content/reviews.json): each with
 * its site, count and date, and a link where families can read every review. Nothing is loaded
 * from the review site. Without a profile, nothing is shown.
 */
export function ReviewProfiles({ locale }: { locale: Locale }) {
  if (reviews.profiles.length === 0) return null;
  const { ui } = copyFor(locale);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <ul className="mb-8 flex flex-wrap gap-4" data-review-profiles>
      {reviews.profiles.map((p) => {
        const site = reviewSiteNames[p.site];
        return (
          <li key={p.url} className="rounded-card border border-brand-100 bg-white px-5 py-3 text-lg">
            <span className="block font-semibold text-brand-900">{fill(ui.reviews.rating, { rating: number.format(p.rating), site, count: number.format(p.count), date: monthYear(locale, p.asOf) })}</span>
            <a href={p.url} className="link inline-flex min-h-11 items-center" rel="noopener noreferrer">
              {fill(ui.reviews.readReviews, { site })}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
