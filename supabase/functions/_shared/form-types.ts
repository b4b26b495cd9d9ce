/** The site's four forms, by the code each submission is stored and e-mailed under. */
export const formTypes = ["referral", "consultation", "callback", "application"] as const;
export type FormType = (typeof formTypes)[number];
