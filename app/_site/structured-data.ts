import { copyFor, localeHref, type Locale } from "@/content";
import { locales } from "@/content/copy";
import { people, reviews } from "@/content/people";
import type { Reviews } from "@/content/schema/people";
import { site } from "@/content/site";
import type { PayRange, Position } from "@/content/types";

/** Positions with a published pay range (every one but "Other"). */
type PaidPosition = Exclude<Position["value"], "other">;

/**
 * schema.org JSON-LD, built from content/ so no fact is typed twice, in the page's language: the
 * Spanish pages describe the business, its services, jobs and answers in Spanish.
 */

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: site.address.street,
  addressLocality: site.address.city,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
};

const organization = { "@type": "Organization", name: site.legalName, url: site.url, telephone: site.phones.main.tel };

/** The languages the agency speaks with families (BCP 47), as schema.org reads them. */
const languages = [...locales];

const pageUrl = (locale: Locale, route: string) => new URL(localeHref(locale, route), site.url).toString();

/**
 * The rating of the public profile with the most reviews, as the owner read it there: only when
 * there is one and nothing in content/reviews.json is still marked for the owner to confirm. One
 * profile's own figures, never an average made up across sites.
 */
export function aggregateRating(data: Reviews = reviews) {
  if (data.ownerToConfirm?.length) return undefined;
  const best = [...data.profiles].sort((a, b) => b.count - a.count)[0];
  return best && { "@type": "AggregateRating", ratingValue: best.rating, reviewCount: best.count, bestRating: 5, worstRating: 1 };
}

export function localBusiness(locale: Locale, reviewData: Reviews = reviews) {
  const rating = aggregateRating(reviewData);
  const t = copyFor(locale);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${site.url}/#business`,
    name: site.name,
    legalName: site.legalName,
    description: t.site.description,
    url: pageUrl(locale, "/"),
    inLanguage: t.language.lang,
    knowsLanguage: languages,
    contactPoint: { "@type": "ContactPoint", contactType: "customer service", telephone: site.phones.main.tel, availableLanguage: languages },
    telephone: site.phones.main.tel,
    email: site.email,
    image: new URL("/opengraph-image.png", site.url).toString(),
    address: postalAddress,
    areaServed: { "@type": "AdministrativeArea", name: t.site.serviceArea.name },
    foundingDate: String(people.founded),
    founder: { "@type": "Person", name: people.owner.name },
    ...(rating ? { aggregateRating: rating } : {}),
    openingHoursSpecification: site.hours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: h.dayOfWeek, opens: h.opens, closes: h.closes })),
  };
}

export function serviceList(locale: Locale) {
  const t = copyFor(locale);
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    inLanguage: t.language.lang,
    itemListElement: t.services.services.map((s, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "Service",
        name: s.title,
        description: s.description,
        serviceType: t.servicesPage.serviceType,
        provider: { "@type": "LocalBusiness", "@id": `${site.url}/#business`, name: site.name },
        areaServed: { "@type": "AdministrativeArea", name: t.site.serviceArea.name },
      },
    })),
  };
}

/** schema.org MonetaryAmount for a position's pay range in content/site.ts (California asks for the pay scale). */
export function baseSalary(range: PayRange) {
  return {
    "@type": "MonetaryAmount",
    currency: site.rates.currency,
    value: { "@type": "QuantitativeValue", minValue: range.min, maxValue: range.max, unitText: range.unit },
  };
}

export function jobPostings(locale: Locale) {
  return copyFor(locale).careers.positions.items
    .filter((p): p is typeof p & { value: PaidPosition } => p.value !== "other")
    .map((p) => ({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: p.title,
      description: `<p>${p.summary}</p><p>${p.schedule}.</p><ul>${p.requirements.map((r) => `<li>${r}</li>`).join("")}</ul>`,
      baseSalary: baseSalary(site.payRanges[p.value]),
      datePosted: p.datePosted,
      validThrough: `${p.validThrough}T23:59:59-08:00`,
      employmentType: p.employmentType,
      hiringOrganization: organization,
      jobLocation: { "@type": "Place", address: postalAddress },
      directApply: true,
      url: pageUrl(locale, "/careers"),
    }));
}

/** FAQPage (/faq): one Question per visible question, its answer the same paragraphs the page shows. */
export function faqPage(locale: Locale) {
  const t = copyFor(locale);
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: t.language.lang,
    mainEntity: t.faq.groups.flatMap((g) => g.items).map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
    })),
  };
}
