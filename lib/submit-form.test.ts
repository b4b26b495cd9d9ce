import { sendForm, type SendResult } from "./backend";
import { submitForm } from "./submit-form";

const ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const fields = { firstName: "Sam", lastName: "Rivera", email: "sam@example.com", phone: "8585550177", position: "nurse" };

function deps({ allowed = true, result = { ok: true } as SendResult } = {}) {
  return { tryRecord: jest.fn(() => allowed), send: jest.fn<Promise<SendResult>, [object]>(async () => result) };
}

describe("submitForm", () => {
  it("sends nothing when rate-limited", async () => {
    const d = deps({ allowed: false });
    await expect(submitForm({ type: "application", fields, submissionId: ID, locale: "en" }, d)).resolves.toEqual({
      ok: false,
      reason: "rate-limited",
    });
    expect(d.tryRecord).toHaveBeenCalledTimes(1);
    expect(d.send).not.toHaveBeenCalled();
  });

  it("checks the rate limit before reading the file", async () => {
    const d = deps({ allowed: false });
    const file = new File(["x"], "a.exe");
    await expect(submitForm({ type: "referral", fields, submissionId: ID, locale: "en", file }, d)).resolves.toMatchObject({
      reason: "rate-limited",
    });
  });

  it("sends the payload once and reports success", async () => {
    const d = deps();
    await expect(submitForm({ type: "application", fields, submissionId: ID, locale: "en" }, d)).resolves.toEqual({ ok: true });
    expect(d.send).toHaveBeenCalledTimes(1);
    expect(d.send).toHaveBeenCalledWith({ ...fields, type: "application", honeypot: "", submissionId: ID, locale: "en" });
  });

  it("reports the stored submission's reference", async () => {
    const d = deps({ result: { ok: true, reference: "VH-7K3Q9F" } });
    await expect(submitForm({ type: "referral", fields, submissionId: ID, locale: "en" }, d)).resolves.toEqual({ ok: true, reference: "VH-7K3Q9F" });
  });

  it("reports a success without a reference when the answer had none", async () => {
    await expect(submitForm({ type: "referral", fields, submissionId: ID, locale: "en" }, deps())).resolves.toStrictEqual({ ok: true });
  });

  describe("with the real backend call reading the function's answer", () => {
    const realFetch = global.fetch;
    afterEach(() => {
      global.fetch = realFetch;
    });
    const answering = (answer: unknown) => {
      global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => answer }) as Response);
      return { tryRecord: () => true, send: (body: object) => sendForm(body) };
    };

    it("passes a well-formed reference on", async () => {
      const d = answering({ ok: true, reference: "VH-23456Z" });
      await expect(submitForm({ type: "consultation", fields, submissionId: ID, locale: "en" }, d)).resolves.toEqual({ ok: true, reference: "VH-23456Z" });
    });

    it("refuses a malformed reference: a success the visitor is not told to quote", async () => {
      for (const reference of ["VH-23456", "VH-23456z", "<img src=x>", 42]) {
        const d = answering({ ok: true, reference });
        await expect(submitForm({ type: "consultation", fields, submissionId: ID, locale: "en" }, d)).resolves.toStrictEqual({ ok: true });
      }
    });
  });

  it("passes the same submissionId through on every try", async () => {
    const d = deps({ result: { ok: false } });
    await submitForm({ type: "application", fields, submissionId: ID, locale: "en" }, d);
    await submitForm({ type: "application", fields, submissionId: ID, locale: "en" }, d);
    expect(d.send.mock.calls.map(([body]) => (body as { submissionId: string }).submissionId)).toEqual([ID, ID]);
  });

  it("reports a failure with the backend's message", async () => {
    const d = deps({ result: { ok: false, message: "Please enter your name." } });
    await expect(submitForm({ type: "application", fields, submissionId: ID, locale: "en" }, d)).resolves.toEqual({
      ok: false,
      reason: "failed",
      message: "Please enter your name.",
    });
  });

  it("reports a failure without a message", async () => {
    const d = deps({ result: { ok: false } });
    const outcome = await submitForm({ type: "application", fields, submissionId: ID, locale: "en" }, d);
    expect(outcome).toMatchObject({ ok: false, reason: "failed" });
    expect((outcome as { message?: string }).message).toBeUndefined();
  });

  it("attaches a referral's document as base64, never the File", async () => {
    const d = deps();
    const file = new File(["hello"], "notes.txt");
    await submitForm({ type: "referral", fields, submissionId: ID, locale: "en", file }, d);
    const body = d.send.mock.calls[0][0] as Record<string, unknown>;
    expect(body.attachment).toEqual({ filename: "notes.txt", contentType: "text/plain", content: "aGVsbG8=" });
    expect(Object.values(body).some((v) => v instanceof File)).toBe(false);
  });

  it("sends no attachment when the file is null", async () => {
    const d = deps();
    await submitForm({ type: "referral", fields, submissionId: ID, locale: "en", file: null }, d);
    expect(d.send.mock.calls[0][0]).not.toHaveProperty("attachment");
  });

  it("fails without sending when the document cannot be read", async () => {
    const d = deps();
    const outcome = await submitForm({ type: "referral", fields, submissionId: ID, locale: "en", file: new File(["x"], "a.exe") }, d);
    expect(outcome).toEqual({ ok: false, reason: "failed" });
    expect(d.send).not.toHaveBeenCalled();
  });
});
