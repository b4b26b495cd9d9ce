import type { Testimonial } from "./types";

export const testimonials = [
  {
    name: "Maria G.",
    role: "Daughter of a client in Clairemont",
    content:
      "After Dad's fall, we didn't know where to start. VitalHealth had a caregiver at his door within two days. He looks forward to her visits and I finally sleep through the night.",
    rating: 5,
  },
  {
    name: "Robert T.",
    role: "Husband and family caregiver",
    content:
      "The respite visits gave me my Tuesdays back. My wife is comfortable, her routine stays the same, and the team always calls me with an update.",
    rating: 5,
  },
  {
    name: "Linda K.",
    role: "Daughter, caring from out of state",
    content:
      "Living in Denver, I worried constantly about Mom. The weekly check-ins and friendly reports mean I always know how she's really doing.",
    rating: 5,
  },
] as const satisfies Testimonial[];

/** Shown on Why VitalHealth and at the end of Services. */
export const familyTestimonials = [
  {
    name: "James P.",
    role: "Son of a client in La Mesa",
    content:
      "They matched Mom with a caregiver who speaks Spanish and loves gardening as much as she does. It feels like a friend visiting, not a service.",
    rating: 5,
  },
  {
    name: "Susan M.",
    role: "Wife of a client after hospital discharge",
    content:
      "Coming home from the hospital was frightening. The transitional care team followed the discharge plan to the letter and kept me calm.",
    rating: 5,
  },
  {
    name: "David R.",
    role: "Client in Poway",
    content:
      "I wanted to stay in my own home, and with a little help each morning, I can. They treat me with respect and a good sense of humor.",
    rating: 5,
  },
] as const satisfies Testimonial[];
