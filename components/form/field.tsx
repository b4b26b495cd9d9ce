import type { ReactNode } from "react";
import { useFormWords } from "@/components/form/form-words";

export type FieldAria = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

type Props = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /**
   * A word about the answer as it is typed (not an error: the form still sends), in a polite live
   * region under the field. Pass null while there is nothing to say: the region must already be on
   * the page for its first words to be heard.
   */
  note?: ReactNode;
  children: (aria: FieldAria) => ReactNode;
};

/** Label, hint, the control and its error, wired together for assistive technology. */
export function Field({ id, label, required, hint, error, note, children }: Props) {
  const noteId = note ? `${id}-note` : undefined;
  const { hintId, errorId, describedBy } = describedIds(id, hint, error, noteId);
  return (
    // content-start: beside a taller neighbour (a hint, an error) the control keeps its own height.
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className="text-base text-ink-muted">
          {hint}
        </p>
      )}
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy, "aria-required": required || undefined })}
      <FieldError id={errorId} message={error} />
      {note !== undefined && (
        <div id={`${id}-note`} role="status">
          {note}
        </div>
      )}
    </div>
  );
}

/**
 * A field's element id from its react-hook-form name: the name itself, with a nested name's dots
 * ("familyContact.phone") as dashes, so the id and its "-hint"/"-error" ids work in CSS selectors too.
 */
export const fieldId = (name: string) => name.replaceAll(".", "-");

/** The ids of a field's hint and error, and the aria-describedby that names them (and a note, by its id). */
export function describedIds(id: string, hint?: string, error?: string, noteId?: string) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId, noteId].filter(Boolean).join(" ") || undefined };
}

export function RequiredMark() {
  const { requiredMark } = useFormWords().form;
  return (
    <span className="ml-1 text-danger" aria-hidden="true">
      {requiredMark}
    </span>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  const { errorPrefix } = useFormWords().form;
  if (!message) return null;
  return (
    <p id={id} className="font-semibold text-danger">
      <span className="sr-only">{errorPrefix} </span>
      {message}
    </p>
  );
}
