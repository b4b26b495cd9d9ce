/** @jest-environment node */
import { copyFor } from "@/content";
import { site } from "@/content/site";
import { termsOf } from "./open-positions";

const positions = Object.keys(site.jobTerms) as (keyof typeof site.jobTerms)[];

describe("each position's terms on /careers, from the agency's facts (jobTerms)", () => {
  it.each(positions)("%s: says how often pay comes, and each term only where it is true, in both languages", (position) => {
    const terms = site.jobTerms[position];
    for (const [locale, hours] of [["en", "hours a week guaranteed"], ["es", "horas a la semana garantizadas"]] as const) {
      const words = copyFor(locale).careers.positions;
      const shown = termsOf(position, words);
      expect(shown[0]).toBe(words.terms.payFrequency[terms.payFrequency]);
      expect(shown.includes(`${terms.guaranteedHoursPerWeek} ${hours}`)).toBe(terms.guaranteedHoursPerWeek > 0);
      expect(shown.some((t) => t.includes(hours))).toBe(terms.guaranteedHoursPerWeek > 0);
      expect(shown.includes(words.terms.mileage)).toBe(terms.mileagePaid);
      expect(shown.includes(words.terms.w2)).toBe(terms.w2);
      expect(shown.includes(words.terms.bilingual)).toBe(terms.bilingualPlus);
    }
  });

  it("says nothing for the open application (Other), which has no terms", () => {
    expect(termsOf("other", copyFor("en").careers.positions)).toEqual([]);
  });
});
