/**
 * The agency's own clock, San Diego's: "today" for a start date, the office's hours, and every time a
 * promise states. A module of its own, so that the page's code can name it without the agency's facts.
 */
export const AGENCY_TIME_ZONE = "America/Los_Angeles";
