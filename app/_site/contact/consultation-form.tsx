"use client";

import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { consultationSchema } from "@/supabase/functions/_shared/schemas.ts";
import type { Locale } from "@/content/copy";
import { formCopies } from "@/content/form-copies";
import { lazyFormResolvers } from "@/lib/lazy-resolver";
import { useFormSubmission } from "@/lib/use-form-submission";
import { FormFrame } from "@/components/form/form-frame";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";

type Input = z.input<typeof consultationSchema>;
const validations = lazyFormResolvers<Input, z.output<typeof consultationSchema>>((schemas) => schemas.consultationSchema);
const empty: Input = { firstName: "", lastName: "", email: "", phone: "", careType: "" as Input["careType"], urgency: "" as Input["urgency"], message: "" };

export function ConsultationForm({ locale }: { locale: Locale }) {
  const { consultation: copy, options } = formCopies[locale];
  const validation = validations[locale];
  const form = useForm<Input, unknown, z.output<typeof consultationSchema>>({
    resolver: validation.resolver,
    defaultValues: empty,
  });
  const submission = useFormSubmission("consultation", form, { locale });
  const { register, formState } = form;
  const err = (name: keyof Input) => formState.errors[name]?.message;

  return (
    <FormFrame locale={locale} submitLabel={copy.submit} submission={submission} onFirstFocus={validation.preload}>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField locale={locale} registration={register("firstName")} label={copy.labels.firstName} error={err("firstName")} required autoComplete="given-name" />
        <TextField locale={locale} registration={register("lastName")} label={copy.labels.lastName} error={err("lastName")} required autoComplete="family-name" />
      </div>
      {/* "A phone or an e-mail": one group, so its rule is read with either field. */}
      <fieldset>
        <legend className="mb-3 font-semibold">{copy.hints.contact}</legend>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField locale={locale} registration={register("phone")} label={copy.labels.phone} error={err("phone")} type="tel" autoComplete="tel" />
          <TextField locale={locale} registration={register("email")} label={copy.labels.email} error={err("email")} type="email" autoComplete="email" />
        </div>
      </fieldset>
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField locale={locale} registration={register("careType")} label={copy.labels.careType} options={options.careTypes} error={err("careType")} required />
        <SelectField locale={locale} registration={register("urgency")} label={copy.labels.urgency} options={options.urgencies} error={err("urgency")} required />
      </div>
      <TextField locale={locale} registration={register("message")} label={copy.labels.message} hint={copy.hints.message} error={err("message")} multiline />
    </FormFrame>
  );
}
