/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { DAYS_PER_WEEK, HOURS_PER_DAY } from "@/lib/estimate";
import { costs } from "./costs";
import { footerQuickLinks } from "./navigation";

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
    for (const file of ["costs.ts", "estimator.ts"]) expect(readFileSync(path.join(__dirname, file), "utf8")).not.toMatch(/\$\d/);
  });

  it("is in the footer's quick links", () => {
    expect(footerQuickLinks.map((l) => l.href)).toContain("/costs");
  });
});
