"use client";

import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { inputClass } from "./input-class";
import type { AuthOutcome } from "@/lib/desk/hosted-auth";
import { ActionFeedback, failed, type Feedback } from "./action-feedback";
import { DeskField } from "./desk-field";

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
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const digits = code.replace(/\s/g, "");
    if (!/^\d{6,10}$/.test(digits)) {
      setError("Enter the code's digits, 6 or more.");
      input.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    const outcome = await onSubmit(digits);
    setBusy(false);
    if (outcome.ok) return onDone();
    setFeedback(failed(outcome.message));
    input.current?.select();
  };

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
