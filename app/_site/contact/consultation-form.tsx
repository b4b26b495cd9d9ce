"use client";

import { useForm } from "react-hook-form";
import type { z } from "zod";
import { careTypes, urgencies } from "@/supabase/functions/_shared/form-options.ts";
import type { consultationSchema } from "@/supabase/functions/_shared/schemas.ts";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import { formCopy } from "@/content/forms";
import { useFormSubmission } from "@/lib/use-form-submission";
import { FormFrame } from "@/components/form/form-frame";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";

const copy = formCopy.consultation;
type Input = z.input<typeof consultationSchema>;
const validation = lazyZodResolver<Input, z.output<typeof consultationSchema>>(() =>
  import("@/supabase/functions/_shared/schemas.ts").then((m) => m.consultationSchema),
);
const empty: Input = { firstName: "", lastName: "", email: "", phone: "", careType: "" as Input["careType"], urgency: "" as Input["urgency"], message: "" };

export function ConsultationForm() {
  const form = useForm<Input, unknown, z.output<typeof consultationSchema>>({
    resolver: validation.resolver,
    defaultValues: empty,
  });
  const submission = useFormSubmission("consultation", form);
  const { register, formState } = form;
  const err = (name: keyof Input) => formState.errors[name]?.message;

  return (
    <FormFrame submitLabel={copy.submit} submission={submission} onFirstFocus={validation.preload}>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField registration={register("firstName")} label={copy.labels.firstName} error={err("firstName")} required autoComplete="given-name" />
        <TextField registration={register("lastName")} label={copy.labels.lastName} error={err("lastName")} required autoComplete="family-name" />
      </div>
      {/* "A phone or an e-mail": one group, so its rule is read with either field. */}
      <fieldset>
        <legend className="mb-3 font-semibold">{copy.hints.contact}</legend>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField registration={register("phone")} label={copy.labels.phone} error={err("phone")} type="tel" autoComplete="tel" />
          <TextField registration={register("email")} label={copy.labels.email} error={err("email")} type="email" autoComplete="email" />
        </div>
      </fieldset>
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField registration={register("careType")} label={copy.labels.careType} options={careTypes} error={err("careType")} required />
        <SelectField registration={register("urgency")} label={copy.labels.urgency} options={urgencies} error={err("urgency")} required />
      </div>
      <TextField registration={register("message")} label={copy.labels.message} hint={copy.hints.message} error={err("message")} multiline />
    </FormFrame>
  );
}
