import { buildPayload, newSubmissionId } from "./payload";

const ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const fields = { firstName: "Ana", lastName: "Lopez", email: "ana@example.com", phone: "", careType: "personal" };

describe("buildPayload", () => {
  it("adds the type, an empty honeypot, the submissionId and the page's language to the fields", () => {
    expect(buildPayload("consultation", fields, ID, "en")).toEqual({ ...fields, type: "consultation", honeypot: "", submissionId: ID, locale: "en" });
  });

  it("carries the page's language: es from a Spanish page", () => {
    expect(buildPayload("referral", fields, ID, "es").locale).toBe("es");
    expect(JSON.parse(JSON.stringify(buildPayload("application", fields, ID, "es")))).toEqual({ ...fields, type: "application", honeypot: "", submissionId: ID, locale: "es" });
  });

  it("always sends an empty honeypot, even when the fields carry one", () => {
    const payload = buildPayload("application", { ...fields, honeypot: "https://spam.example" }, ID, "en");
    expect(payload.honeypot).toBe("");
  });

  it("never sends a File or FileList", () => {
    const file = new File(["hello"], "notes.txt", { type: "text/plain" });
    const input = document.createElement("input");
    input.type = "file";
    const payload = buildPayload("referral", { ...fields, document: file, files: input.files }, ID, "en");
    expect(payload).not.toHaveProperty("document");
    expect(payload).not.toHaveProperty("files");
    expect(Object.values(payload).some((v) => v instanceof File || v instanceof FileList)).toBe(false);
    expect(JSON.parse(JSON.stringify(payload))).toEqual({ ...fields, type: "referral", honeypot: "", submissionId: ID, locale: "en" });
  });

  it("adds the attachment only when one is given", () => {
    const attachment = { filename: "a.txt", contentType: "text/plain", content: "aGVsbG8=" };
    expect(buildPayload("referral", fields, ID, "en", attachment).attachment).toEqual(attachment);
    expect(buildPayload("referral", fields, ID, "en")).not.toHaveProperty("attachment");
    expect(buildPayload("referral", fields, ID, "en", undefined)).not.toHaveProperty("attachment");
  });

  it("keeps a referral's planning fields, the nested family contact included", () => {
    const planning = { startDate: "2026-12-01", urgency: "48h", payer: "va", clientZip: "92123", preferredLanguage: "Tagalog", familyContact: { name: "Maria", phone: "8585550111" } };
    const payload = buildPayload("referral", { ...fields, ...planning }, ID, "en");
    expect(JSON.parse(JSON.stringify(payload))).toEqual({ ...fields, ...planning, type: "referral", honeypot: "", submissionId: ID, locale: "en" });
  });

  it("does not change the fields object", () => {
    const input = { ...fields };
    buildPayload("consultation", input, ID, "en");
    expect(input).toEqual(fields);
  });
});

describe("newSubmissionId", () => {
  it("makes a new UUID each time", () => {
    const a = newSubmissionId();
    const b = newSubmissionId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b).not.toBe(a);
  });
});
