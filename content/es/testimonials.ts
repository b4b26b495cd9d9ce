/** The families' words in Spanish, read from content/testimonials.es.json (paired with the English by id). */
import data from "../testimonials.es.json" with { type: "json" };
import type { Testimonials } from "../schema/testimonials";
import { testimonialsOf } from "../testimonial-sets";

const sets = testimonialsOf(data as Testimonials);

export const testimonials = sets.home;
export const familyTestimonials = sets.why;
export const serviceTestimonials = sets.services;
