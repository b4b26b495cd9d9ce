import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, fieldId } from "./field";
import { inputClass } from "./input-class";
import { useFormWords } from "@/components/form/form-words";

type Props = {
  registration: UseFormRegisterReturn;
  /** The element id, when the field's name alone could repeat another id on the page. */
  id?: string;
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: string;
  required?: boolean;
};

export function SelectField({ registration, id, label, options, error, hint, required }: Props) {
  const { choose } = useFormWords().form;
  return (
    <Field id={id ?? fieldId(registration.name)} label={label} hint={hint} error={error} required={required}>
      {(aria) => (
        <select {...registration} {...aria} className={inputClass}>
          <option value="">{choose}</option>
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
