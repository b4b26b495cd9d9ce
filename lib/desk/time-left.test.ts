import { clockOffset, formatDuration, MINUTE_MS, serverTime, timeLeft, timeLeftText } from "./time-left";

const HOUR = 60 * MINUTE_MS;
const DAY = 24 * HOUR;
const T = Date.parse("2026-12-02T17:00:00Z");
const row = (due: string | null, extra: Partial<{ replied_at: string | null; status: string }> = {}) => ({
  reply_due_at: due,
  replied_at: null,
  status: "new",
  ...extra,
});

describe("formatDuration", () => {
  it.each([
    [0, "under 1 min"],
    [59_999, "under 1 min"],
    [MINUTE_MS, "1 min"],
    [45 * MINUTE_MS + 59_000, "45 min"],
    [HOUR, "1 h"],
    [HOUR + 20 * MINUTE_MS, "1 h 20 min"],
    [23 * HOUR + 59 * MINUTE_MS, "23 h 59 min"],
    [DAY, "1 d"],
    [2 * DAY + 3 * HOUR + 10 * MINUTE_MS, "2 d 3 h"],
  ])("%d ms reads %s", (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it("reads a negative length as its size", () => {
    expect(formatDuration(-(HOUR + 20 * MINUTE_MS))).toBe("1 h 20 min");
  });
});

describe("timeLeft", () => {
  it("counts down to the due time", () => {
    const left = timeLeft(row("2026-12-02T17:45:00Z"), T);
    expect(left).toEqual({ kind: "due", ms: 45 * MINUTE_MS });
    expect(timeLeftText(left)).toBe("Due in 45 min");
  });

  it("says by how much a reply is overdue", () => {
    const left = timeLeft(row("2026-12-02T15:40:00Z"), T);
    expect(left).toEqual({ kind: "overdue", ms: HOUR + 20 * MINUTE_MS });
    expect(timeLeftText(left)).toBe("Overdue by 1 h 20 min");
  });

  it("is still due at the very minute, and overdue just after", () => {
    expect(timeLeft(row("2026-12-02T17:00:00Z"), T).kind).toBe("due");
    expect(timeLeftText(timeLeft(row("2026-12-02T17:00:00Z"), T + 1_000))).toBe("Overdue by under 1 min");
  });

  it("is answered once a reply went out, or the form is closed, however late", () => {
    expect(timeLeftText(timeLeft(row("2026-12-01T00:00:00Z", { replied_at: "2026-12-01T02:00:00Z", status: "contacted" }), T))).toBe("Answered");
    expect(timeLeft(row("2026-12-01T00:00:00Z", { status: "closed" }), T)).toEqual({ kind: "answered" });
  });

  it("says so when no reply was promised", () => {
    expect(timeLeftText(timeLeft(row(null), T))).toBe("No reply promised");
    expect(timeLeft(row("not a time"), T)).toEqual({ kind: "none" });
  });
});

describe("the server's clock", () => {
  it("is measured as an offset from ours, and the countdown follows the server", () => {
    // Our clock runs 10 minutes slow: the server says 17:00 when we think 16:50.
    const ours = T - 10 * MINUTE_MS;
    const offset = clockOffset("2026-12-02T17:00:00.000Z", ours);
    expect(offset).toBe(10 * MINUTE_MS);
    // Five minutes later by our clock, the server's time is 17:05: a 17:00 deadline is overdue.
    const later = serverTime(ours + 5 * MINUTE_MS, offset);
    expect(later).toBe(T + 5 * MINUTE_MS);
    expect(timeLeftText(timeLeft(row("2026-12-02T17:00:00Z"), later))).toBe("Overdue by 5 min");
    // By our own clock alone it would wrongly read as still due.
    expect(timeLeftText(timeLeft(row("2026-12-02T17:00:00Z"), ours + 5 * MINUTE_MS))).toBe("Due in 5 min");
  });

  it("works with a server clock behind ours and with PostgreSQL's offset notation", () => {
    expect(clockOffset("2026-12-02T09:00:00-08:00", T + 30_000)).toBe(-30_000);
  });

  it("falls back to our clock when the server's time cannot be read", () => {
    expect(clockOffset("", T)).toBe(0);
  });
});
