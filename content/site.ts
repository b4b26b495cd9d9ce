import { LOCAL_SITE_URL } from "@/lib/site-url.mjs";
import { agency, officeHours, phones } from "@/supabase/functions/_shared/agency.ts";

/**
 * Every business fact an owner may change, read from the agency's facts file
 * (supabase/functions/_shared/content/agency.json, which the form function reads too) and checked
 * against its schema when the site is built.
 */
export const site = {
  name: agency.name,
  legalName: agency.legalName,
  // `||`: a host setting left empty counts as unset. A deploy build refuses both (scripts/check-deploy-env.mjs).
  url: process.env.NEXT_PUBLIC_SITE_URL || LOCAL_SITE_URL,
  // The phone lines with their English labels (the function quotes them in its e-mails).
  phones,
  email: agency.email,
  address: agency.address,
  /** The ZIP codes caregivers are scheduled in, each with the town or neighbourhood a family would name. */
  serviceArea: agency.serviceArea,
  licence: agency.licence,
  rates: agency.rates,
  payRanges: agency.payRanges,
  jobTerms: agency.jobTerms,
  hours: officeHours,
  booking: agency.booking,
} as const;

/** Each language's care brochure (app/…/route.ts builds it from that language's words): a route, so code. */
export const brochurePaths = { en: "/vitalhealth-care-brochure.pdf", es: "/es/vitalhealth-folleto-de-cuidado.pdf" } as const;

export const fullAddress = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
/** A mailto: link to the agency with a subject line. */
export const mailtoWith = (subject: string) => `mailto:${site.email}?subject=${encodeURIComponent(subject)}`;
export { telHref } from "./tel";
