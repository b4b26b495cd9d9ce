import { useCallback, useEffect, useEffectEvent, useRef, type ReactNode } from "react";
import { goLive, HELD } from "@/lib/held-submit.mjs";
import type { FormSubmission } from "@/components/form/use-form-submission";
import { loadToaster } from "../toast-host";
import { ConfirmationPanel } from "./confirmation-panel";
import { Honeypot } from "./honeypot";
import { SubmitButton } from "./submit-button";
import { useFormWords } from "@/components/form/form-words";

type Props = {
  submitLabel: string;
  /** The form's submission flow (components/form/use-form-submission.ts): sending, and the confirmation after a success. */
  submission: FormSubmission;
  /** Starts fetching validation when the visitor first focuses a field. */
  onFirstFocus: () => void;
  children: ReactNode;
};

/**
 * What the three forms share: the form element, the required-fields note, the honeypot, the submit
 * button, and after a success the confirmation panel in the form's place until "send another".
 */
export function FormFrame({ submitLabel, submission, onFirstFocus, children }: Props) {
  const { requiredNote } = useFormWords().form;
  const { submitting, onSubmit, confirmation, sendAnother } = submission;
  const ref = useRef<HTMLFormElement>(null);
  // Set by "send another": the form that comes back takes the focus the panel had, in its first
  // empty field (a referral keeps the referrer's own details: the patient's name is next).
  const refocus = useRef(false);
  const markLive = useCallback((form: HTMLFormElement | null) => {
    ref.current = form;
    if (!form) return;
    goLive(form);
    if (refocus.current) {
      refocus.current = false;
      const fields = [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input:not([tabindex='-1']), select, textarea")];
      const typed = (f: (typeof fields)[number]) => !(f instanceof HTMLInputElement) || !["checkbox", "radio", "file"].includes(f.type);
      (fields.find((f) => typed(f) && f.value === "") ?? fields[0])?.focus();
    }
  }, []);
  const sendHeld = useEffectEvent((form: HTMLFormElement) => void onSubmit().finally(() => form.removeAttribute(HELD)));

  // A submit the loader held while this form was the server's HTML is sent now, once. After a task:
  // react-hook-form subscribes to its own state in an effect of the parent, which runs after this one.
  useEffect(() => {
    const form = ref.current!;
    if (!form.hasAttribute(HELD)) return;
    const timer = setTimeout(() => sendHeld(form));
    return () => clearTimeout(timer);
  }, []);

  if (confirmation) {
    const another = () => {
      refocus.current = true;
      sendAnother();
    };
    return <ConfirmationPanel {...confirmation} onSendAnother={another} />;
  }

  return (
    // noValidate: our own messages (next to each field, announced) replace the browser's bubbles.
    // data-live: React has this form now; until then the runtime's loader stops native submits.
    // group/form: the button reads "Submitting..." while a held submit waits (data-pending).
    <form
      ref={markLive}
      onSubmit={(event) => (event.currentTarget.hasAttribute(HELD) ? event.preventDefault() : void onSubmit(event))}
      onFocusCapture={() => (onFirstFocus(), void loadToaster().catch(() => undefined))}
      noValidate
      aria-label={submitLabel}
      className="group/form relative grid gap-6"
    >
      <p className="text-ink-muted">{requiredNote}</p>
      {children}
      <Honeypot />
      <SubmitButton submitting={submitting}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
