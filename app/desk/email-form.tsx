"use client";

import { inputClass } from "./input-class";
import type { AuthOutcome } from "@/lib/desk/hosted-auth";
import { ActionFeedback } from "./action-feedback";
import { DeskField } from "./desk-field";
import { useSignInStep } from "./use-sign-in-step";

type Props = { onSubmit: (email: string) => Promise<AuthOutcome>; onSent: (email: string) => void };

export function EmailForm({ onSubmit, onSent }: Props) {
  const { typed: email, setTyped: setEmail, error, feedback, busy, input, submit } = useSignInStep({
    check: (typed) => {
      const value = typed.trim();
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? { value } : { error: "Enter your e-mail address, like name@example.com." };
    },
    send: onSubmit,
    done: onSent,
  });

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
