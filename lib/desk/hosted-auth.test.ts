import { authMessage, hasSecondFactor, prepareSecondFactor, sendCode, verifyCode, verifySecondFactor, type DeskAuth } from "./hosted-auth";

const factor = (id: string, status: "verified" | "unverified") => ({ id, status, factor_type: "totp", created_at: "", updated_at: "" });

/** A stand-in for supabase.auth with just what the desk calls. */
function fakeAuth(over: { factors?: ReturnType<typeof factor>[]; level?: string; verifyError?: { code: string } } = {}) {
  const factors = over.factors ?? [];
  const auth = {
    signInWithOtp: jest.fn(async () => ({ data: {}, error: null })),
    verifyOtp: jest.fn(async () => ({ data: {}, error: null })),
    signOut: jest.fn(async () => ({ error: null })),
    getSession: jest.fn(async () => ({ data: { session: null }, error: null })),
    mfa: {
      listFactors: jest.fn(async () => ({ data: { all: factors, totp: factors.filter((f) => f.status === "verified"), phone: [], webauthn: [] }, error: null })),
      enroll: jest.fn(async () => ({ data: { id: "new-factor", type: "totp", totp: { qr_code: "data:image/svg+xml;utf-8,<svg/>", secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://" } }, error: null })),
      unenroll: jest.fn(async () => ({ data: {}, error: null })),
      challengeAndVerify: jest.fn(async () => ({ data: over.verifyError ? null : {}, error: over.verifyError ?? null })),
      getAuthenticatorAssuranceLevel: jest.fn(async () => ({ data: { currentLevel: over.level ?? "aal2", nextLevel: "aal2", currentAuthenticationMethods: [] }, error: null })),
    },
  };
  return auth as typeof auth & DeskAuth;
}

describe("the e-mail code", () => {
  it("is sent to invited staff only: no account is ever created", async () => {
    const auth = fakeAuth();
    await expect(sendCode(auth, " ana@example.com ")).resolves.toEqual({ ok: true });
    expect(auth.signInWithOtp).toHaveBeenCalledWith({ email: "ana@example.com", options: { shouldCreateUser: false } });
  });

  it("is checked as an e-mail OTP, spaces dropped", async () => {
    const auth = fakeAuth();
    await verifyCode(auth, "ana@example.com", "123 456");
    expect(auth.verifyOtp).toHaveBeenCalledWith({ email: "ana@example.com", token: "123456", type: "email" });
  });

  it("failures read as plain words, never the server's own text", async () => {
    const auth = fakeAuth();
    auth.signInWithOtp.mockResolvedValueOnce({ data: {}, error: { code: "otp_disabled", status: 422, message: "Signups not allowed for otp" } } as never);
    await expect(sendCode(auth, "x@example.com")).resolves.toEqual({ ok: false, message: expect.stringMatching(/no access to the desk/) });
    expect(authMessage({ code: "something_new", status: 500 })).not.toMatch(/something_new/);
  });
});

describe("the second factor", () => {
  it("uses a verified authenticator app as it is", async () => {
    const auth = fakeAuth({ factors: [factor("f1", "verified")] });
    await expect(prepareSecondFactor(auth)).resolves.toEqual({ ok: true, factor: { kind: "verify", factorId: "f1" } });
    expect(auth.mfa.enroll).not.toHaveBeenCalled();
  });

  it("enrolls a new app when there is none, after removing a half-set-up one", async () => {
    const auth = fakeAuth({ factors: [factor("stale", "unverified")] });
    await expect(prepareSecondFactor(auth)).resolves.toEqual({
      ok: true,
      factor: { kind: "enroll", factorId: "new-factor", qrCode: "data:image/svg+xml;utf-8,<svg/>", secret: "JBSWY3DPEHPK3PXP" },
    });
    expect(auth.mfa.unenroll).toHaveBeenCalledWith({ factorId: "stale" });
    expect(auth.mfa.enroll).toHaveBeenCalledWith({ factorType: "totp" });
  });

  it("opens the desk only once the session is at aal2", async () => {
    const auth = fakeAuth();
    await expect(verifySecondFactor(auth, "f1", "123 456")).resolves.toEqual({ ok: true });
    expect(auth.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: "f1", code: "123456" });

    const stuck = fakeAuth({ level: "aal1" });
    await expect(verifySecondFactor(stuck, "f1", "123456")).resolves.toMatchObject({ ok: false });
    expect(await hasSecondFactor(stuck)).toBe(false);
  });

  it("says a wrong code in plain words", async () => {
    const auth = fakeAuth({ verifyError: { code: "mfa_verification_failed" } });
    await expect(verifySecondFactor(auth, "f1", "000000")).resolves.toEqual({ ok: false, message: expect.stringMatching(/not right/) });
    expect(auth.mfa.getAuthenticatorAssuranceLevel).not.toHaveBeenCalled();
  });
});
