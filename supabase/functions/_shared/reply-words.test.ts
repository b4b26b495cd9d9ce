import { enForms } from "./copy/en-forms.ts";
import { esForms } from "./copy/es-forms.ts";
import { replyTimeIn, type ReplyWords } from "./reply-words.ts";

const spanish: ReplyWords = {
  lang: "es",
  units: { hours: { one: "hora", other: "horas" }, businessHours: { one: "hora hábil", other: "horas hábiles" }, businessDays: { one: "día hábil", other: "días hábiles" } },
  range: "{from} a {to}",
};

describe("a reply time in each language's words", () => {
  it("says the agency's promises as the pages always have", () => {
    expect(enForms.replyWithin).toEqual({ referral: "2 business hours", consultation: "24 hours", callback: "24 hours", application: "2-3 business days" });
    expect(esForms.replyWithin).toEqual({ referral: "2 horas hábiles", consultation: "24 horas", callback: "24 horas", application: "2 a 3 días hábiles" });
  });
  it("takes the unit's singular by the language's plural rules", () => {
    expect(replyTimeIn({ amount: 1, unit: "businessDays" }, spanish)).toBe("1 día hábil");
    expect(replyTimeIn({ amount: 1, unit: "hours" }, spanish)).toBe("1 hora");
    expect(replyTimeIn({ from: 1, amount: 2, unit: "hours" }, spanish)).toBe("1 a 2 horas");
  });
});
