import { replyDueAt } from "./reply-due";

// San Diego is UTC-8 in winter (PST), UTC-7 in summer (PDT).
const at = (iso: string) => new Date(iso);
const due = (type: Parameters<typeof replyDueAt>[0], iso: string) => replyDueAt(type, at(iso)).toISOString();

describe("replyDueAt", () => {
  it("counts a referral's 2 business hours inside one open day", () => {
    expect(due("referral", "2026-11-25T18:00:00Z")).toBe("2026-11-25T20:00:00.000Z"); // Wed 10:00 → 12:00 PST
  });

  it("carries what is left over to the next day the office opens, at its own hours", () => {
    expect(due("referral", "2026-11-28T01:00:00Z")).toBe("2026-11-28T18:00:00.000Z"); // Fri 17:00 → Sat 10:00
    expect(due("referral", "2026-11-28T23:30:00Z")).toBe("2026-11-30T17:30:00.000Z"); // Sat 15:30 → Mon 09:30
  });

  it("starts the clock when the office opens for a form sent while it is closed", () => {
    expect(due("referral", "2026-11-29T20:00:00Z")).toBe("2026-11-30T18:00:00.000Z"); // Sun 12:00 → Mon 10:00
    expect(due("referral", "2026-11-30T14:00:00Z")).toBe("2026-11-30T18:00:00.000Z"); // Mon 06:00 → Mon 10:00
    expect(due("referral", "2026-12-01T03:00:00Z")).toBe("2026-12-01T18:00:00.000Z"); // Mon 19:00 → Tue 10:00
  });

  it("counts a consultation's 24 hours around the clock", () => {
    expect(due("consultation", "2026-11-28T23:30:00Z")).toBe("2026-11-29T23:30:00.000Z");
  });

  it("ends an application's 2-3 business days when the office closes on the third open day after", () => {
    expect(due("application", "2026-11-25T18:00:00Z")).toBe("2026-11-29T00:00:00.000Z"); // Wed → Sat 16:00 PST
    expect(due("application", "2026-11-27T18:00:00Z")).toBe("2026-12-02T02:00:00.000Z"); // Fri → Sat, Mon, Tue 18:00
  });

  it("follows the clocks when they change", () => {
    // Saturday 7 March 2026, 15:30 PST; the clocks go forward on Sunday: Monday 09:30 is PDT.
    expect(due("referral", "2026-03-07T23:30:00Z")).toBe("2026-03-09T16:30:00.000Z");
  });
});
