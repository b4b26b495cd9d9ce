import type { HTMLInputTypeAttribute, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, fieldId } from "./field";
import { inputClass } from "./input-class";

type Props = {
  registration: UseFormRegisterReturn;
  /** The element id, when the field's name alone could repeat another id on the page. */
  id?: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: "text" | "tel" | "email" | "numeric";
  maxLength?: number;
  /** For a date: the first and last day offered (set by the client, never baked into the HTML). */
  min?: string;
  max?: string;
  /** When the field is reached (a date field reads today's date then). */
  onFocus?: () => void;
  multiline?: boolean;
  /** A word about the answer as it is typed (Field's `note`). */
  note?: ReactNode;
};

/** One labelled text input (or textarea) registered with react-hook-form; id from the field name. */
export function TextField({ registration, id, label, error, hint, required, multiline, note, ...input }: Props) {
  return (
    <Field id={id ?? fieldId(registration.name)} label={label} hint={hint} error={error} required={required} note={note}>
      {(aria) =>
        multiline ? (
          <textarea {...registration} {...aria} rows={5} maxLength={input.maxLength} className={`${inputClass} resize-y`} />
        ) : (
          <input {...registration} {...aria} {...input} type={input.type ?? "text"} className={inputClass} />
        )
      }
    </Field>
  );
}
