/**
 * Signing in to the hosted desk with Supabase Auth: a one-time code by e-mail (invited staff only:
 * no account is ever created here), then a second factor (TOTP), required before any record is
 * read. The database checks `aal2` on every call too; this is what lets staff reach it.
 */
import type { SupabaseClient } from "@supabase/supabase-js";

type Auth = SupabaseClient["auth"];
type Mfa = Auth["mfa"];
export type DeskAuth = Pick<Auth, "signInWithOtp" | "verifyOtp" | "signOut" | "getSession"> & {
  mfa: Pick<Mfa, "listFactors" | "enroll" | "unenroll" | "challengeAndVerify" | "getAuthenticatorAssuranceLevel">;
};

export type AuthOutcome = { ok: true } | { ok: false; message: string };
/** The second factor to ask for: a verified app's code, or a new app to set up first (its QR and secret). */
export type SecondFactor = { kind: "verify"; factorId: string } | { kind: "enroll"; factorId: string; qrCode: string; secret: string };

const MESSAGES: Record<string, string> = {
  otp_expired: "That code has expired or was already used. Ask for a new one.",
  otp_disabled: "This e-mail address has no access to the desk. Ask the owner for an invitation.",
  signup_disabled: "This e-mail address has no access to the desk. Ask the owner for an invitation.",
  user_not_found: "This e-mail address has no access to the desk. Ask the owner for an invitation.",
  email_address_invalid: "Enter a full e-mail address, like name@example.com.",
  over_email_send_rate_limit: "Too many codes were sent. Wait a few minutes, then ask again.",
  over_request_rate_limit: "Too many attempts. Wait a few minutes, then try again.",
  mfa_verification_failed: "That code is not right. Enter the 6 digits your authenticator app shows now.",
  mfa_challenge_expired: "That code has expired. Enter the one your authenticator app shows now.",
  mfa_totp_enroll_not_enabled: "Authenticator apps are not turned on for this project. Ask the owner.",
  session_expired: "Your session has ended. Sign in again.",
  session_not_found: "Your session has ended. Sign in again.",
};
const FALLBACK = "Signing in did not work. Try again; if it keeps failing, ask the owner.";

/** Plain words for an Auth error: by its code when known; never a raw server message. */
export function authMessage(error: { code?: string; status?: number } | null | undefined): string {
  if (error?.code && Object.hasOwn(MESSAGES, error.code)) return MESSAGES[error.code];
  if (error?.status === 0) return "The sign-in service could not be reached. Check the connection and try again.";
  return FALLBACK;
}

const done = ({ error }: { error: { code?: string; status?: number } | null }): AuthOutcome => (error ? { ok: false, message: authMessage(error) } : { ok: true });

/** Sends the e-mail code; `shouldCreateUser: false` makes the desk invite-only. */
export async function sendCode(auth: DeskAuth, email: string): Promise<AuthOutcome> {
  return done(await auth.signInWithOtp({ email: email.trim(), options: { shouldCreateUser: false } }));
}

export async function verifyCode(auth: DeskAuth, email: string, token: string): Promise<AuthOutcome> {
  return done(await auth.verifyOtp({ email: email.trim(), token: token.replace(/\s/g, ""), type: "email" }));
}

/**
 * The second factor to ask for. A verified authenticator app is used as it is; otherwise any
 * half-set-up one left from an earlier attempt is removed and a new one enrolled.
 */
export async function prepareSecondFactor(auth: DeskAuth): Promise<{ ok: true; factor: SecondFactor } | { ok: false; message: string }> {
  const listed = await auth.mfa.listFactors();
  if (listed.error) return { ok: false, message: authMessage(listed.error) };
  const verified = listed.data.totp.find((f) => f.status === "verified");
  if (verified) return { ok: true, factor: { kind: "verify", factorId: verified.id } };
  for (const stale of listed.data.all.filter((f) => f.factor_type === "totp" && f.status === "unverified")) {
    await auth.mfa.unenroll({ factorId: stale.id });
  }
  const enrolled = await auth.mfa.enroll({ factorType: "totp" });
  if (enrolled.error) return { ok: false, message: authMessage(enrolled.error) };
  const { id, totp } = enrolled.data;
  return { ok: true, factor: { kind: "enroll", factorId: id, qrCode: totp.qr_code, secret: totp.secret } };
}

/** Checks the app's code, then that the session really is at aal2: only then may the desk open. */
export async function verifySecondFactor(auth: DeskAuth, factorId: string, code: string): Promise<AuthOutcome> {
  const verified = done(await auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s/g, "") }));
  if (!verified.ok) return verified;
  return (await hasSecondFactor(auth)) ? { ok: true } : { ok: false, message: FALLBACK };
}

export async function hasSecondFactor(auth: DeskAuth): Promise<boolean> {
  const { data, error } = await auth.mfa.getAuthenticatorAssuranceLevel();
  return !error && data?.currentLevel === "aal2";
}

/** Whether this tab already has a session (first factor done), e.g. after a reload. */
export async function hasSession(auth: DeskAuth): Promise<boolean> {
  const { data, error } = await auth.getSession();
  return !error && Boolean(data.session);
}
