"use client";

import { useEffect, useState } from "react";
import { prepareSecondFactor, verifySecondFactor, type DeskAuth, type SecondFactor } from "@/lib/desk/hosted-auth";
import { CodeForm } from "./code-form";
import { GatePanel } from "./gate-panel";

type Props = { auth: DeskAuth; onVerified: () => void; onCancel: () => void };

/** Groups of four, as authenticator apps show a key to type: easier to read and to check. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * The second factor, required before the desk opens: the authenticator app's code, or first
 * setting the app up (a QR code to scan, or the key to type).
 */
export function SecondFactorStep({ auth, onVerified, onCancel }: Props) {
  const [factor, setFactor] = useState<SecondFactor | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void prepareSecondFactor(auth).then((prepared) => {
      if (!live) return;
      if (prepared.ok) setFactor(prepared.factor);
      else setProblem(prepared.message);
    });
    return () => {
      live = false;
    };
  }, [auth]);

  const enrolling = factor?.kind === "enroll";
  return (
    // The focus waits for the step to be known, so the heading it lands on is the one that stays.
    <GatePanel heading={enrolling ? "Set up your authenticator app" : "Second step: your authenticator app"} focusOnMount={Boolean(factor || problem)}>
      {!factor && !problem && <p role="status">Getting the second step ready…</p>}
      {problem && (
        <p role="alert" className="font-semibold text-danger">
          <span className="sr-only">Error: </span>
          {problem}
        </p>
      )}
      {factor?.kind === "enroll" && (
        <>
          <p>The desk asks for a code from an authenticator app each time you sign in. Add the desk to your app once:</p>
          <ol className="grid list-decimal gap-2 pl-6">
            <li>In the app, choose to add an account, then scan this QR code.</li>
            <li>Or, if you cannot scan it, type this key into the app instead.</li>
            <li>Enter the 6-digit code the app then shows.</li>
          </ol>
          {/* A data: URI SVG from Supabase: nothing for next/image to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={factor.qrCode} alt="QR code that adds the VitalHealth intake desk to an authenticator app" width={200} height={200} className="size-50 rounded-lg border border-brand-100 bg-white p-2" />
          <p>
            Key: <code className="rounded bg-brand-50 px-1.5 py-0.5 font-mono break-all">{grouped(factor.secret)}</code>
          </p>
        </>
      )}
      {factor && (
        <CodeForm
          id="totp-code"
          label="6-digit code from your authenticator app"
          hint="The code changes every 30 seconds: enter the one the app shows now."
          submitLabel="Open the desk"
          onSubmit={(code) => verifySecondFactor(auth, factor.factorId, code)}
          onDone={onVerified}
        />
      )}
      <button type="button" className="btn-outline justify-self-start" onClick={onCancel}>
        Cancel and sign out
      </button>
    </GatePanel>
  );
}
