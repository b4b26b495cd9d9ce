"use client";

import { useRef, useState } from "react";
import { useFormWords } from "@/components/form/form-words";
import { fill } from "@/content/copy";
import { ACCEPTED_EXTENSIONS, fileProblem } from "@/lib/attachment";
import { Field } from "@/components/form/field";

const ID = "dischargeFile";

/** The optional discharge document: checked on choice, shown by name, removable. */
export function DischargeFile({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const copy = useFormWords().form.referral.file;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();

  function choose(chosen: File | undefined) {
    const problem = chosen ? fileProblem(chosen) : null;
    setError(problem ? copy.problems[problem] : undefined);
    if (problem && input.current) input.current.value = "";
    onChange(chosen && !problem ? chosen : null);
  }

  function remove() {
    if (input.current) input.current.value = "";
    setError(undefined);
    onChange(null);
    input.current?.focus();
  }

  return (
    <Field id={ID} label={copy.label} hint={copy.hint} error={error}>
      {(aria) => (
        <>
          <input
            ref={input}
            {...aria}
            name={ID}
            type="file"
            accept={ACCEPTED_EXTENSIONS}
            onChange={(e) => choose(e.target.files?.[0])}
            className="block w-full min-h-12 rounded-lg border-2 border-dashed border-ink-muted bg-white p-2 text-base file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
          />
          {file && (
            <p className="mt-2 flex flex-wrap items-center gap-3" aria-live="polite">
              <span>
                {copy.chosen} <strong>{file.name}</strong>
              </span>
              <button type="button" onClick={remove} aria-label={fill(copy.removeNamed, { name: file.name })} className="btn-outline min-h-11 px-4 py-1 text-base">
                {copy.remove}
              </button>
            </p>
          )}
        </>
      )}
    </Field>
  );
}
