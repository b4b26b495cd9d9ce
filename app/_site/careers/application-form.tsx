"use client";

import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { positions } from "@/supabase/functions/_shared/form-options.ts";
import type { applicationSchema } from "@/supabase/functions/_shared/schemas.ts";
import type { Locale } from "@/content/copy";
import { useFormWords } from "@/components/form/form-words";
import { lazyFormResolvers } from "@/lib/lazy-resolver";
import { useFormSubmission } from "@/components/form/use-form-submission";
import { useShownValue } from "@/components/form/shown-value";
import { FormFrame } from "@/components/form/form-frame";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { CheckboxGroup } from "@/components/form/checkbox-group";
import { DocumentField } from "@/components/form/document-field";
import { documentExtensions } from "@/supabase/functions/_shared/limits.ts";
import { SvgIcon } from "@/components/svg-icon";
// Direct import: the Icon registry would pull every icon into the client bundle.
import { Briefcase } from "lucide";

type Input = z.input<typeof applicationSchema>;
const validations = lazyFormResolvers<Input, z.output<typeof applicationSchema>>((schemas) => schemas.applicationSchema);
type PositionValue = Input["position"];
const empty: Input = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  position: "" as PositionValue,
  availability: [],
  areas: "",
  driving: [],
  hcaNumber: "",
  languages: "",
  experience: "",
  motivation: "",
};
const isPosition = (v: string | null | undefined): v is PositionValue => (positions as readonly string[]).includes(v ?? "");

export function ApplicationForm({ locale }: { locale: Locale }) {
  const { application: copy, options } = useFormWords().form;
  const validation = validations[locale];
  const form = useForm<Input, unknown, z.output<typeof applicationSchema>>({
    resolver: validation.resolver,
    defaultValues: empty,
  });
  // The résumé, and a new key after each success to give its field a fresh start (no leftover message).
  const [file, setFile] = useState<File | null>(null);
  const [round, setRound] = useState(0);
  const submission = useFormSubmission("application", form, {
    locale,
    file,
    onSuccess: () => {
      setFile(null);
      setRound((r) => r + 1);
    },
  });
  const { register, formState, getValues, setValue, control } = form;
  // Including one chosen before the form was live (in the select, or by Apply on an open position).
  const position = useShownValue("position", useWatch({ control, name: "position" }));
  const chosen = options.positions.find((p) => p.value === position);
  const err = (name: keyof Input) => formState.errors[name]?.message;

  // ?position= links (from outside the site) pre-select the position, unless the visitor chose one
  // before the form hydrated; Apply on an open position does it on this page (./apply-links.tsx).
  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get("position");
    if (isPosition(fromUrl) && !getValues("position")) setValue("position", fromUrl);
  }, [getValues, setValue]);

  return (
    <FormFrame submitLabel={copy.submit} submission={submission} onFirstFocus={validation.preload}>
      {/* At the top, so it shows where Apply lands; a status, so it is heard while the caret waits in the first field. */}
      <p role="status">
        {chosen && (
          <span className="inline-flex flex-wrap items-center gap-x-2 rounded-lg border-2 border-brand-600 bg-white px-4 py-2 text-xl">
            <SvgIcon node={Briefcase} className="size-6 shrink-0 text-brand-700" />
            <span className="font-semibold">{copy.applyingFor}</span>
            <strong className="text-brand-900">{chosen.label}</strong>
          </span>
        )}
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField registration={register("firstName")} label={copy.labels.firstName} error={err("firstName")} required autoComplete="given-name" />
        <TextField registration={register("lastName")} label={copy.labels.lastName} error={err("lastName")} required autoComplete="family-name" />
        <TextField registration={register("email")} label={copy.labels.email} error={err("email")} required type="email" autoComplete="email" />
        <TextField registration={register("phone")} label={copy.labels.phone} error={err("phone")} required type="tel" autoComplete="tel" />
      </div>
      <SelectField registration={register("position")} label={copy.labels.position} options={options.positions} error={err("position")} required />
      <CheckboxGroup registration={register("availability")} legend={copy.labels.availability} options={options.availability} error={err("availability")} />
      {/* Inputs level when one label takes two lines. */}
      <div className="grid gap-6 sm:grid-cols-2 sm:items-end">
        <TextField registration={register("areas")} label={copy.labels.areas} error={err("areas")} />
        <TextField registration={register("languages")} label={copy.labels.languages} error={err("languages")} />
      </div>
      <CheckboxGroup registration={register("driving")} legend={copy.labels.driving} options={options.driving} error={err("driving")} />
      <TextField registration={register("hcaNumber")} label={copy.labels.hcaNumber} hint={copy.hints.hcaNumber} error={err("hcaNumber")} inputMode="numeric" autoComplete="off" />
      <TextField registration={register("experience")} label={copy.labels.experience} hint={copy.hints.experience} error={err("experience")} multiline />
      <TextField registration={register("motivation")} label={copy.labels.motivation} hint={copy.hints.motivation} error={err("motivation")} multiline />
      <DocumentField key={round} id="resume" words={copy.file} accepted={documentExtensions.application} file={file} onChange={setFile} />
    </FormFrame>
  );
}
