import { historyLine, statusChangeMessage } from "./history";

const at = "2026-12-02T17:05:00Z";
const entry = (kind: string, detail: Record<string, unknown> = {}) => ({ at, kind, actor_name: "Ana Ortiz", aal: "aal2", detail });

describe("historyLine", () => {
  it("says when, who and what for each kind of entry", () => {
    expect(historyLine(entry("opened"), "referral")).toEqual({ when: "Wed, Dec 2, 2026, 9:05 AM PST", who: "Ana Ortiz", what: "Opened" });
    expect(historyLine(entry("downloaded", { filename: "discharge.pdf" }), "referral").what).toBe("Downloaded discharge.pdf");
    expect(historyLine(entry("assigned", { to: "u2", to_name: "Ben Li" }), "referral").what).toBe("Assigned to Ben Li");
    expect(historyLine(entry("assigned", { to: null, to_name: null }), "referral").what).toBe("Unassigned");
  });

  it("says a status move in words, with the decline's reason and whether the sender was e-mailed", () => {
    const line = historyLine(entry("status", { from: "reviewing", to: "declined", reason: "outside_area", sender_told: true }), "referral");
    expect(line.what).toBe("Status changed from Reviewing to Declined (Outside our service area); an e-mail to the referrer was stored to send");
    expect(historyLine(entry("status", { from: "new", to: "contacted", reason: null, sender_told: false }), "consultation").what).toBe("Status changed from New to Contacted");
  });

  it("keeps a note's text apart from the line", () => {
    expect(historyLine(entry("note", { text: "Called the daughter, back Friday." }), "referral")).toMatchObject({ what: "Added a note", note: "Called the daughter, back Friday." });
  });

  it("never drops an entry it does not know, nor a missing name", () => {
    expect(historyLine({ ...entry("exported"), actor_name: null, detail: null }, "referral")).toMatchObject({ what: "exported", who: "Unknown" });
  });
});

describe("statusChangeMessage", () => {
  const referral = { reference: "VH-7K3Q9F", type: "referral", locale: "es" };
  const change = { reference: "VH-7K3Q9F", status: "accepted", message_id: "m1", sender_told: true, no_email: false };

  it("says the sender was e-mailed, in their language", () => {
    expect(statusChangeMessage(referral, change)).toBe("VH-7K3Q9F is now Accepted. An e-mail telling the referrer, in Spanish, is on its way.");
  });

  it("says to call when there is no address", () => {
    const declined = { ...change, status: "declined", message_id: null, sender_told: false, no_email: true };
    expect(statusChangeMessage(referral, declined, "payment")).toBe("VH-7K3Q9F is now Declined (Payment). No e-mail on file: call them.");
  });

  it("says when a status sends nothing", () => {
    const contacted = { ...change, status: "contacted", message_id: null, sender_told: false };
    expect(statusChangeMessage({ ...referral, type: "consultation", locale: "en" }, contacted)).toBe("VH-7K3Q9F is now Contacted. No e-mail goes out for this status.");
  });
});
