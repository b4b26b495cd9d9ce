/** The site's four forms, by the code each submission is stored and e-mailed under. */
export const formTypes = ["referral", "consultation", "callback", "application"] as const;
export type FormType = (typeof formTypes)[number];

/** One value for each form, made by `of`. */
export const byForm = <T>(of: (type: FormType) => T): Record<FormType, T> =>
  Object.fromEntries(formTypes.map((type) => [type, of(type)])) as Record<FormType, T>;
