/** @jest-environment node */
import { careersIn } from "@/content/careers";

const careers = careersIn("en");
import { faq } from "@/content/faq";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { formatUsd } from "@/lib/money";
import { faqPage, jobPostings, localBusiness, serviceList } from "./structured-data";

const required = (obj: Record<string, unknown>, keys: string[]) => keys.forEach((k) => expect(obj[k]).toBeDefined());

function expectPostalAddress(address: Record<string, unknown>) {
  expect(address["@type"]).toBe("PostalAddress");
  required(address, ["streetAddress", "addressLocality", "addressRegion", "postalCode"]);
  expect(address.addressCountry).toBe("US");
}

describe("AggregateRating: only a real profile's own figures", () => {
  const google = { site: "google" as const, url: "https://g.page/r/example", rating: 4.8, count: 37, asOf: "2026-11-01" };
  const caring = { site: "caring.com" as const, url: "https://www.caring.com/example", rating: 5, count: 12, asOf: "2026-11-02" };

  it("is absent without a profile, as the site ships", () => {
    expect(localBusiness("en", { profiles: [] })).not.toHaveProperty("aggregateRating");
  });

  it("is absent while the figures are still marked for the owner to confirm", () => {
    expect(localBusiness("en", { ownerToConfirm: [{ field: "profiles", why: "read them again" }], profiles: [google] })).not.toHaveProperty("aggregateRating");
  });

  it("is the profile with the most reviews, not an average across sites", () => {
    expect(localBusiness("es", { profiles: [caring, google] }).aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 37, bestRating: 5, worstRating: 1 });
  });
});

describe("LocalBusiness (Home)", () => {
  const ld = localBusiness("en");

  it("has the required properties, from content/site.ts", () => {
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("LocalBusiness");
    required(ld, ["name", "url", "telephone", "address", "openingHoursSpecification", "areaServed"]);
    expect(ld.name).toBe(site.name);
    expect(ld.telephone).toBe(site.phones.main.tel);
    expectPostalAddress(ld.address);
    expect(ld.address.streetAddress).toContain("Suite 200");
    expect(ld.areaServed.name).toBe("San Diego County");
  });

  it("opening hours match the business hours (Sunday is emergency calls only)", () => {
    expect(ld.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
    ]);
  });
});

describe("Services", () => {
  it("lists every service with name, description and provider", () => {
    const ld = serviceList("en");
    expect(ld["@type"]).toBe("ItemList");
    expect(ld.itemListElement).toHaveLength(services.length);
    ld.itemListElement.forEach((el, i) => {
      expect(el.position).toBe(i + 1);
      expect(el.item["@type"]).toBe("Service");
      expect(el.item.name).toBe(services[i].title);
      required(el.item, ["description", "provider", "areaServed"]);
    });
  });
});

describe("JobPosting (Careers)", () => {
  const jobs = jobPostings("en");

  it("one per real open position", () => {
    expect(jobs.map((j) => j.title)).toEqual(careers.positions.items.filter((p) => p.value !== "other").map((p) => p.title));
  });

  it.each(jobs.map((j) => [j.title, j] as const))("%s has Google's required and recommended properties", (_title, job) => {
    required(job, ["title", "description", "datePosted", "validThrough", "employmentType", "hiringOrganization", "jobLocation", "directApply"]);
    expect(job["@type"]).toBe("JobPosting");
    expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(job.validThrough)).toBeGreaterThan(Date.parse(job.datePosted));
    expect(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"]).toContain(job.employmentType);
    expect(job.hiringOrganization.name).toBe(site.legalName);
    expect(job.jobLocation["@type"]).toBe("Place");
    expectPostalAddress(job.jobLocation.address);
    expect(job.directApply).toBe(true);
  });

  it.each(jobs.map((j, i) => [j.title, j, careers.positions.items[i].value] as const))(
    "%s states its pay range as a MonetaryAmount from content/site.ts",
    (_title, job, value) => {
      const range = site.payRanges[value as keyof typeof site.payRanges];
      expect(job.baseSalary).toEqual({
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: range.min, maxValue: range.max, unitText: "HOUR" },
      });
      expect(job.baseSalary.value.minValue).toBeLessThanOrEqual(job.baseSalary.value.maxValue);
      expect(["HOUR", "DAY", "WEEK", "MONTH", "YEAR"]).toContain(job.baseSalary.value.unitText);
    },
  );

  it("lists each position's requirements in its description", () => {
    jobs.forEach((job, i) => {
      for (const r of careers.positions.items[i].requirements) expect(job.description).toContain(`<li>${r}</li>`);
    });
  });
});

describe("FAQPage (/faq)", () => {
  const ld = faqPage("en");
  const items = faq.groups.flatMap((g) => g.items);

  it("has one Question per FAQ item, in page order, with the question and answer from content/faq.ts", () => {
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toHaveLength(items.length);
    ld.mainEntity.forEach((q, i) => {
      expect(q["@type"]).toBe("Question");
      expect(q.name).toBe(items[i].question);
      expect(q.acceptedAnswer["@type"]).toBe("Answer");
      expect(q.acceptedAnswer.text).toBe(items[i].answer.join(" "));
    });
  });

  it("names every question once", () => {
    const names = ld.mainEntity.map((q) => q.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(12);
  });

  it("quotes the prices from content/site.ts", () => {
    const cost = ld.mainEntity.find((q) => /cost/i.test(q.name))!;
    for (const amount of [site.rates.hourly, site.rates.weekendHolidayHourly, site.rates.overnight.price, site.rates.liveIn.price]) {
      expect(cost.acceptedAnswer.text).toContain(formatUsd(amount));
    }
    expect(cost.acceptedAnswer.text).toContain(`${site.rates.minimumVisitHours} hours`);
  });
});
