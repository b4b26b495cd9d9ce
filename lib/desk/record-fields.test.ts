import { recordFields, soonLabel, urgencyLabel } from "./record-fields";

const valueOf = (rows: ReturnType<typeof recordFields>, label: string) => rows.find((r) => r.label === label)?.value;

describe("recordFields", () => {
  const referral = {
    referrerName: "Dana Ruiz",
    referrerOrganization: "Sharp Memorial Hospital",
    referrerPhone: "(619) 555-0142",
    referrerEmail: "dana@example.org",
    clientName: "R. Alvarez",
    clientNeeds: ["adl", "meals"],
    additionalNotes: "",
    startDate: "2026-12-05",
    urgency: "48h",
    payer: "medi-cal",
    clientZip: "92103",
    preferredLanguage: "Spanish",
    familyContact: { name: "Marta Alvarez", phone: "(619) 555-0199" },
  };

  it("shows a referral's fields in the e-mail's order, with their labels and the options' words", () => {
    const rows = recordFields("referral", referral);
    expect(rows.map((r) => r.label)).toEqual([
      "Referrer name",
      "Referrer organization",
      "Referrer phone",
      "Referrer e-mail",
      "Patient / client name",
      "Care needs",
      "How soon is care needed?",
      "Expected discharge or start date",
      "Who will pay for care?",
      "Patient's ZIP code",
      "Preferred language",
      "Family or decision-maker contact",
      "Referrer's own reference",
      "Additional notes",
    ]);
    expect(valueOf(rows, "Care needs")).toEqual(["ADL Support (Activities of Daily Living)", "Meal Preparation"]);
    expect(valueOf(rows, "How soon is care needed?")).toBe("Within 48 hours");
    expect(valueOf(rows, "Who will pay for care?")).toBe("Medi-Cal");
    expect(valueOf(rows, "Expected discharge or start date")).toBe("Sat, Dec 5, 2026");
    expect(valueOf(rows, "Family or decision-maker contact")).toBe("Marta Alvarez, (619) 555-0199");
    expect(valueOf(rows, "Additional notes")).toBe("—");
  });

  it("reads a consultation's and an application's codes in their own lists", () => {
    const consultation = recordFields("consultation", { firstName: "Ana", lastName: "Lee", email: "", phone: "(858) 555-0111", careType: "respite", urgency: "week", message: "Mornings" });
    expect(valueOf(consultation, "Type of care")).toBe("Respite Services");
    expect(valueOf(consultation, "When is care needed?")).toBe("Within a week");
    expect(valueOf(consultation, "E-mail")).toBe("—");
    const application = recordFields("application", { firstName: "Li", lastName: "Wu", email: "li@example.com", phone: "(858) 555-0112", position: "nurse" });
    expect(valueOf(application, "Position")).toBe("Licensed Nurse");
    expect(valueOf(application, "Experience")).toBe("—");
  });

  it("shows a consultation's answers about the call, with their labels and the lists' words", () => {
    const rows = recordFields("consultation", {
      firstName: "Ana", lastName: "Lee", email: "", phone: "(858) 555-0111", careType: "memory", urgency: "immediate",
      neededBy: "2026-12-05", bestTime: "afternoon", relationship: "parent", zip: "92103", message: "",
    });
    expect(rows.map((r) => r.label)).toEqual([
      "First name", "Last name", "E-mail", "Phone", "Type of care", "When is care needed?",
      "Care needed by", "Best time to call", "Who needs care", "ZIP code", "Message",
    ]);
    expect(valueOf(rows, "Type of care")).toBe("Memory care: dementia and Alzheimer's support");
    expect(valueOf(rows, "Care needed by")).toBe("Sat, Dec 5, 2026");
    expect(valueOf(rows, "Best time to call")).toBe("Afternoon");
    expect(valueOf(rows, "Who needs care")).toBe("My parent");
    expect(valueOf(rows, "ZIP code")).toBe("92103");
    // A consultation stored before these fields existed: each a dash.
    const older = recordFields("consultation", { firstName: "Ana", careType: "discharge" });
    expect(valueOf(older, "Type of care")).toBe("Leaving the hospital");
    expect(valueOf(older, "Care needed by")).toBe("—");
    expect(valueOf(older, "Who needs care")).toBe("—");
  });

  it("shows a callback request: name, phone, best time, ZIP", () => {
    const rows = recordFields("callback", { name: "Ana Lee", phone: "(858) 555-0111", bestTime: "any", zip: "" });
    expect(rows).toEqual([
      { key: "name", label: "Name", value: "Ana Lee" },
      { key: "phone", label: "Phone", value: "(858) 555-0111" },
      { key: "bestTime", label: "Best time to call", value: "Any time during office hours" },
      { key: "zip", label: "ZIP code", value: "—" },
    ]);
  });

  it("shows an empty family contact and an empty list as a dash", () => {
    const rows = recordFields("referral", { ...referral, clientNeeds: [], familyContact: { name: "", phone: "" } });
    expect(valueOf(rows, "Care needs")).toBe("—");
    expect(valueOf(rows, "Family or decision-maker contact")).toBe("—");
  });

  it("never hides a field it does not know", () => {
    const rows = recordFields("consultation", { firstName: "Ana", extra: "kept" });
    expect(rows.at(-1)).toEqual({ key: "extra", label: "extra", value: "kept" });
  });
});

describe("urgencyLabel", () => {
  it("reads the code in the scale of the row's form", () => {
    expect(urgencyLabel("referral", "today")).toBe("Today");
    expect(urgencyLabel("referral", "week")).toBe("This week");
    expect(urgencyLabel("consultation", "week")).toBe("Within a week");
    expect(urgencyLabel("application", null)).toBeNull();
  });
});

describe("soonLabel", () => {
  const row = { type: "referral", urgency: null, start_date: null, best_time: null };
  it("says how soon, the date and when to call, each when given", () => {
    expect(soonLabel({ ...row, urgency: "48h", start_date: "2026-12-05" })).toBe("Within 48 hours, starts Sat, Dec 5, 2026");
    expect(soonLabel({ type: "consultation", urgency: "week", start_date: "2026-12-05", best_time: "morning" })).toBe(
      "Within a week, needed by Sat, Dec 5, 2026, call: Morning",
    );
    expect(soonLabel({ ...row, type: "callback", best_time: "afternoon" })).toBe("call: Afternoon");
    expect(soonLabel({ ...row, type: "callback" })).toBe("—");
  });
});
