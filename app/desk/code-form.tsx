"use client";

import type { ReactNode } from "react";
import { inputClass } from "./input-class";
import type { AuthOutcome } from "@/lib/desk/hosted-auth";
import { ActionFeedback } from "./action-feedback";
import { DeskField } from "./desk-field";
import { useSignInStep } from "./use-sign-in-step";

type Props = {
  id: string;
  label: string;
  hint?: ReactNode;
  submitLabel: string;
  onSubmit: (code: string) => Promise<AuthOutcome>;
  onDone: () => void;
};

/** A one-time code (the e-mail's, or the authenticator app's): digits only, spaces allowed. */
export function CodeForm({ id, label, hint, submitLabel, onSubmit, onDone }: Props) {
  const { typed: code, setTyped: setCode, error, feedback, busy, input, submit } = useSignInStep({
    check: (typed) => {
      const digits = typed.replace(/\s/g, "");
      return /^\d{6,10}$/.test(digits) ? { value: digits } : { error: "Enter the code's digits, 6 or more." };
    },
    send: onSubmit,
    done: onDone,
    selectOnFailure: true,
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DeskField id={id} label={label} hint={hint} error={error}>
        {(aria) => (
          <input
            ref={input}
            {...aria}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className={`${inputClass} max-w-xs font-mono tracking-widest`}
          />
        )}
      </DeskField>
      <button type="submit" aria-disabled={busy} className="btn-primary justify-self-start aria-disabled:cursor-wait aria-disabled:opacity-80">
        {busy ? "Checking…" : submitLabel}
      </button>
      <ActionFeedback feedback={feedback} />
    </form>
  );
}
