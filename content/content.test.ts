/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { positions } from "@/supabase/functions/_shared/form-options.ts";
import { en } from "./en";
import { englishOptions } from "@/supabase/functions/_shared/form-fields.ts";
import { enForms } from "@/supabase/functions/_shared/copy/en-forms.ts";
import { faq } from "./faq";
import { formCopy } from "./forms";
import { publicRoutes } from "@/lib/routes.mjs";

const { about, careers, contact, home, howItWorks, referrals, serviceAreaCheck, servicesPage, ui, why } = en;
const { mainNav, footerQuickLinks, legalLinks } = en.nav;
const { privacy, terms } = en.legal;
const { officialSources, verify } = en.verify;
const siteCopy = en.site;

describe("navigation", () => {
  it("links only to routes that exist (lib/routes.mjs)", () => {
    for (const { href } of [...mainNav, ...footerQuickLinks, ...legalLinks]) expect(publicRoutes).toContain(href);
  });
});
import { services, careCircles, careFeatures } from "./services";
import { fullAddress, mailtoWith, site, telHref } from "./site";
import { familyTestimonials, serviceTestimonials, testimonials } from "./testimonials";

const titles = (items: readonly { title: string }[]) => items.map((i) => i.title);

function expectCards(items: readonly { icon: string; title: string; description: string }[]) {
  for (const item of items) {
    expect(item.icon).toMatch(/^[a-z][a-z-]*$/);
    expect(item.title.trim()).not.toBe("");
    expect(item.description.trim()).not.toBe("");
  }
  expect(new Set(titles(items)).size).toBe(items.length);
}

describe("services", () => {
  it("are the spec's five and dementia care, each with an icon, title, description and features", () => {
    expect(titles(services)).toEqual(["Personal Care", "Dementia and Alzheimer's Care", "Companionship", "Respite Services", "Transitional Care", "Wellness Check-ins"]);
    expectCards(services);
    for (const service of services) {
      expect(service.features.length).toBeGreaterThanOrEqual(1);
      for (const feature of service.features) expect(feature.trim()).not.toBe("");
    }
    expect(new Set(services.map((s) => s.slug)).size).toBe(services.length);
  });

  it("have one three-circle model (no second diagram)", () => {
    expect(titles(careCircles)).toEqual(["Physical Wellbeing", "Emotional Connection", "Community Support"]);
    expectCards(careCircles);
    expectCards(careFeatures);
  });
});

describe("testimonials", () => {
  it.each([
    ["home", testimonials],
    ["families (Why VitalHealth)", familyTestimonials],
    ["services", serviceTestimonials],
  ])("%s: three, complete, rated 1-5 and all shown with 5 stars", (_, list) => {
    expect(list).toHaveLength(3);
    for (const t of list) {
      expect(t.name.trim()).not.toBe("");
      expect(t.role.trim()).not.toBe("");
      expect(t.content.trim()).not.toBe("");
      expect(Number.isInteger(t.rating)).toBe(true);
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(t.rating).toBe(5);
    }
  });

  it("are not copy-pasted", () => {
    const all = [...testimonials, ...familyTestimonials, ...serviceTestimonials];
    expect(new Set(all.map((t) => t.content)).size).toBe(all.length);
    expect(new Set(all.map((t) => t.name)).size).toBe(all.length);
  });
});

describe("cards from the spec", () => {
  it("three core values", () => {
    expect(titles(about.values.items)).toEqual(["Compassion First", "Holistic Approach", "Excellence Always"]);
    expectCards(about.values.items);
  });

  it("five benefits", () => {
    expect(titles(careers.benefits.items)).toEqual([
      "Meaningful Work",
      "Supportive Team",
      "Professional Growth",
      "Flexible Scheduling",
      "Comprehensive Benefits",
    ]);
    for (const item of careers.benefits.items) expect(item.description.trim()).not.toBe("");
  });

  it("four referral partners", () => {
    expect(titles(referrals.partners.items)).toEqual([
      "Hospitals & Discharge Planners",
      "Social Workers",
      "Skilled Nursing & Rehabilitation",
      "Physicians & Community Partners",
    ]);
    expectCards(referrals.partners.items);
  });

  it("four reasons to refer", () => {
    expect(titles(referrals.whyRefer.items)).toEqual([
      "Quick Intake and Response",
      "Proven Track Record",
      "Professional Communication",
      "Coordination Relief",
    ]);
    expectCards(referrals.whyRefer.items);
  });

  it("four things that set us apart", () => {
    expect(titles(why.apart.items)).toEqual([
      "Whole-Person Approach",
      "Personalized Care Plans",
      "Licensed Passionate Caregivers",
      "Client-Centered Philosophy",
    ]);
    expectCards(why.apart.items);
  });

  it("the referral hero's badges", () => {
    expect(referrals.hero.heading).toBe("Refer with Confidence");
    expect(referrals.hero.badges).toEqual(["Licensed & Bonded", "Quick Response", "HIPAA Compliant"]);
  });
});

describe("open positions", () => {
  it("one per position option of the application form, same value and label", () => {
    expect(careers.positions.items.map((p) => p.value)).toEqual([...positions]);
    expect(careers.positions.items.map((p) => p.title)).toEqual(englishOptions.positions.map((p) => p.label));
  });

  it("have a summary, a schedule and valid dates", () => {
    for (const p of careers.positions.items) {
      expect(p.summary.trim()).not.toBe("");
      expect(p.schedule.trim()).not.toBe("");
      expect(p.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(p.validThrough)).toBeGreaterThan(Date.parse(p.datePosted));
    }
  });

  it("each have requirements, and every real position a pay range in content/site.ts", () => {
    for (const p of careers.positions.items) {
      expect(p.requirements.length).toBeGreaterThanOrEqual(1);
      for (const r of p.requirements) expect(r.trim()).not.toBe("");
      if (p.value === "other") continue;
      const range = site.payRanges[p.value];
      expect(range.min).toBeGreaterThan(0);
      expect(range.max).toBeGreaterThanOrEqual(range.min);
    }
  });

  it("say what happens after an application, each step with its time", () => {
    expect(careers.afterApply.steps.length).toBeGreaterThanOrEqual(3);
    for (const step of careers.afterApply.steps) for (const text of [step.title, step.time, step.text]) expect(text.trim()).not.toBe("");
  });
});

describe("site", () => {
  const phones = Object.values(site.phones);

  it("uses the fictional 555-01xx range, with tel: in E.164 matching the display", () => {
    expect(phones.length).toBeGreaterThanOrEqual(3);
    for (const phone of phones) {
      expect(phone.display).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(phone.tel).toMatch(/^\+1\d{10}$/);
      expect(phone.tel).toBe(`+1${phone.display.replace(/\D/g, "")}`);
      expect(telHref(phone)).toBe(`tel:${phone.tel}`);
    }
  });

  it("has 24/7 emergency and referral lines", () => {
    expect(formCopy.callback.line.tel).toBe(site.phones.main.tel);
    expect(formCopy.referral.todayLine.note).toMatch(/24\/7/);
    expect(enForms.phones.emergency.note).toMatch(/24\/7/);
  });

  it("has the spec's business hours", () => {
    const plain = siteCopy.hours.map((h) => `${h.days}: ${h.hours}`.replace(/\s*[–—-]\s*/g, "-"));
    expect(plain).toEqual(["Monday-Friday: 8:00 AM-6:00 PM", "Saturday: 9:00 AM-4:00 PM", "Sunday: Emergency calls only"]);
    const [weekdays, saturday, sunday] = site.hours;
    expect(weekdays).toMatchObject({ opens: "08:00", closes: "18:00" });
    expect(weekdays.dayOfWeek).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(saturday).toMatchObject({ dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" });
    expect(sunday).not.toHaveProperty("opens");
  });

  it("has an e-mail on example.com and a referral mailto with the spec's subject", () => {
    expect(site.email).toMatch(/^[^\s@]+@example\.com$/);
    expect(mailtoWith(siteCopy.referralMailSubject)).toBe(`mailto:${site.email}?subject=New%20Referral%20Submission`);
  });

  it("has the spec's address and booking page", () => {
    expect(fullAddress).toContain("Suite 200, San Diego, CA 92123");
    expect(site.name).toBe("VitalHealth");
    expect(new URL(site.booking.url).protocol).toBe("https:");
    expect(site.booking.scriptUrl.startsWith(site.booking.host)).toBe(true);
  });
});

describe("meta descriptions", () => {
  const metas = {
    site: { title: site.name, description: siteCopy.description },
    home: home.meta,
    about: about.meta,
    services: servicesPage.meta,
    why: why.meta,
    careers: careers.meta,
    contact: contact.meta,
    referrals: referrals.meta,
    faq: faq.meta,
    privacy: privacy.meta,
    terms: terms.meta,
  };

  it.each(Object.entries(metas))("%s: 50-160 characters", (_, meta) => {
    expect(meta.title.trim()).not.toBe("");
    expect(meta.description.length).toBeGreaterThanOrEqual(50);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });

  it("are all different", () => {
    const descriptions = Object.values(metas).map((m) => m.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe("copy", () => {
  it("has no placeholder text anywhere", () => {
    const all = JSON.stringify([about, careers, contact, faq, formCopy, home, howItWorks, privacy, terms, ui, referrals, services, servicesPage, site, siteCopy, testimonials, familyTestimonials, serviceTestimonials, serviceAreaCheck, verify, why]);
    expect(all).not.toMatch(/lorem|ipsum|TODO|TBD|xxx/i);
  });

  it("has the spec's toasts", () => {
    expect(formCopy.toasts.rateLimited.title).toBe("Too Many Requests");
    expect(formCopy.toasts.failed.title).toBe("Submission Failed");
    expect(formCopy.toasts.success.consultation).toEqual({
      title: "Consultation Request Submitted!",
      description: "We'll contact you within 24 hours to schedule your free consultation.",
    });
  });
});

describe("how it works", () => {
  it("is the four steps of the issue, in order", () => {
    expect(howItWorks.steps.map((s) => s.title)).toEqual([
      "Free consultation",
      "In-home assessment and care plan",
      "Caregiver match and meeting",
      "Care starts, with regular check-ins",
    ]);
    for (const step of howItWorks.steps) expect(step.description.trim()).not.toBe("");
  });
});

describe("FAQ", () => {
  const items = faq.groups.flatMap((g) => g.items);

  it("has at least 12 questions, each with a unique anchor and an answer", () => {
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.question)).size).toBe(items.length);
    for (const item of items) {
      expect(item.id).toMatch(/^[a-z][a-z-]*$/);
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.length).toBeGreaterThanOrEqual(1);
      for (const p of item.answer) expect(p.trim()).not.toBe("");
    }
  });

  it("reads the service area, phones and licence from content/site.ts", () => {
    const text = JSON.stringify(items);
    expect(text).toContain(siteCopy.serviceArea.description);
    expect(text).toContain(site.phones.referral.display);
    expect(text).toContain(site.licence.number);
  });

  it("links only to pages that exist or to https sources", () => {
    for (const { link } of items) {
      if (!link) continue;
      if (link.href.startsWith("/")) expect(publicRoutes).toContain(link.href.split("#")[0]);
      else expect(new URL(link.href).protocol).toBe("https:");
    }
  });

  it("types no business fact: prices, phones and the licence come from content/site.ts", () => {
    const source = readFileSync(path.join(__dirname, "faq.ts"), "utf8");
    expect(source).not.toMatch(/\$\d/);
    expect(source).not.toMatch(/555-01/);
    expect(source).not.toContain(site.licence.number);
  });
});

describe("verify", () => {
  it("links the official California and Medicare pages over https", () => {
    const hosts = Object.values(officialSources).map((l) => new URL(l.href));
    for (const url of hosts) expect(url.protocol).toBe("https:");
    expect(hosts.map((u) => u.hostname)).toEqual(["www.cdss.ca.gov", "www.cdss.ca.gov", "secure.dss.ca.gov", "secure.dss.ca.gov", "www.medicare.gov"]);
  });

  it("lists the screening steps of the issue", () => {
    expect(verify.screening.items.map((i) => i.title)).toEqual(["Background check", "References", "Training", "TB test", "Supervision"]);
  });
});
