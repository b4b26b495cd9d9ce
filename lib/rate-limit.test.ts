import { RATE_LIMIT_KEY, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS, tryRecordSubmission } from "./rate-limit";

const T0 = 1_750_000_000_000;

function memoryStorage(initial?: string) {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(RATE_LIMIT_KEY, initial);
  return {
    getItem: jest.fn((k: string) => data.get(k) ?? null),
    setItem: jest.fn((k: string, v: string) => void data.set(k, v)),
    raw: () => data.get(RATE_LIMIT_KEY),
  };
}

beforeEach(() => window.localStorage.clear());

describe("tryRecordSubmission", () => {
  it("names the spec's limits", () => {
    expect(RATE_LIMIT_KEY).toBe("form_submissions");
    expect(RATE_LIMIT_MAX).toBe(3);
    expect(RATE_LIMIT_WINDOW_MS).toBe(60_000);
  });

  it("allows 3 submissions, blocks the 4th, allows again once 60 s have passed", () => {
    const storage = memoryStorage();
    expect(tryRecordSubmission(T0, storage)).toBe(true);
    expect(tryRecordSubmission(T0 + 1_000, storage)).toBe(true);
    expect(tryRecordSubmission(T0 + 2_000, storage)).toBe(true);
    expect(tryRecordSubmission(T0 + 3_000, storage)).toBe(false);
    expect(tryRecordSubmission(T0 + 59_999, storage)).toBe(false);
    expect(tryRecordSubmission(T0 + 60_000, storage)).toBe(true);
    // The window slides: the 2nd and 3rd are still recent at T0 + 60 s.
    expect(tryRecordSubmission(T0 + 60_500, storage)).toBe(false);
    expect(tryRecordSubmission(T0 + 61_000, storage)).toBe(true);
  });

  it("does not record a blocked attempt", () => {
    const storage = memoryStorage();
    for (let i = 0; i < 3; i++) tryRecordSubmission(T0 + i, storage);
    const before = storage.raw();
    expect(tryRecordSubmission(T0 + 10, storage)).toBe(false);
    expect(storage.raw()).toBe(before);
  });

  it("stores the times as a JSON array of millisecond numbers under form_submissions", () => {
    const storage = memoryStorage();
    tryRecordSubmission(T0, storage);
    tryRecordSubmission(T0 + 5, storage);
    expect(storage.setItem).toHaveBeenLastCalledWith("form_submissions", JSON.stringify([T0, T0 + 5]));
    expect(JSON.parse(storage.raw()!)).toEqual([T0, T0 + 5]);
  });

  it("forgets times older than the window", () => {
    const storage = memoryStorage(JSON.stringify([T0 - 120_000, T0 - 60_000, T0 - 1]));
    expect(tryRecordSubmission(T0, storage)).toBe(true);
    expect(JSON.parse(storage.raw()!)).toEqual([T0 - 1, T0]);
  });

  it("uses window.localStorage and Date.now() by default", () => {
    jest.spyOn(Date, "now").mockReturnValue(T0);
    expect(tryRecordSubmission()).toBe(true);
    expect(tryRecordSubmission()).toBe(true);
    expect(tryRecordSubmission()).toBe(true);
    expect(JSON.parse(window.localStorage.getItem("form_submissions")!)).toEqual([T0, T0, T0]);
    expect(tryRecordSubmission()).toBe(false);
  });

  it.each([
    ["corrupt JSON", "{not json"],
    ["a non-array", JSON.stringify({ a: 1 })],
    ["a string", JSON.stringify("T0")],
    ["null", "null"],
  ])("never blocks on %s and starts afresh", (_, raw) => {
    const storage = memoryStorage(raw);
    const now = Date.now();
    expect(tryRecordSubmission(now, storage)).toBe(true);
    expect(JSON.parse(storage.raw()!)).toEqual([now]);
  });

  it("ignores entries that are not numbers", () => {
    const storage = memoryStorage(JSON.stringify([T0 - 1, "x", null, T0 - 2, { t: 1 }]));
    expect(tryRecordSubmission(T0, storage)).toBe(true);
    expect(tryRecordSubmission(T0, storage)).toBe(false);
  });

  it("never blocks without storage", () => {
    for (let i = 0; i < 10; i++) expect(tryRecordSubmission(T0, null)).toBe(true);
  });

  it("never blocks when getItem throws", () => {
    const storage = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: jest.fn(),
    };
    for (let i = 0; i < 5; i++) expect(tryRecordSubmission(T0, storage)).toBe(true);
  });

  it("never blocks when setItem throws", () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    for (let i = 0; i < 5; i++) expect(tryRecordSubmission(T0, storage)).toBe(true);
  });

  it("never blocks when reaching localStorage itself throws", () => {
    const spy = jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    for (let i = 0; i < 5; i++) expect(tryRecordSubmission(T0)).toBe(true);
    expect(spy).toHaveBeenCalled();
  });
});
