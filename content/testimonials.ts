/**
 * The families' words shown on Home, Why VitalHealth and Services, read from
 * content/testimonials.en.json (checked against content/schema/testimonials.ts when the site is
 * built). Quotes marked as placeholders are the template's: the owner replaces them with real
 * clients' words, used with their consent, before launch.
 */
import data from "./testimonials.en.json" with { type: "json" };
import type { Testimonials } from "./schema/testimonials";
import { testimonialsOf } from "./testimonial-sets";

const sets = testimonialsOf(data as Testimonials);

export const testimonials = sets.home;
/** Shown on Why VitalHealth. */
export const familyTestimonials = sets.why;
/** Shown at the end of Services: families on the services themselves. */
export const serviceTestimonials = sets.services;
