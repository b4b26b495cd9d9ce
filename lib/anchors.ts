/**
 * The ids of the sections that links, scrolling and the page's islands point at. A module of plain
 * strings: a client island that imports one carries nothing else with it into the page's first load.
 */

/** Home's booking section: where every consultation button leads. */
export const BOOKING_SECTION_ID = "calendly-section";
/** The call-back request, first in the booking section: where the calendar's notices point. */
export const CALLBACK_REQUEST_ID = "callback-request";
/** The consultation request form on Contact (its anchor, for links to it). */
export const CONSULTATION_FORM_ID = "consultation-form";
/** The job application's section on /careers: where every "Apply" goes. */
export const APPLICATION_ID = "application";
/** The referral form's section on /referrals: where the header's "Submit a Referral" goes. */
export const REFERRAL_FORM_ID = "referral-form";
/** The "Do we come to you?" section (Home, Contact), with the ZIP code check. */
export const SERVICE_AREA_ID = "service-area";
/** The estimator's section on /costs. */
export const ESTIMATOR_ID = "estimator";
/**
 * The site's footer, the last part of every page: the first paint waits until the parser has read
 * it (`<link rel="expect" blocking="render">`, app/_site/document.tsx), so the whole page is parsed,
 * styled and laid out before it paints, rather than in tasks after the first paint that hold up
 * a tap.
 */
export const PAGE_END_ID = "site-footer";
