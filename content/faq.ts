import { formatUsd } from "@/lib/money";
import { policies } from "./policies";
import { site, siteCopy } from "./site";
import type { FaqGroup } from "./types";
import { officialSources, verifyHref } from "./verify";

const { rates } = site;
const { startCare } = policies;

/** The /faq page. Every answer reads its facts from content/site.ts, content/policies.ts or an official source. */
export const faq = {
  meta: {
    title: "Frequently Asked Questions",
    description:
      "Answers for families and referrers: costs and minimum hours, Medicare, how fast care starts, caregivers, cancelling, service area and referrals.",
  },
  hero: {
    heading: "Frequently Asked Questions",
    text: "Straight answers to the questions families and healthcare professionals ask us most. Choose a question to read its answer.",
  },
  groups: [
    {
      heading: "Costs and paying for care",
      items: [
        {
          id: "cost",
          question: "How much does home care cost, and is there a minimum?",
          answer: [
            `Our rate is ${formatUsd(rates.hourly)} an hour, and each visit is at least ${rates.minimumVisitHours} hours. Weekends and holidays are ${formatUsd(rates.weekendHolidayHourly)} an hour. An overnight shift of ${rates.overnight.hours} hours is ${formatUsd(rates.overnight.price)}, and live-in care is ${formatUsd(rates.liveIn.price)} a ${rates.liveIn.per}.`,
            "The consultation costs nothing, and we give you the cost of your care plan in writing before care starts.",
          ],
          link: { label: "Costs, a cost calculator and who pays", href: "/costs" },
        },
        {
          id: "medicare",
          question: "Does Medicare pay for home care?",
          answer: [
            "Not for the kind of care we provide. Medicare does not pay for homemaker services or personal care, such as help with bathing, dressing or meals, when that is the only care a person needs. Its home health benefit covers part-time skilled care, such as nursing or therapy, that a doctor orders for someone who is homebound, from a Medicare-certified home health agency.",
            "Families pay for non-medical care themselves, with long-term care insurance, or for some veterans and surviving spouses with help from VA Aid and Attendance. Our costs page explains each.",
          ],
          link: officialSources.medicareHomeHealth,
        },
      ],
    },
    {
      heading: "Getting started",
      items: [
        {
          id: "consultation",
          question: "What is the free consultation?",
          answer: [
            `The ${siteCopy.bookingLabel.toLowerCase()} is a video call with our care team. We listen to what your loved one needs, answer your questions, explain the costs and suggest a care plan. There is no obligation.`,
            `Book a time online, or call us at ${site.phones.main.display}.`,
          ],
        },
        {
          id: "non-medical",
          question: "What does non-medical care mean?",
          answer: [
            "Help with everyday living, not medical treatment. Our caregivers help with bathing, dressing and grooming, meals, light housekeeping, errands, getting to appointments, reminders to take medication, and good company.",
            "They don't give injections, dress wounds or do other nursing tasks. If your loved one needs those, we work alongside their doctor or home health agency.",
          ],
        },
        {
          id: "start",
          question: "How soon can care start?",
          answer: [
            `When care is needed quickly, for example after a hospital stay, we can often start within ${startCare.fastestHours} to ${startCare.usualHours} hours: we visit your loved one at home the same day or the next to write the care plan, then introduce the caregiver. When you are planning ahead, we agree the start date with you at the free consultation.`,
            "If someone is coming home from the hospital, tell us the discharge date and we plan around it. If we can't start as soon as you need, we tell you honestly when we can.",
          ],
        },
        {
          id: "cancel",
          question: "Can I cancel a visit, or stop care?",
          answer: [
            `Yes. To cancel or move a visit, tell us at least ${policies.cancelVisitNoticeHours} hours ahead and there is no charge. With less notice, the visit may be charged as booked, unless your loved one is in the hospital or there's another emergency.`,
            `There is no long-term contract. To stop care altogether, let us know ${policies.endServiceNoticeDays} days ahead.`,
          ],
        },
      ],
    },
    {
      heading: "Caregivers and trust",
      items: [
        {
          id: "same-caregiver",
          question: "Will we have the same caregiver each time?",
          answer: [
            "That's our aim. We match one main caregiver to your loved one and keep them on the schedule. When care covers many days or the whole day and night, a small team shares it, and you meet each of them first.",
            "If a caregiver isn't the right fit, tell us and we'll find another.",
          ],
        },
        {
          id: "sick-cover",
          question: "What happens if our caregiver is sick or on vacation?",
          answer: [
            "We call you as soon as we know and send a replacement caregiver who has read the care plan, someone your loved one has already met whenever we can. If we can't cover a visit, we tell you straight away.",
          ],
        },
        {
          id: "spanish",
          question: "Do you have Spanish-speaking caregivers?",
          answer: [
            "Yes. Tell us at the consultation if your loved one is more comfortable in Spanish, or in another language, and we'll match a caregiver who speaks it whenever we can.",
          ],
        },
        {
          id: "screening",
          question: "How are your caregivers screened?",
          answer: [
            "Every caregiver is a registered Home Care Aide on California's Home Care Aide Registry, which means they passed the state's fingerprint background check. We also check their references, make sure they are screened for tuberculosis, train them before their first visit and every year, and supervise their work.",
            "You can check any of our caregivers on the state's registry yourself.",
          ],
          link: { label: "How to check a caregiver", href: verifyHref },
        },
        {
          id: "licensed",
          question: "Are you licensed, bonded and insured?",
          answer: [
            `Yes. We are licensed by the ${site.licence.authority} as a Home Care Organization, license number ${site.licence.number}. California requires licensed agencies to carry liability insurance, workers' compensation and an employee dishonesty bond, and we do.`,
          ],
          link: { label: "Check our license", href: verifyHref },
        },
      ],
    },
    {
      heading: "Service area and referrals",
      items: [
        {
          id: "service-area",
          question: "Which areas do you serve?",
          answer: [siteCopy.serviceArea.description, `Not sure whether we reach your street? Call us at ${site.phones.main.display}.`],
          link: { label: "Check your ZIP code", href: "/contact#service-area" },
        },
        {
          id: "referrals",
          question: "How do referrals from hospitals and other professionals work?",
          answer: [
            `Discharge planners, social workers, physicians and other professionals can send a referral with our online form, by e-mail to ${site.email}, or by calling our professional referral line at ${site.phones.referral.display} (${site.phones.referral.note.toLowerCase()}).`,
            `We confirm that we received it, contact the patient or family, and can often start care within ${startCare.fastestHours} to ${startCare.usualHours} hours. We keep you updated at every step.`,
          ],
          link: { label: "Submit a referral", href: "/referrals" },
        },
      ],
    },
  ] satisfies FaqGroup[],
  closing: {
    heading: "Still have a question?",
    text: "Call us, or book a free video consultation and ask us anything.",
  },
} as const;

/** Every question, in page order. */
export const faqItems = faq.groups.flatMap((g) => g.items);
