import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DeskAuth } from "@/lib/desk/hosted-auth";
import { HostedSignIn } from "./hosted-sign-in";

const QR = "data:image/svg+xml;utf-8,<svg xmlns='http://www.w3.org/2000/svg'/>";

function fakeAuth({ verified = false } = {}) {
  const factors = verified ? [{ id: "f-1", status: "verified", factor_type: "totp" }] : [];
  const auth = {
    signInWithOtp: jest.fn(async () => ({ data: {}, error: null })),
    verifyOtp: jest.fn(async () => ({ data: {}, error: null })),
    signOut: jest.fn(async () => ({ error: null })),
    getSession: jest.fn(async () => ({ data: { session: null }, error: null })),
    mfa: {
      listFactors: jest.fn(async () => ({ data: { all: factors, totp: factors }, error: null })),
      enroll: jest.fn(async () => ({ data: { id: "f-new", type: "totp", totp: { qr_code: QR, secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://x" } }, error: null })),
      unenroll: jest.fn(async () => ({ data: {}, error: null })),
      challengeAndVerify: jest.fn(async () => ({ data: {}, error: null })),
      getAuthenticatorAssuranceLevel: jest.fn(async () => ({ data: { currentLevel: "aal2" }, error: null })),
    },
  };
  return auth as typeof auth & DeskAuth;
}

it("signs in with the e-mail code, then sets up the authenticator app, before the desk opens", async () => {
  const user = userEvent.setup();
  const auth = fakeAuth();
  const onSignedIn = jest.fn();
  render(<HostedSignIn auth={auth} start="email" onSignedIn={onSignedIn} onCancel={() => {}} />);

  await user.click(screen.getByRole("button", { name: "Send the code" }));
  expect(screen.getByLabelText("Work e-mail")).toHaveAccessibleDescription("Error: Enter your e-mail address, like name@example.com.");
  expect(auth.signInWithOtp).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText("Work e-mail"), "ana@example.com");
  await user.click(screen.getByRole("button", { name: "Send the code" }));
  expect(auth.signInWithOtp).toHaveBeenCalledWith({ email: "ana@example.com", options: { shouldCreateUser: false } });

  expect(await screen.findByRole("heading", { name: "Enter the code from the e-mail" })).toHaveFocus();
  await user.type(screen.getByLabelText("Code from the e-mail"), "123456");
  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(auth.verifyOtp).toHaveBeenCalledWith({ email: "ana@example.com", token: "123456", type: "email" });

  expect(await screen.findByRole("heading", { name: "Set up your authenticator app" })).toHaveFocus();
  expect(screen.getByRole("img", { name: /QR code that adds the VitalHealth intake desk/ })).toHaveAttribute("src", QR);
  expect(screen.getByText("JBSW Y3DP EHPK 3PXP")).toBeInTheDocument();
  expect(onSignedIn).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText("6-digit code from your authenticator app"), "654321");
  await user.click(screen.getByRole("button", { name: "Open the desk" }));
  expect(auth.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: "f-new", code: "654321" });
  expect(onSignedIn).toHaveBeenCalledTimes(1);
});

it("asks a verified app's code straight away after a reload, and says a wrong code in words", async () => {
  const user = userEvent.setup();
  const auth = fakeAuth({ verified: true });
  auth.mfa.challengeAndVerify.mockResolvedValueOnce({ data: null, error: { code: "mfa_verification_failed" } } as never);
  const onSignedIn = jest.fn();
  render(<HostedSignIn auth={auth} start="second-factor" onSignedIn={onSignedIn} onCancel={() => {}} />);
  expect(await screen.findByRole("heading", { name: "Second step: your authenticator app" })).toBeInTheDocument();
  expect(screen.queryByRole("img")).not.toBeInTheDocument();
  await user.type(await screen.findByLabelText("6-digit code from your authenticator app"), "000000");
  await user.click(screen.getByRole("button", { name: "Open the desk" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(/That code is not right/);
  expect(onSignedIn).not.toHaveBeenCalled();
  expect(auth.mfa.enroll).not.toHaveBeenCalled();
});
