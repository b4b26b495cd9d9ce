"use client";

import { useState } from "react";
import { sendCode, verifyCode, type DeskAuth } from "@/lib/desk/hosted-auth";
import type { SignOutReason } from "@/lib/desk/session";
import { CodeForm } from "./code-form";
import { EmailForm } from "./email-form";
import { GatePanel } from "./gate-panel";
import { SecondFactorStep } from "./second-factor-step";

export type SignInStart = "email" | "second-factor";
type Step = { kind: "email"; moved: boolean } | { kind: "code"; email: string } | { kind: "second-factor" };

type Props = {
  auth: DeskAuth;
  start: SignInStart;
  reason?: SignOutReason;
  onSignedIn: () => void;
  /** Leaves a half-done sign-in (e-mail code given, second factor not): the session is ended. */
  onCancel: () => void;
};

/** Signing in to the hosted desk, one step at a time: e-mail, the code it got, the authenticator app. */
export function HostedSignIn({ auth, start, reason, onSignedIn, onCancel }: Props) {
  const [step, setStep] = useState<Step>(start === "email" ? { kind: "email", moved: false } : { kind: "second-factor" });

  if (step.kind === "email") {
    return (
      <GatePanel heading="Sign in to the desk" reason={reason} focusOnMount={step.moved || Boolean(reason)}>
        <p>Enter the e-mail address the desk invited. We will send it a one-time code.</p>
        <EmailForm onSubmit={(email) => sendCode(auth, email)} onSent={(email) => setStep({ kind: "code", email })} />
      </GatePanel>
    );
  }
  if (step.kind === "code") {
    return (
      <GatePanel heading="Enter the code from the e-mail" focusOnMount>
        <p>
          We sent a code to <strong>{step.email}</strong>. It works once, for a few minutes.
        </p>
        <CodeForm
          id="email-code"
          label="Code from the e-mail"
          submitLabel="Continue"
          onSubmit={(code) => verifyCode(auth, step.email, code)}
          onDone={() => setStep({ kind: "second-factor" })}
        />
        <button type="button" className="btn-outline justify-self-start" onClick={() => setStep({ kind: "email", moved: true })}>
          Use another e-mail or get a new code
        </button>
      </GatePanel>
    );
  }
  return <SecondFactorStep auth={auth} onVerified={onSignedIn} onCancel={onCancel} />;
}
