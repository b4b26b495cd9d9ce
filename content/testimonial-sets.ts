import type { TestimonialEntry, Testimonials } from "./schema/testimonials";
import type { Testimonial } from "./types";

const shown = ({ name, role, quote, rating, source }: TestimonialEntry): Testimonial => ({ name, role, content: quote, rating: rating as Testimonial["rating"], source });

/** A language's testimonial file as the pages show it. */
export function testimonialsOf(data: Testimonials): Record<keyof Testimonials, readonly Testimonial[]> {
  return { home: data.home.map(shown), why: data.why.map(shown), services: data.services.map(shown) };
}
