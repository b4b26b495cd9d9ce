import { LOCAL_SITE_URL } from "@/lib/site-url.mjs";
import type { Hours, Phone } from "./types";

/** Every business fact an owner may change lives here, once. Phones use the fictional 555-01xx range. */
export const site = {
  name: "VitalHealth",
  legalName: "VitalHealth Home Care",
  tagline: "Compassionate non-medical home care in San Diego",
  description:
    "Licensed, bonded and insured non-medical home care in San Diego: personal care, companionship, respite, transitional care and wellness check-ins.",
  // `||`: a host setting left empty counts as unset. A deploy build refuses both (scripts/check-deploy-env.mjs).
  url: process.env.NEXT_PUBLIC_SITE_URL || LOCAL_SITE_URL,
  phones: {
    main: { label: "Main line", display: "(858) 555-0100", tel: "+18585550100" },
    call: { label: "Call us", display: "(858) 555-0101", tel: "+18585550101" },
    referral: {
      label: "Professional referral line",
      display: "(858) 555-0102",
      tel: "+18585550102",
      note: "Available 24/7 for urgent referrals",
    },
    emergency: {
      label: "Emergency line",
      display: "(858) 555-0103",
      tel: "+18585550103",
      note: "Available 24/7 for emergencies",
    },
  } satisfies Record<string, Phone>,
  email: "care@example.com",
  address: {
    street: "1234 Care Way, Suite 200",
    city: "San Diego",
    region: "CA",
    postalCode: "92123",
    country: "US",
  },
  serviceArea: {
    name: "San Diego County",
    description:
      "We serve families across San Diego County, including Kearny Mesa, Clairemont, Mission Valley, La Mesa, El Cajon, Poway, Chula Vista, La Jolla and Escondido.",
  },
  hours: [
    { days: "Monday – Friday", hours: "8:00 AM – 6:00 PM", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
    { days: "Saturday", hours: "9:00 AM – 4:00 PM", dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
    { days: "Sunday", hours: "Emergency calls only", dayOfWeek: ["Sunday"] },
  ] satisfies Hours[],
  booking: {
    url: "https://calendly.com/vitalhealth-homecare/free-30-minute-consultation",
    host: "https://assets.calendly.com",
    scriptUrl: "https://assets.calendly.com/assets/external/widget.js",
    label: "Free 30-minute virtual consultation",
  },
  referralMailSubject: "New Referral Submission",
  brochurePath: "/vitalhealth-care-brochure.pdf",
} as const;

export const fullAddress = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
export const referralMailto = `mailto:${site.email}?subject=${encodeURIComponent(site.referralMailSubject)}`;
export const telHref = (phone: Phone) => `tel:${phone.tel}`;
