import { careers } from "@/content/careers";
import { faqItems } from "@/content/faq";
import { services } from "@/content/services";
import { site } from "@/content/site";
import type { PayRange } from "@/content/types";

/** schema.org JSON-LD, built from content/ so no fact is typed twice. */

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: site.address.street,
  addressLocality: site.address.city,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
};

const organization = { "@type": "Organization", name: site.legalName, url: site.url, telephone: site.phones.main.tel };

export function localBusiness() {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${site.url}/#business`,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: site.url,
    telephone: site.phones.main.tel,
    email: site.email,
    image: new URL("/opengraph-image.png", site.url).toString(),
    address: postalAddress,
    areaServed: { "@type": "AdministrativeArea", name: site.serviceArea.name },
    openingHoursSpecification: site.hours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: h.dayOfWeek, opens: h.opens, closes: h.closes })),
  };
}

export function serviceList() {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: services.map((s, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "Service",
        name: s.title,
        description: s.description,
        serviceType: "Non-medical home care",
        provider: { "@type": "LocalBusiness", "@id": `${site.url}/#business`, name: site.name },
        areaServed: { "@type": "AdministrativeArea", name: site.serviceArea.name },
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

export function jobPostings() {
  return careers.positions.items
    .filter((p) => p.value !== "other")
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
      url: new URL("/careers", site.url).toString(),
    }));
}

/** FAQPage (/faq): one Question per visible question, its answer the same paragraphs the page shows. */
export function faqPage() {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqItems.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
    })),
  };
}
