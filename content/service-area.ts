/**
 * The ZIP code check on Home and Contact (components/service-area.tsx). The served ZIP codes and
 * their towns are business facts: content/site.ts, `site.serviceArea.zips`.
 * `{zip}` and `{town}` are filled in by the check (lib/service-area.ts).
 */
export const serviceAreaCheck = {
  heading: "Do we come to you?",
  intro: "Type your ZIP code to see right away whether our caregivers cover your neighborhood.",
  label: "Your ZIP code",
  hint: "5 digits, for example 92123.",
  check: "Check ZIP code",
  served: "Good news: we serve {zip} ({town}).",
  servedNext: "The next step is a free 30-minute video call with our care team.",
  notServed: "We're sorry: {zip} is outside the area our caregivers cover today.",
  notServedNext: "Please call us anyway. We'll talk it through, and if we can't help, we'll point you to someone who can.",
  call: "Call",
  invalid: "Please enter a 5-digit ZIP code, for example 92123.",
  townsHeading: "Towns and neighborhoods we serve",
  noScript: "Look for your ZIP code in the list of towns we serve. Not there? Call us at {phone} and we'll talk it through.",
} as const;
