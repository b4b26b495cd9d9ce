"use client";

import { useRef, useState, type FormEvent } from "react";
import type { AuthOutcome } from "@/lib/desk/hosted-auth";
import { failed, type Feedback } from "./action-feedback";

type Options = {
  /** The value to send, or what to fix first (shown at the field, which gets the focus). */
  check: (typed: string) => { value: string } | { error: string };
  send: (value: string) => Promise<AuthOutcome>;
  done: (value: string) => void;
  /** Select what was typed after a refusal, ready to be typed again (a code). */
  selectOnFailure?: boolean;
};

/** One step of the hosted sign-in (the e-mail, a code): one field, checked, sent once at a time. */
export function useSignInStep({ check, send, done, selectOnFailure = false }: Options) {
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = check(typed);
    if ("error" in checked) {
      setError(checked.error);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    const outcome = await send(checked.value);
    setBusy(false);
    if (outcome.ok) return done(checked.value);
    setFeedback(failed(outcome.message));
    if (selectOnFailure) input.current?.select();
  };

  return { typed, setTyped, error, feedback, busy, input, submit };
}
