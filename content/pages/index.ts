/**
 * The pages whose words are data files (content/pages/<page>.<language>.json), each file read by
 * the page's language set (content/en.ts, content/es/index.ts). The content check and the editor
 * take these lists; a page added here needs both files.
 */
export const PAGES = ["home", "about", "why", "how-it-works", "services-page", "contact", "referrals", "brochure"] as const;
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
};

// OWNER TO CONFIRM: that the agency can claim HIPAA compliance (content/pages/referrals.*.json: the
// "HIPAA Compliant" badge and the form's confidentiality line).
