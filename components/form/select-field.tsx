import type { UseFormRegisterReturn } from "react-hook-form";
import type { Locale } from "@/content/copy";
import { formCopies } from "@/content/form-copies";
import { Field, fieldId } from "./field";
import { inputClass } from "./input-class";

type Props = {
  locale: Locale;
  registration: UseFormRegisterReturn;
  /** The element id, when the field's name alone could repeat another id on the page. */
  id?: string;
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: string;
  required?: boolean;
};

export function SelectField({ locale, registration, id, label, options, error, hint, required }: Props) {
  return (
    <Field locale={locale} id={id ?? fieldId(registration.name)} label={label} hint={hint} error={error} required={required}>
      {(aria) => (
        <select {...registration} {...aria} className={inputClass}>
          <option value="">{formCopies[locale].choose}</option>
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
