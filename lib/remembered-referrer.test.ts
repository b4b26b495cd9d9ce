import { forget, readRemembered, remember, REMEMBERED_REFERRER_KEY } from "./remembered-referrer";

/** A storage that refuses every call, as a browser with storage disabled or full does. */
const refusing = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
};

describe("remembered referrer", () => {
  afterEach(() => localStorage.clear());

  it("keeps only the referrer's four fields, and reads them back", () => {
    expect(remember({ referrerName: "Dana", referrerEmail: "dana@example.com", clientName: "Robert", ownReference: "4B", additionalNotes: "CHF" })).toBe(true);
    expect(JSON.parse(localStorage.getItem(REMEMBERED_REFERRER_KEY)!)).toEqual({ referrerName: "Dana", referrerEmail: "dana@example.com" });
    expect(readRemembered()).toEqual({ referrerName: "Dana", referrerEmail: "dana@example.com" });
    forget();
    expect(readRemembered()).toBeNull();
  });

  it("nothing to keep, keeps nothing; a value that is not JSON reads as none", () => {
    expect(remember({ referrerName: "  ", clientName: "Robert" })).toBe(false);
    expect(localStorage.getItem(REMEMBERED_REFERRER_KEY)).toBeNull();
    localStorage.setItem(REMEMBERED_REFERRER_KEY, "{not json");
    expect(readRemembered()).toBeNull();
  });

  it("storage that is disabled or full never throws", () => {
    expect(readRemembered(refusing)).toBeNull();
    expect(remember({ referrerName: "Dana" }, refusing)).toBe(false);
    expect(() => forget(refusing)).not.toThrow();
    expect(readRemembered(null)).toBeNull();
    expect(remember({ referrerName: "Dana" }, null)).toBe(false);
  });
});
