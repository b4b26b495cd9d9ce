"use client";

import { useRef, useState, type FormEvent } from "react";
import { inputClass } from "./input-class";
import type { AuthOutcome } from "@/lib/desk/hosted-auth";
import { ActionFeedback, failed, type Feedback } from "./action-feedback";
import { DeskField } from "./desk-field";

type Props = { onSubmit: (email: string) => Promise<AuthOutcome>; onSent: (email: string) => void };

export function EmailForm({ onSubmit, onSent }: Props) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError("Enter your e-mail address, like name@example.com.");
      input.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    const outcome = await onSubmit(value);
    setBusy(false);
    if (outcome.ok) onSent(value);
    else setFeedback(failed(outcome.message));
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DeskField id="desk-email" label="Work e-mail" error={error}>
        {(aria) => (
          <input ref={input} {...aria} type="email" autoComplete="email" spellCheck={false} value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} />
        )}
      </DeskField>
      <button type="submit" aria-disabled={busy} className="btn-primary justify-self-start aria-disabled:cursor-wait aria-disabled:opacity-80">
        {busy ? "Sending…" : "Send the code"}
      </button>
      <ActionFeedback feedback={feedback} />
    </form>
  );
}
