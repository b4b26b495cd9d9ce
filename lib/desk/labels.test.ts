import { declineReasonLabel, deliveryLabel, deskFormTypes, deskStatuses, formTypeLabel, languageLabel, senderNoun, statusLabel, statusWithReason } from "./labels";

describe("the desk's labels", () => {
  it("name the four forms and every status in words", () => {
    expect(deskFormTypes).toEqual(["referral", "consultation", "callback", "application"]);
    expect(deskStatuses).toEqual(["new", "reviewing", "accept_pending", "accepted", "declined", "contacted", "scheduled", "closed"]);
    expect(formTypeLabel("application")).toBe("Job application");
    expect(formTypeLabel("callback")).toBe("Callback request");
    expect(statusLabel("accept_pending")).toBe("Accept pending — more information needed");
  });

  it("say a decline's reason with the status", () => {
    expect(statusWithReason("declined", "outside_area")).toBe("Declined (Outside our service area)");
    expect(statusWithReason("declined", "beyond_non_medical")).toBe("Declined (Needs beyond non-medical care)");
    expect(statusWithReason("closed", "payment")).toBe("Closed");
    expect(declineReasonLabel("no_caregiver")).toBe("No caregiver available");
  });

  it("name the sender's language, English when a row has none", () => {
    expect(languageLabel("es")).toBe("Spanish");
    expect(languageLabel("en")).toBe("English");
    expect(languageLabel(null)).toBe("English");
  });

  it("read an unknown code as itself and a missing one as a dash, never as nothing", () => {
    expect(statusLabel("archived")).toBe("archived");
    expect(statusLabel("")).toBe("—");
    expect(deliveryLabel(undefined)).toBe("—");
    expect(deliveryLabel("failed")).toMatch(/tried again/);
    expect(languageLabel("fr")).toBe("fr");
    // Not a label from the object's prototype either.
    expect(statusLabel("toString")).toBe("toString");
  });

  it("say who a form's e-mails go to", () => {
    expect(senderNoun("referral")).toBe("referrer");
    expect(senderNoun("application")).toBe("applicant");
    expect(senderNoun("callback")).toBe("caller");
    expect(senderNoun("unknown")).toBe("sender");
  });
});
