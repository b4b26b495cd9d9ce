import { isOfficeOpen, lineNow } from "./line-now";

describe("isOfficeOpen (agency.ts's hours, San Diego time)", () => {
  it.each([
    ["2026-11-25T16:00:00Z", true], // Wed 08:00 PST: opening time
    ["2026-11-25T15:59:00Z", false], // Wed 07:59
    ["2026-11-26T01:59:00Z", true], // Wed 17:59
    ["2026-11-26T02:00:00Z", false], // Wed 18:00: closed
    ["2026-11-28T23:30:00Z", true], // Sat 15:30
    ["2026-11-29T00:00:00Z", false], // Sat 16:00
    ["2026-11-29T20:00:00Z", false], // Sunday: emergency calls only
    ["2026-11-26T08:00:00Z", false], // Thu 00:00 (midnight reads 00, not 24)
    ["2026-07-15T15:30:00Z", true], // Wed 08:30 PDT (summer time)
    ["2026-07-15T14:30:00Z", false], // Wed 07:30 PDT
  ])("%s → %s", (iso, open) => expect(isOfficeOpen(new Date(iso))).toBe(open));
});

describe("lineNow", () => {
  const lines = { open: "main", closed: "24/7" };
  it("is the office's line while the office is open", () => {
    expect(lineNow(lines, new Date("2026-11-25T18:00:00Z"))).toEqual({ phone: "main", open: true }); // Wed 10:00 in San Diego
  });
  it("is the line answered at any hour at night and on Sunday", () => {
    expect(lineNow(lines, new Date("2026-11-26T06:00:00Z"))).toEqual({ phone: "24/7", open: false }); // Wed 22:00
    expect(lineNow(lines, new Date("2026-11-29T20:00:00Z"))).toEqual({ phone: "24/7", open: false }); // Sun 12:00
  });
});

describe("the San Diego formatters (time zone rules load when a formatter with a zone is made)", () => {
  it("are made when a date is first needed, not when the modules load: a form page loads them while it hydrates", () => {
    const made = jest.spyOn(Intl, "DateTimeFormat");
    jest.isolateModules(() => {
      const line: typeof import("./line-now") = jest.requireActual("./line-now");
      const calendar: typeof import("@/supabase/functions/_shared/calendar.ts") = jest.requireActual("@/supabase/functions/_shared/calendar.ts");
      expect(made).not.toHaveBeenCalled();
      line.isOfficeOpen(new Date("2026-11-25T16:00:00Z"));
      calendar.agencyToday(new Date("2026-11-25T16:00:00Z"));
      expect(made).toHaveBeenCalledTimes(2);
    });
    made.mockRestore();
  });
});
