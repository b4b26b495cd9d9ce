import { replyWithin } from "@/supabase/functions/_shared/copy/en-reply.ts";
import type { Card, Position, HiringStep } from "./types";

// OWNER TO CONFIRM: what each role asks of an applicant, and the hiring steps and their times below.
const requirement = {
  homeCareAide: "A registered California Home Care Aide, or willing to register (we walk you through it)",
  backgroundCheck: "A background check (Live Scan fingerprints)",
  tbTest: "A TB test showing you are free of active tuberculosis",
  driving: "A valid driver's license, insurance and a car, for visits and errands with clients",
};

export const careers = {
  meta: {
    title: "Join Our Team",
    description:
      "Caregiver and care coordinator jobs in San Diego. Meaningful work, a supportive team, flexible schedules and real benefits.",
  },
  hero: {
    heading: "Join Our Team",
    text: "Do work that matters. Help older adults in San Diego live safely and happily at home, with a team that has your back.",
    viewPositions: "View Open Positions",
  },
  spark: {
    heading: "Spark a Difference",
    paragraphs: [
      "Our caregivers are the heart of VitalHealth. Every shift, you bring comfort, friendship and dignity to someone who needs it, and you see the difference you make.",
      "Whether you are an experienced caregiver or new to the field, we'll train you, support you and help you grow.",
    ],
  },
  benefits: {
    heading: "Why Work With VitalHealth?",
    items: [
      { icon: "heart", title: "Meaningful Work", description: "Build real relationships and make every day better for someone." },
      { icon: "users", title: "Supportive Team", description: "Care coordinators you can call any time, and colleagues who help each other." },
      { icon: "graduation-cap", title: "Professional Growth", description: "Paid training, certification support and paths into coordination roles." },
      { icon: "calendar-clock", title: "Flexible Scheduling", description: "Choose shifts that fit your life: days, evenings, weekends or live-in." },
      { icon: "shield-plus", title: "Comprehensive Benefits", description: "Competitive pay, health benefits for eligible staff, paid time off and mileage." },
    ] satisfies Card[],
  },
  positions: {
    heading: "Open Positions",
    intro: "Choose a role to start your application. Not sure which fits? Pick \"Other\" and tell us about yourself.",
    apply: "Apply",
    applyFor: (title: string) => `Apply for ${title}`,
    pay: "Pay",
    payPer: { HOUR: "an hour", YEAR: "a year" },
    payVaries: "Depends on the role",
    requirements: "What you need",
    items: [
      { value: "caregiver", title: "Certified Caregiver", summary: "Provide personal care and companionship to clients in their homes across San Diego County.", employmentType: "FULL_TIME", schedule: "Full-time or part-time, days, evenings and weekends", datePosted: "2026-11-01", validThrough: "2027-02-28",
        requirements: [requirement.homeCareAide, requirement.backgroundCheck, requirement.tbTest, requirement.driving] },
      { value: "companion", title: "Companion Care Specialist", summary: "Offer friendship, conversation, outings and help with errands to older adults living at home.", employmentType: "PART_TIME", schedule: "Part-time, flexible hours", datePosted: "2026-11-01", validThrough: "2027-02-28",
        requirements: [requirement.homeCareAide, requirement.backgroundCheck, requirement.tbTest, requirement.driving] },
      { value: "nurse", title: "Licensed Nurse", summary: "Lead client assessments, write care plans and guide our caregiving team (RN or LVN license required).", employmentType: "FULL_TIME", schedule: "Full-time, weekdays", datePosted: "2026-11-01", validThrough: "2027-02-28",
        requirements: ["An active California RN or LVN license", requirement.backgroundCheck, requirement.tbTest, "A valid driver's license and a car, to visit clients for assessments"] },
      { value: "coordinator", title: "Care Coordinator", summary: "Match clients with caregivers, build schedules and be the friendly voice families can always reach.", employmentType: "FULL_TIME", schedule: "Full-time, office-based in Kearny Mesa", datePosted: "2026-11-01", validThrough: "2027-02-28",
        requirements: ["Experience scheduling care or serving customers by phone", requirement.backgroundCheck] },
      { value: "other", title: "Other", summary: "Don't see your role? We are always glad to hear from caring people. Tell us how you'd like to help.", employmentType: "OTHER", schedule: "Varies", datePosted: "2026-11-01", validThrough: "2027-02-28",
        requirements: ["A background check and a TB test for any role that visits clients"] },
    ] satisfies Position[],
  },
  afterApply: {
    heading: "What happens after you apply",
    steps: [
      { title: "We read your application", time: `Within ${replyWithin.application}`, text: "A real person reads every application and calls or e-mails you with an answer." },
      { title: "A short phone call", time: "About 15 minutes", text: "We talk about the role, the hours you want and the parts of the county you can reach." },
      { title: "An interview", time: "About 45 minutes, at our Kearny Mesa office or by video", text: "Meet the care team, ask your questions and hear how we match caregivers with clients." },
      { title: "Background check, TB test and registration", time: "Usually 1-2 weeks", text: "Live Scan fingerprints, a TB test and your Home Care Aide registration if you don't have it yet. We help with each step." },
      { title: "Paid orientation and training", time: "1-2 days", text: "Our ways of working, your first client's care plan, and a shift alongside an experienced caregiver." },
      { title: "Your first visit", time: "Often within 3 weeks of applying", text: "Your coordinator introduces you to your client and checks in with you afterwards." },
    ] satisfies HiringStep[],
  },
  application: {
    heading: "Apply Now",
    intro: `It takes about five minutes. We review every application and reply within ${replyWithin.application}.`,
  },
  closing: {
    heading: "Ready to make a difference?",
    text: "Start your application today. We'd love to meet you.",
    apply: "Apply Now",
  },
} as const;
