import type { UseFormRegisterReturn } from "react-hook-form";
import { formCopy } from "@/content/forms";
import { Field, fieldId } from "./field";
import { inputClass } from "./input-class";

type Props = {
  registration: UseFormRegisterReturn;
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: string;
  required?: boolean;
};

export function SelectField({ registration, label, options, error, hint, required }: Props) {
  return (
    <Field id={fieldId(registration.name)} label={label} hint={hint} error={error} required={required}>
      {(aria) => (
        <select {...registration} {...aria} className={inputClass}>
          <option value="">{formCopy.choose}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
