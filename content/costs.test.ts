/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { DAYS_PER_WEEK, HOURS_PER_DAY } from "@/lib/estimate";
import { hoursAYear, perHour } from "@/lib/market";
import { costs as esCosts } from "./es/costs";
import { costs, surveyYear } from "./costs";
import { en } from "./en";

const { footerQuickLinks } = en.nav;

const official = /^https:\/\/(www\.)?[a-z0-9.-]+\.gov\//;

describe("/costs content", () => {
  it("names the source and year of every published figure, with a link", () => {
    for (const f of costs.compare.figures) {
      expect(f.source.name).toMatch(/\S/);
      expect(f.source.year).toBeGreaterThanOrEqual(2020);
      expect(f.source.year).toBeLessThanOrEqual(new Date().getFullYear());
      expect(f.source.url).toMatch(/^https:\/\//);
      expect(costs.compare.source(f.source)).toContain(String(f.source.year));
      expect(f.amount).toBeGreaterThan(0);
    }
  });

  it("links each public program to its official .gov source", () => {
    for (const title of ["Medicare", "VA Aid and Attendance", "Medi-Cal: In-Home Supportive Services (IHSS)", "Long-term care insurance"]) {
      const payer = costs.payers.items.find((p) => p.title === title);
      expect(payer?.links.length).toBeGreaterThan(0);
      for (const l of payer!.links) expect(l.href).toMatch(official);
    }
  });

  it("says plainly that Medicare does not pay for non-medical home care on its own", () => {
    expect(costs.payers.items[0].answer).toMatch(/^Medicare does not pay for non-medical home care/);
  });

  it("prices only schedules the estimator would accept", () => {
    for (const s of costs.schedules.items) {
      expect(s.hoursPerDay).toBeGreaterThanOrEqual(HOURS_PER_DAY.min);
      expect(s.hoursPerDay).toBeLessThanOrEqual(HOURS_PER_DAY.max);
      expect(s.daysPerWeek).toBeGreaterThanOrEqual(DAYS_PER_WEEK.min);
      expect(s.daysPerWeek).toBeLessThanOrEqual(DAYS_PER_WEEK.max);
    }
  });

  it("types no price of ours: each comes from site.rates", () => {
    for (const file of ["costs.ts", "costs.en.json", "costs.es.json", "estimator-copies.ts", "estimator-result-words.ts", "pages/estimator.en.json", "pages/estimator.es.json"]) expect(readFileSync(path.join(__dirname, file), "utf8")).not.toMatch(/\$\d/);
  });

  it("is in the footer's quick links", () => {
    expect(footerQuickLinks.map((l) => l.href)).toContain("/costs");
  });

  it("gives every yearly figure its hours, and shows California's per hour", () => {
    for (const f of costs.compare.figures) {
      if ("hoursBasis" in f) expect(f.per).toBe("a year");
      else expect(f.per).toBe("an hour");
    }
    const california = costs.compare.figures.filter((f) => f.area === "California");
    expect(california.length).toBeGreaterThan(0);
    for (const f of california) {
      expect("hoursBasis" in f && f.hoursBasis).toEqual(surveyYear);
      expect(perHour(f)).toBeCloseTo(f.amount / hoursAYear(surveyYear), 2);
      // The survey's method: a whole hourly rate times its hours.
      expect(Number.isInteger(perHour(f))).toBe(true);
    }
    expect(costs.compare.hourly(38)).toBe("That is $38 an hour.");
  });

  it("types each of the survey's numbers once, in the facts file; the words hold none", () => {
    const data = (file: string) => readFileSync(path.join(__dirname, file), "utf8");
    const facts = data("costs.json");
    for (const n of [surveyYear.hoursPerWeek, surveyYear.weeksPerYear]) expect(facts.match(new RegExp(`\\b${n}\\b`, "g"))).toHaveLength(1);
    for (const words of [data("costs.en.json"), data("costs.es.json")]) {
      for (const f of costs.compare.figures) expect(words).not.toMatch(new RegExp(`\\b${f.amount}\\b`));
      expect(words).not.toMatch(/\b(44|52)\b/);
    }
    expect(esCosts.compare.figures.map((f) => [f.amount, "hoursBasis" in f ? f.hoursBasis : undefined])).toEqual(
      costs.compare.figures.map((f) => [f.amount, "hoursBasis" in f ? f.hoursBasis : undefined]),
    );
  });

  it("says plainly how we help with who pays, in both languages", () => {
    expect(costs.payers.intro).not.toMatch(/talk yours through/);
    expect(costs.payers.intro).toMatch(/At the free consultation, we can help you work out which ones fit your family\./);
    expect(esCosts.payers.intro).not.toMatch(/revisamos la suya/);
  });
});
