import type { Card, Service } from "./types";

export const services = [
  {
    slug: "personal-care",
    icon: "hand-heart",
    title: "Personal Care",
    description:
      "Gentle, respectful help with the everyday tasks that keep your loved one clean, comfortable and confident at home.",
    features: [
      "Bathing, grooming and dressing",
      "Help moving safely around the home",
      "Toileting and continence care",
      "Meal preparation and light housekeeping",
    ],
  },
  {
    slug: "companionship",
    icon: "users",
    title: "Companionship",
    description:
      "A friendly, familiar face for conversation, hobbies and outings, so no one has to feel alone.",
    features: [
      "Conversation, games and shared hobbies",
      "Walks and trips to favorite places",
      "Rides to appointments and errands",
      "Staying connected with family and friends",
    ],
  },
  {
    slug: "respite",
    icon: "coffee",
    title: "Respite Services",
    description:
      "Time off for family caregivers, from a few hours to a few weeks, knowing your loved one is in caring hands.",
    features: [
      "Short visits or overnight stays",
      "Cover for holidays and family events",
      "The same routines your loved one is used to",
      "Updates for you while you rest",
    ],
  },
  {
    slug: "transitional",
    icon: "house-plus",
    title: "Transitional Care",
    description:
      "Support for the first days and weeks home after a hospital or rehabilitation stay, when help matters most.",
    features: [
      "A caregiver ready on the day of discharge",
      "Following the discharge plan at home",
      "Medication reminders and meal support",
      "Watching for changes and reporting them to family",
    ],
  },
  {
    slug: "wellness",
    icon: "calendar-check",
    title: "Wellness Check-ins",
    description:
      "Regular visits or calls that make sure everything is all right and bring peace of mind to family near and far.",
    features: [
      "Scheduled in-person or phone check-ins",
      "A look at safety, meals and mood",
      "A short report to family after each visit",
      "Quick escalation when something seems wrong",
    ],
  },
] as const satisfies Service[];

/** The three circles of whole-person care. */
export const careCircles = [
  {
    icon: "heart-pulse",
    title: "Physical Wellbeing",
    description: "Help with daily living, safe movement, meals and routines that keep the body strong.",
  },
  {
    icon: "smile",
    title: "Emotional Connection",
    description: "Companionship, patience and genuine friendship that lift the spirit every day.",
  },
  {
    icon: "users-round",
    title: "Community Support",
    description: "Staying part of the wider world: outings, family, faith and neighborhood life.",
  },
] as const satisfies Card[];

export const careFeatures = [
  { icon: "shield-check", title: "Licensed, bonded and insured", description: "Peace of mind that every visit is covered and accountable." },
  { icon: "user-check", title: "Carefully matched caregivers", description: "We match personality, language and interests, not just schedules." },
  { icon: "clock", title: "Flexible schedules", description: "From a few hours a week to around-the-clock care, changed whenever you need." },
  { icon: "message-circle", title: "Clear communication", description: "A care coordinator you can reach, and regular updates for the family." },
  { icon: "clipboard-list", title: "Personal care plans", description: "A written plan built with you and reviewed as needs change." },
  { icon: "phone-call", title: "Help when it matters", description: "Our emergency line is answered 24 hours a day, 7 days a week." },
] as const satisfies Card[];

