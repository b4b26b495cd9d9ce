/**
 * The pages, and the parts every page shares (the menu, the site's own words, the error screen),
 * whose words are data files (content/pages/<page>.<language>.json), each file read by the page's
 * language set (content/en.ts, content/es/index.ts). The content check and the editor take these
 * lists; a page added here needs both files.
 */
export const PAGES = [
  "home",
  "about",
  "why",
  "how-it-works",
  "services-page",
  "contact",
  "referrals",
  "brochure",
  "careers",
  "verify",
  "legal",
  "site",
  "navigation",
  "service-area",
  "languages",
  "error",
  "estimator",
] as const;
export type Page = (typeof PAGES)[number];

/**
 * The slots each page's words may use besides the agency's facts (content/schema/words.ts's
 * FACT_SLOTS, filled when the site is built): those its islands fill as a visitor types.
 */
export const PAGE_SLOTS: Readonly<Record<Page, readonly string[]>> = {
  home: [],
  about: [],
  why: [],
  "how-it-works": [],
  "services-page": [],
  contact: [],
  // The patient's ZIP in the referral form, as it is typed.
  referrals: ["zip", "town"],
  brochure: [],
  // Each open position's title, in its button's name; the "Other" position's, in the intro; its guaranteed hours.
  careers: ["title", "other", "hours"],
  verify: [],
  legal: [],
  site: [],
  // The main line, in the booking notices; a quote's rating, in its stars' name; a quote's source
  // and date, and a review profile's rating, count and site; the office's hours and its next
  // opening or closing time, beside the Call buttons.
  navigation: ["phone", "stars", "source", "date", "rating", "count", "site", "hours", "time"],
  // The ZIP a visitor typed, its town, and the main line.
  "service-area": ["zip", "town", "phone"],
  languages: [],
  error: [],
  // The limits of a field, the visit's minimum, and what the visitor's schedule costs.
  estimator: ["min", "max", "minimumVisitHours", "hours", "days", "amount", "rate", "weekly", "monthly"],
};

/**
 * Words their island's script carries, read as they are written: no fact is filled in when the
 * site is built. The error screen's (every page's error boundary) quote none; the estimator's,
 * only what it fills itself.
 */
export const UNFILLED_PAGES: readonly Page[] = ["error", "estimator"];

// OWNER TO CONFIRM: that the agency can claim HIPAA compliance (content/pages/referrals.*.json: the
// "HIPAA Compliant" badge and the form's confidentiality line).
