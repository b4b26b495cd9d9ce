import type { FormEventHandler, ReactNode } from "react";
import { formCopy } from "@/content/forms";
import { loadToaster } from "../toast-host";
import { Honeypot } from "./honeypot";
import { SubmitButton } from "./submit-button";

type Props = {
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Starts fetching validation when the visitor first focuses a field. */
  onFirstFocus: () => void;
  children: ReactNode;
};

/** What the three forms share: the form element, the required-fields note, the honeypot, the submit button. */
export function FormFrame({ submitLabel, submitting, onSubmit, onFirstFocus, children }: Props) {
  return (
    // noValidate: our own messages (next to each field, announced) replace the browser's bubbles.
    // data-live: React has this form now; until then the runtime's loader stops native submits.
    <form ref={markLive} onSubmit={onSubmit} onFocusCapture={() => (onFirstFocus(), void loadToaster().catch(() => undefined))} noValidate aria-label={submitLabel} className="relative grid gap-6">
      <p className="text-ink-muted">{formCopy.requiredNote}</p>
      {children}
      <Honeypot />
      <SubmitButton submitting={submitting}>{submitLabel}</SubmitButton>
    </form>
  );
}

/** Marks the form once React has hydrated it (scripts/defer-runtime.mjs reads the mark). */
function markLive(form: HTMLFormElement | null) {
  form?.setAttribute("data-live", "");
}
