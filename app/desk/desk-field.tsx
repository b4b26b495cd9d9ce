import type { ReactNode } from "react";

export type DeskFieldAria = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

type Props = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (aria: DeskFieldAria) => ReactNode;
};

/** A label, its hint and error, and the control between them, wired for assistive technology. */
export function DeskField({ id, label, hint, error, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-base text-ink-muted">
          {hint}
        </p>
      )}
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {error && (
        <p id={errorId} className="font-semibold text-danger">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      )}
    </div>
  );
}
