/** @jest-environment node */
import { copyFor } from "@/content";
import { site } from "@/content/site";
import { termsOf } from "./open-positions";

describe("each position's terms on /careers, from the agency's facts (jobTerms)", () => {
  it("says how often pay comes, the hours guaranteed, mileage, W-2 and Spanish, in the page's language", () => {
    const terms = site.jobTerms.caregiver;
    const en = termsOf("caregiver", copyFor("en").careers.positions);
    expect(en).toContain(copyFor("en").careers.positions.terms.payFrequency[terms.payFrequency]);
    expect(en).toContain(`${terms.guaranteedHoursPerWeek} hours a week guaranteed`);
    expect(termsOf("caregiver", copyFor("es").careers.positions)).toContain(`${terms.guaranteedHoursPerWeek} horas a la semana garantizadas`);
  });

  it("leaves out what is not true of a position: no hours line without guaranteed hours, no mileage where none is paid", () => {
    const positions = copyFor("en").careers.positions;
    const none = (Object.keys(site.jobTerms) as (keyof typeof site.jobTerms)[]).find((p) => site.jobTerms[p].guaranteedHoursPerWeek === 0);
    const noMileage = (Object.keys(site.jobTerms) as (keyof typeof site.jobTerms)[]).find((p) => !site.jobTerms[p].mileagePaid);
    expect(none && termsOf(none, positions).some((t) => /guaranteed/.test(t))).toBe(false);
    expect(noMileage && termsOf(noMileage, positions).includes(positions.terms.mileage)).toBe(false);
  });

  it("says nothing for the open application (Other), which has no terms", () => {
    expect(termsOf("other", copyFor("en").careers.positions)).toEqual([]);
  });
});
