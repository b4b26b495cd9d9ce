"use client";

import { useRef, useState } from "react";
import { fill } from "@/content/copy";
import type { AttachmentProblem } from "@/supabase/functions/_shared/copy/index.ts";
import type { AttachmentExtension } from "@/supabase/functions/_shared/limits.ts";
import { acceptOf, fileProblem } from "@/lib/attachment";
import { Field } from "@/components/form/field";

type Words = { label: string; hint: string; chosen: string; remove: string; removeNamed: string; problems: Record<AttachmentProblem, string> };

type Props = {
  /** The input's id and name. */
  id: string;
  /** The field's words, in the form's own kinds (content/form-copy.ts). */
  words: Words;
  /** The extensions this form takes (limits.ts's documentExtensions). */
  accepted: readonly AttachmentExtension[];
  file: File | null;
  onChange: (file: File | null) => void;
};

/** A form's optional document (a referral's discharge papers, an applicant's résumé): checked on choice, shown by name, removable. */
export function DocumentField({ id, words, accepted, file, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();

  function choose(chosen: File | undefined) {
    const problem = chosen ? fileProblem(chosen, accepted) : null;
    setError(problem ? words.problems[problem] : undefined);
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
    <Field id={id} label={words.label} hint={words.hint} error={error}>
      {(aria) => (
        <>
          <input
            ref={input}
            {...aria}
            name={id}
            type="file"
            accept={acceptOf(accepted)}
            onChange={(e) => choose(e.target.files?.[0])}
            className="block w-full min-h-12 rounded-lg border-2 border-dashed border-ink-muted bg-white p-2 text-base file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
          />
          {file && (
            <p className="mt-2 flex flex-wrap items-center gap-3" aria-live="polite">
              <span>
                {words.chosen} <strong>{file.name}</strong>
              </span>
              <button type="button" onClick={remove} aria-label={fill(words.removeNamed, { name: file.name })} className="btn-outline min-h-11 px-4 py-1 text-base">
                {words.remove}
              </button>
            </p>
          )}
        </>
      )}
    </Field>
  );
}
