import { LOCAL_SITE_URL } from "@/lib/site-url.mjs";
import { officeHours, phones } from "@/supabase/functions/_shared/agency.ts";
import type { Hours, PayRange, Rates, ServedZip } from "./types";

/** Every business fact an owner may change lives here, once. Phones use the fictional 555-01xx range. */
export const site = {
  name: "VitalHealth",
  legalName: "VitalHealth Home Care",
  // `||`: a host setting left empty counts as unset. A deploy build refuses both (scripts/check-deploy-env.mjs).
  url: process.env.NEXT_PUBLIC_SITE_URL || LOCAL_SITE_URL,
  // The phone lines live beside the form function, which quotes them in its e-mails.
  phones,
  email: "care@example.com",
  address: {
    street: "1234 Care Way, Suite 200",
    city: "San Diego",
    region: "CA",
    postalCode: "92123",
    country: "US",
  },
  serviceArea: {
    // OWNER TO CONFIRM: the ZIP codes caregivers are scheduled in, each with the town or
    // neighbourhood a family would name. The service-area check and the town list read this.
    zips: [
      { zip: "92101", town: "Downtown San Diego" },
      { zip: "92102", town: "Golden Hill" },
      { zip: "92103", town: "Hillcrest" },
      { zip: "92104", town: "North Park" },
      { zip: "92105", town: "City Heights" },
      { zip: "92106", town: "Point Loma" },
      { zip: "92107", town: "Ocean Beach" },
      { zip: "92108", town: "Mission Valley" },
      { zip: "92109", town: "Pacific Beach" },
      { zip: "92110", town: "Bay Park" },
      { zip: "92111", town: "Linda Vista" },
      { zip: "92113", town: "Logan Heights" },
      { zip: "92114", town: "Encanto" },
      { zip: "92115", town: "College Area" },
      { zip: "92116", town: "Normal Heights" },
      { zip: "92117", town: "Clairemont" },
      { zip: "92119", town: "San Carlos" },
      { zip: "92120", town: "Del Cerro" },
      { zip: "92122", town: "University City" },
      { zip: "92123", town: "Kearny Mesa" },
      { zip: "92124", town: "Tierrasanta" },
      { zip: "92126", town: "Mira Mesa" },
      { zip: "92127", town: "Rancho Bernardo" },
      { zip: "92128", town: "Rancho Bernardo" },
      { zip: "92129", town: "Rancho Peñasquitos" },
      { zip: "92130", town: "Carmel Valley" },
      { zip: "92131", town: "Scripps Ranch" },
      { zip: "92139", town: "Paradise Hills" },
      { zip: "92037", town: "La Jolla" },
      { zip: "92064", town: "Poway" },
      { zip: "92071", town: "Santee" },
      { zip: "92019", town: "El Cajon" },
      { zip: "92020", town: "El Cajon" },
      { zip: "92021", town: "El Cajon" },
      { zip: "91941", town: "La Mesa" },
      { zip: "91942", town: "La Mesa" },
      { zip: "91945", town: "Lemon Grove" },
      { zip: "91950", town: "National City" },
      { zip: "91910", town: "Chula Vista" },
      { zip: "91911", town: "Chula Vista" },
      { zip: "91913", town: "Chula Vista" },
      { zip: "91914", town: "Chula Vista" },
      { zip: "91915", town: "Chula Vista" },
      { zip: "92025", town: "Escondido" },
      { zip: "92026", town: "Escondido" },
      { zip: "92027", town: "Escondido" },
      { zip: "92029", town: "Escondido" },
    ] satisfies ServedZip[],
  },
  // OWNER TO CONFIRM: the California Home Care Organization licence number issued by CDSS
  // (Home Care Services Bureau). These digits are a placeholder, like the 555 phone numbers.
  licence: {
    number: "374700000",
    authority: "California Department of Social Services",
  },
  // OWNER TO CONFIRM: the agency's own prices in US dollars, before any insurance or benefit.
  rates: {
    currency: "USD",
    hourly: 39,
    minimumVisitHours: 4,
    weekendHolidayHourly: 45,
    overnight: { price: 360, hours: 10 },
    liveIn: { price: 450, per: "day" },
  } satisfies Rates,
  // OWNER TO CONFIRM: hourly pay for each open position (California requires a pay scale in job postings).
  payRanges: {
    caregiver: { min: 20, max: 25, unit: "HOUR" },
    companion: { min: 19, max: 22, unit: "HOUR" },
    nurse: { min: 45, max: 60, unit: "HOUR" },
    coordinator: { min: 25, max: 31, unit: "HOUR" },
  } satisfies Record<string, PayRange>,
  hours: officeHours satisfies readonly Hours[],
  booking: {
    url: "https://calendly.com/vitalhealth-homecare/free-30-minute-consultation",
    host: "https://assets.calendly.com",
    scriptUrl: "https://assets.calendly.com/assets/external/widget.js",
  },
} as const;

/** The words about the business, in English; content/es/site.ts says them in Spanish (the hours in the order of `site.hours`). */
export const siteCopy = {
  tagline: "Compassionate non-medical home care in San Diego",
  description:
    "Licensed, bonded and insured non-medical home care in San Diego: personal care, dementia care, companionship, respite, transitional care and wellness check-ins.",
  serviceArea: {
    name: "San Diego County",
    description:
      "We serve families across San Diego County, including Kearny Mesa, Clairemont, Mission Valley, La Mesa, El Cajon, Poway, Chula Vista, La Jolla and Escondido.",
  },
  hours: [
    { days: "Monday – Friday", hours: "8:00 AM – 6:00 PM" },
    { days: "Saturday", hours: "9:00 AM – 4:00 PM" },
    { days: "Sunday", hours: "Emergency calls only" },
  ],
  bookingLabel: "Free 30-minute virtual consultation",
  referralMailSubject: "New Referral Submission",
  /** The care brochure PDF of this language (app/…/route.ts builds it from this content). */
  brochure: { path: "/vitalhealth-care-brochure.pdf" },
} as const;

export const fullAddress = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
/** A mailto: link to the agency with a subject line. */
export const mailtoWith = (subject: string) => `mailto:${site.email}?subject=${encodeURIComponent(subject)}`;
export { telHref } from "./tel";
