import { formatBytes, formatCalendarDate, formatDateTime } from "./format";

describe("formatDateTime", () => {
  it("shows San Diego time, whatever the computer's zone", () => {
    // 17:05 UTC in December is 9:05 AM in San Diego (PST, UTC-8).
    expect(formatDateTime("2026-12-02T17:05:00Z")).toBe("Wed, Dec 2, 9:05 AM");
    // In July San Diego is on PDT (UTC-7).
    expect(formatDateTime("2026-07-01T17:05:00Z")).toBe("Wed, Jul 1, 10:05 AM");
  });

  it("adds the year and the zone when asked", () => {
    expect(formatDateTime("2026-12-02T17:05:00.123456+00:00", { withZone: true })).toBe("Wed, Dec 2, 2026, 9:05 AM PST");
  });

  it("shows a dash for nothing and the text itself for what it cannot read", () => {
    expect(formatDateTime(null)).toBe("—");
    expect(formatDateTime("soon")).toBe("soon");
  });
});

describe("formatCalendarDate", () => {
  it("shows the day the sender chose, never the day before", () => {
    expect(formatCalendarDate("2026-12-05")).toBe("Sat, Dec 5, 2026");
  });

  it("leaves anything else as it is", () => {
    expect(formatCalendarDate("")).toBe("—");
    expect(formatCalendarDate("next week")).toBe("next week");
  });
});

describe("formatBytes", () => {
  it.each([
    [1, "1 byte"],
    [812, "812 bytes"],
    [48 * 1024 + 100, "48 KB"],
    [1.4 * 1024 * 1024, "1.4 MB"],
    [-1, "—"],
  ])("%d reads %s", (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});
