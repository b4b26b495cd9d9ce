/** Every word on /costs except the estimator's (content/estimator.ts). Prices come from site.rates. */
import { formatUsd } from "@/lib/money";
import { MONTHS_PER_YEAR, WEEKS_PER_YEAR, type Schedule } from "@/lib/estimate";
import { hoursAYear, type HoursBasis } from "@/lib/market";
import { site } from "./site";

/** Where a published figure or an official rule comes from. A figure also names its year. */
export type Source = { name: string; url: string; year?: number };
/** `hoursBasis`: a yearly figure's hours (the page shows it per hour too, lib/market.ts); an hourly figure has none. */
export type MarketFigure = { area: string; service: string; amount: number; per: string; basis: string; source: Source & { year: number }; hoursBasis?: HoursBasis };
/** `answer`: the plain yes or no a family is looking for, shown first and in bold. */
export type Payer = { title: string; answer?: string; text: string; links: readonly { label: string; href: string }[] };
export type RateItem = { label: string; value: string; note?: string };

const r = site.rates;

/** A month in weeks, as the estimator counts it (lib/estimate.ts): a twelfth of a year's weeks, about 4.3. */
const weeksPerMonth = (WEEKS_PER_YEAR / MONTHS_PER_YEAR).toLocaleString("en-US", { maximumFractionDigits: 1 });

const stateBasis = (h: HoursBasis) => `State median for ${h.hoursPerWeek} hours a week, ${h.weeksPerYear} weeks a year`;

/** The national survey of long-term care costs that Genworth has run since 2004, now with CareScout. */
const costOfCare2024 = {
  name: "CareScout and Genworth, Cost of Care Survey",
  year: 2024,
  url: "https://www.carescout.com/cost-of-care",
};

/** The survey's method: the hours a week, and the weeks a year, that its yearly figures for home care pay for. */
export const surveyYear = { hoursPerWeek: 44, weeksPerYear: 52 } satisfies HoursBasis;

export const costs = {
  meta: {
    title: "Costs and Paying for Care",
    description:
      "Our hourly rates, what common schedules cost, a cost calculator, how our prices compare, and who pays for non-medical home care in San Diego.",
  },
  hero: {
    heading: "Costs and paying for care",
    text: "Our prices, what a week of care costs, and the ways families pay for it, in plain numbers.",
  },
  rates: {
    heading: "Our rates",
    intro: "What we charge for non-medical home care, before any insurance or benefit.",
    items: [
      { label: "Home care on weekdays", value: `${formatUsd(r.hourly)} an hour` },
      { label: "Shortest visit", value: `${r.minimumVisitHours} hours`, note: `A shorter visit is charged as ${r.minimumVisitHours} hours.` },
      { label: "Weekends and public holidays", value: `${formatUsd(r.weekendHolidayHourly)} an hour` },
      { label: "Overnight", value: `${formatUsd(r.overnight.price)} a night`, note: `One caregiver for an overnight shift of up to ${r.overnight.hours} hours.` },
      { label: "Live-in care", value: `${formatUsd(r.liveIn.price)} a ${r.liveIn.per}`, note: "A caregiver who stays in the home, for help day and night." },
    ] satisfies RateItem[],
  },
  schedules: {
    heading: "What common schedules cost",
    intro: "At our rates, for the schedules families ask about most.",
    caption: "Weekly and monthly cost of common schedules at our rates",
    columns: { schedule: "Schedule", weekly: "A week", monthly: "A month, about" },
    items: [
      { hoursPerDay: 4, daysPerWeek: 3 },
      { hoursPerDay: 4, daysPerWeek: 5 },
      { hoursPerDay: 8, daysPerWeek: 5 },
      { hoursPerDay: 24, daysPerWeek: 7 },
    ] satisfies Schedule[],
    hoursPerWeek: (hours: number) => `${hours} hours a week`,
    roundTheClock: "Around the clock, every day",
    liveIn: (days: number) => `Live-in care, ${days} days a week`,
    liveInNote: "One caregiver who stays in the home",
    howHeading: "How we work these out",
    how: [
      `A month is ${WEEKS_PER_YEAR} weeks divided by ${MONTHS_PER_YEAR}, about ${weeksPerMonth} weeks, rounded to the dollar.`,
      `Up to five days a week count as weekdays. A sixth and seventh day are charged at our weekend rate of ${formatUsd(r.weekendHolidayHourly)} an hour. Public holidays are at the weekend rate too; these figures leave them out.`,
      `Visits are at least ${r.minimumVisitHours} hours. A shorter visit is charged as ${r.minimumVisitHours} hours.`,
      "For care day and night, live-in care, priced by the day, costs much less than hourly care around the clock.",
    ],
  },
  estimator: {
    heading: "Work out your own schedule",
    intro: "Enter the hours of care a day and the days a week, and we'll show what it costs at our rates.",
    noScript:
      "This calculator needs JavaScript, which is off in your browser. The table above shows the schedules families ask about most; for any other, call us and we'll work it out with you.",
  },
  compare: {
    heading: "How our prices compare",
    intro:
      "What home care costs across the country and in California, from the most widely used survey of care costs. These are the survey's medians, not our prices.",
    perHour: {
      caption: "An hour of care: our rate beside the survey's medians",
      columns: { what: "Care", hourly: "An hour" },
      ours: "VitalHealth, weekdays",
      figure: (f: MarketFigure) => `${f.area} median: ${f.service}`,
      note: (h: HoursBasis) =>
        `The survey gives its state figures by the year: we divide each by the hours it pays for, ${h.hoursPerWeek} a week for ${h.weeksPerYear} weeks (${hoursAYear(h).toLocaleString("en-US")} hours).`,
    },
    /** Under a yearly figure: what it comes to an hour. */
    hourly: (amount: number) => `That is ${formatUsd(amount)} an hour.`,
    figures: [
      {
        area: "United States",
        service: "Homemaker services (help with cooking, cleaning and errands)",
        amount: 33,
        per: "an hour",
        basis: "National median hourly rate",
        source: costOfCare2024,
      },
      {
        area: "United States",
        service: "Home health aide (hands-on help such as bathing and dressing)",
        amount: 34,
        per: "an hour",
        basis: "National median hourly rate",
        source: costOfCare2024,
      },
      // The California figures are the survey's 2024 state report as quoted secondhand (the survey's
      // own state page was not reachable when they were entered); each is a whole hourly rate times
      // the survey's hours (surveyYear). OWNER TO CONFIRM against carescout.com before launch.
      {
        area: "California",
        service: "Homemaker services",
        amount: 86944,
        per: "a year",
        basis: stateBasis(surveyYear),
        source: costOfCare2024,
        hoursBasis: surveyYear,
      },
      {
        area: "California",
        service: "Home health aide",
        amount: 89232,
        per: "a year",
        basis: stateBasis(surveyYear),
        source: costOfCare2024,
        hoursBasis: surveyYear,
      },
    ] satisfies MarketFigure[],
    source: (s: Source & { year: number }) => `Source: ${s.name}, ${s.year}`,
  },
  payers: {
    heading: "Who pays for home care",
    intro: "Many families combine more than one of these. At the free consultation, we can help you work out which ones fit your family.",
    items: [
      {
        title: "Medicare",
        answer: "Medicare does not pay for non-medical home care on its own.",
        text: "It pays for home health care, part-time skilled nursing or therapy ordered by a doctor, for people who are homebound. It does not pay for homemaker services, or for personal care like bathing and dressing, when that is the only care you need.",
        links: [{ label: "Medicare coverage of home health services (medicare.gov)", href: "https://www.medicare.gov/coverage/home-health-services" }],
      },
      {
        title: "Paying privately",
        text: "The person receiving care or their family pays us directly, from income, savings or family help, at the rates above.",
        links: [],
      },
      {
        // OWNER TO CONFIRM: what the office does for a claim.
        title: "Long-term care insurance",
        text: "Many policies pay for care at home once the insurer agrees you need help with daily activities, such as bathing and dressing, or have a cognitive impairment, and after the policy's waiting period (the elimination period). We help with the claim: we send your insurer the care plan, visit records and itemised invoices it asks for, and answer its questions.",
        links: [
          {
            label: "How long-term care insurance pays benefits (U.S. Administration for Community Living)",
            href: "https://acl.gov/ltc/costs-and-who-pays/what-is-long-term-care-insurance/receiving-long-term-care-insurance-benefits",
          },
        ],
      },
      {
        // OWNER TO CONFIRM: what the office gives a family for a VA claim.
        title: "VA Aid and Attendance",
        text: "A monthly payment added to a VA pension for veterans and surviving spouses who need another person's help with daily activities like bathing, feeding and dressing. It can go toward care at home. You apply to the VA; we can give you our care plan and invoices for your claim.",
        links: [{ label: "VA Aid and Attendance benefits (va.gov)", href: "https://www.va.gov/pension/aid-attendance-housebound/" }],
      },
      {
        title: "Medi-Cal: In-Home Supportive Services (IHSS)",
        answer: "IHSS does not pay for agency care like ours.",
        text: "IHSS is a Medi-Cal program run by each county for people who are 65 or older, blind or disabled, qualify for Medi-Cal and cannot stay safely at home without help. The person receiving care is the employer: they hire and supervise their own caregiver, who can be a relative or friend, and the program pays the caregiver. In San Diego County, apply to Aging & Independence Services.",
        links: [
          {
            label: "In-Home Supportive Services (County of San Diego)",
            href: "https://www.sandiegocounty.gov/content/sdc/hhsa/programs/ais/inhome_supportive_services.html",
          },
          { label: "About IHSS (California Department of Social Services)", href: "https://www.cdss.ca.gov/inforesources/ihss" },
        ],
      },
    ] satisfies Payer[],
  },
  cta: {
    heading: "Talk it through with us",
    text: "In a free 30-minute consultation we'll look at the care your loved one needs, what it would cost, and how you might pay for it.",
  },
} as const;
