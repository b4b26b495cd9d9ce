import { englishReplyWords, replyTimeIn, replyTimesIn, spanishReplyWords } from "./reply-words.ts";

describe("a reply time in each language's words", () => {
  it("says the agency's promises as the pages always have", () => {
    expect(replyTimesIn(englishReplyWords)).toEqual({ referral: "2 business hours", consultation: "24 hours", callback: "24 hours", application: "2-3 business days" });
    expect(replyTimesIn(spanishReplyWords)).toEqual({ referral: "2 horas hábiles", consultation: "24 horas", callback: "24 horas", application: "2 a 3 días hábiles" });
  });
  it("takes the unit's singular by the language's plural rules", () => {
    expect(replyTimeIn({ amount: 1, unit: "businessDays" }, englishReplyWords)).toBe("1 business day");
    expect(replyTimeIn({ amount: 1, unit: "hours" }, spanishReplyWords)).toBe("1 hora");
    expect(replyTimeIn({ from: 1, amount: 2, unit: "hours" }, spanishReplyWords)).toBe("1 a 2 horas");
  });
});
