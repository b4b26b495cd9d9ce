/** The care brochure's own words (app/_site/brochure.ts); everything else in it comes from the pages' content. */
export const brochure = {
  title: "Care Brochure",
  approach: "Our approach",
  services: "Our services",
  contact: "Contact us",
  phone: "Phone",
  emergency: "24/7 emergency line",
  referrals: "Referrals (24/7)",
  email: "E-mail",
  office: "Office",
  serviceArea: "Service area",
  book: "Book a",
  hours: "Business hours",
} as const;
