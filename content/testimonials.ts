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

/** Shown on Why VitalHealth. */
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

/** Shown at the end of Services: families on the services themselves. */
// OWNER TO REPLACE before launch with real clients' words, used with their consent, like the sets
// above: a published testimonial must come from a real client (FTC rule on reviews, 16 CFR 465).
export const serviceTestimonials = [
  {
    name: "Carmen L.",
    role: "Daughter of a client in Chula Vista",
    content:
      "Mom was embarrassed to need help with bathing. Her caregiver is so gentle and matter-of-fact about it that Mom now looks forward to her mornings.",
    rating: 5,
  },
  {
    name: "Angela W.",
    role: "Daughter and family caregiver in Santee",
    content:
      "Respite care let me take my first real vacation in three years. Dad's caregiver kept his routine exactly as I'd written it down, right down to his evening crossword.",
    rating: 5,
  },
  {
    name: "Frank D.",
    role: "Client in Escondido",
    content:
      "A visit three mornings a week keeps me on track with my pills and my walks. If anything seems off, they call my son the same day.",
    rating: 5,
  },
] as const satisfies Testimonial[];
