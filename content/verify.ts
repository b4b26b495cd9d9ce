import { site } from "./site";
import type { Card, TextLink } from "./types";

/**
 * Official California sources (checked November 2026). The law: the Home Care Services Consumer
 * Protection Act (AB 1217 of 2013, California Health and Safety Code §§ 1796.10 and following), in
 * force since January 1, 2016, administered by the California Department of Social Services (CDSS).
 */
export const officialSources = {
  homeCareServices: { label: "CDSS: Home Care Services", href: "https://www.cdss.ca.gov/inforesources/community-care/home-care-services" },
  laws: {
    label: "CDSS: Home Care Services Consumer Protection Act",
    href: "https://www.cdss.ca.gov/inforesources/community-care/home-care-services/laws-and-policies",
  },
  registry: { label: "Search the Home Care Aide Registry", href: "https://secure.dss.ca.gov/ccld/hcsregistry/" },
  licenceLookup: { label: "Look up our license with the state", href: "https://secure.dss.ca.gov/CareFacilitySearch/" },
  medicareHomeHealth: { label: "Source: Medicare.gov, Home health services (2026)", href: "https://www.medicare.gov/coverage/home-health-services" },
} satisfies Record<string, TextLink>;

/** The "Verify us" section of /why-vitalhealth (id `verify`), and the licence line the footer and Referrals show. */
export const verify = {
  id: "verify",
  licenceLabel: "California Home Care Organization license no.",
  licenceCheck: "How to check our license",
  heading: "Check our license and our caregivers",
  intro: "You don't have to take our word for it. California keeps public records of licensed home care agencies and of registered caregivers, and anyone can check them online.",
  licence: {
    heading: "Our state license",
    text: `Issued by the ${site.licence.authority}. In the state's Care Facility Search, choose the facility type “Home Care Organization” and search for our name or this number.`,
  },
  caregiver: {
    heading: "How to check a caregiver",
    steps: [
      "Ask the caregiver, or us, for their full name and their Home Care Aide number (the registry calls it the PER ID).",
      "Open the state's Home Care Aide Registry and enter the first name, last name and number.",
      "Check the status. A status of “Registered” means the caregiver passed the state's background check and may provide care; “Pending”, “Closed”, “Denied” or “Revoked” means they may not.",
      "Check the expiration date. Registration lasts two years and must be renewed. The result also names the agency the caregiver works for.",
    ],
  },
  law: {
    heading: "What California requires of a home care agency",
    intro: "Since January 1, 2016, the Home Care Services Consumer Protection Act (Assembly Bill 1217, passed in 2013) has required every agency that sends caregivers into clients' homes to:",
    items: [
      "hold a Home Care Organization license from the California Department of Social Services, which answers complaints and makes unannounced visits;",
      "employ only registered Home Care Aides: each caregiver is fingerprinted for a criminal background check with the California Department of Justice and the FBI, and is listed on the state's public Home Care Aide Registry before they meet a client;",
      "make sure each caregiver is screened for tuberculosis (TB) when hired, and completes training before their first client and more training every year;",
      "carry general and professional liability insurance, workers' compensation for its caregivers, and an employee dishonesty bond that protects clients.",
    ],
    source: "Source: California Department of Social Services; Home Care Services Consumer Protection Act (California Health and Safety Code, Division 2, Chapter 13), in force since 2016.",
  },
  screening: {
    heading: "How we screen our caregivers",
    items: [
      { icon: "shield-check", title: "Background check", description: "Fingerprints checked by the state, and registration on the Home Care Aide Registry, before anyone meets a client." },
      { icon: "users", title: "References", description: "We speak with previous employers and check work history before we offer a job." },
      { icon: "graduation-cap", title: "Training", description: "The state's required training before the first visit and every year, plus training on each client's care plan." },
      { icon: "stethoscope", title: "TB test", description: "A tuberculosis screening before starting, repeated as the state requires." },
      { icon: "user-check", title: "Supervision", description: "A care coordinator checks in with clients and caregivers regularly, by phone and in person." },
    ] satisfies Card[],
  },
} as const;

/** Where the licence line links: the Verify us section of /why-vitalhealth. */
export const verifyHref = `/why-vitalhealth#${verify.id}`;
