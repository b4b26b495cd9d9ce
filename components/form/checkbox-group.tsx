import type { UseFormRegisterReturn } from "react-hook-form";
import { describedIds, FieldError, RequiredMark } from "./field";

type Props = {
  registration: UseFormRegisterReturn;
  legend: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
  required?: boolean;
};

/** A fieldset of checkboxes whose checked values form one array field. */
export function CheckboxGroup({ registration, legend, options, hint, error, required }: Props) {
  const name = registration.name;
  const { hintId, errorId, describedBy } = describedIds(name, hint, error);
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="font-semibold text-ink">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p id={hintId} className="text-base text-ink-muted">
          {hint}
        </p>
      )}
      <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
        {options.map((o, i) => (
          <label key={o.value} className="flex min-h-11 cursor-pointer items-center gap-3 py-1">
            <input
              {...registration}
              id={i === 0 ? name : `${name}-${o.value}`}
              type="checkbox"
              value={o.value}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy}
              className="size-6 shrink-0 accent-brand-700"
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
