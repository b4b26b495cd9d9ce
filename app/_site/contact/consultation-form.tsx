"use client";

import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { CARE_NOW } from "@/supabase/functions/_shared/form-options.ts";
import type { consultationSchema } from "@/supabase/functions/_shared/schemas.ts";
import type { Locale } from "@/content/copy";
import { useFormWords } from "@/components/form/form-words";
import { lazyFormResolvers } from "@/lib/lazy-resolver";
import { isOfficeOpen, lineNow } from "@/lib/line-now";
import { useBrowserValue } from "@/lib/use-browser-value";
import { useFormSubmission } from "@/components/form/use-form-submission";
import { useShownValue } from "@/components/form/shown-value";
import { FormFrame } from "@/components/form/form-frame";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import type { ZipArea } from "@/components/form/zip-note";
import { CallNow, type CallNowCopy } from "./call-now";
import { PreparingFields } from "./preparing-fields";

type Input = z.input<typeof consultationSchema>;
const validations = lazyFormResolvers<Input, z.output<typeof consultationSchema>>((schemas) => schemas.consultationSchema);
const empty: Input = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  careType: "" as Input["careType"],
  urgency: "" as Input["urgency"],
  relationship: "",
  bestTime: "",
  zip: "",
  neededBy: "",
  message: "",
};

/** `area` and `callNow`: the service area and the lines to call, with their words, from the page (./form-props.ts). */
export function ConsultationForm({ locale, area, callNow }: { locale: Locale; area: ZipArea; callNow: CallNowCopy }) {
  const { consultation: copy, options } = useFormWords().form;
  const validation = validations[locale];
  const form = useForm<Input, unknown, z.output<typeof consultationSchema>>({
    resolver: validation.resolver,
    defaultValues: empty,
  });
  const submission = useFormSubmission("consultation", form, {
    locale,
    // Sent as "Immediately": the confirmation gives the line to call now, not a call within a day.
    callNow: (fields) => (fields.urgency === CARE_NOW ? { line: lineNow(callNow.lines), words: callNow.words.confirmation } : undefined),
  });
  const { register, formState } = form;
  const err = (name: keyof Input) => formState.errors[name]?.message;
  // As typed, before the form was live too (its code comes when the visitor reaches it).
  const zip = useShownValue("zip", useWatch({ control: form.control, name: "zip" }) ?? "");
  // Including a choice made before the form was live, so the call-now box states the office's hours for it too.
  const urgency = useShownValue("urgency", useWatch({ control: form.control, name: "urgency" }));
  // Whether a person answers the main line now: the browser's clock, once the page is live, read only
  // while the form says "Immediately" (the box is hidden otherwise). Reading San Diego's hour loads
  // its time zone's rules, a long task at a phone's speed: not while the page hydrates.
  const open = useBrowserValue(() => (urgency === CARE_NOW ? isOfficeOpen(new Date()) : null), null);

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
      <div>
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField registration={register("careType")} label={copy.labels.careType} options={options.careTypes} error={err("careType")} required />
          <SelectField registration={register("urgency")} label={copy.labels.urgency} options={options.urgencies} error={err("urgency")} required />
        </div>
        {/* Right under the urgency select, shown by CSS whenever it says "Immediately" (before the script is live too), in a
            live region that is always there (taking no room while the box is hidden), so the box appearing is heard. */}
        <div role="status" className="group-has-[select[name=urgency]_option[value=immediate]:checked]/form:mt-6">
          <CallNow copy={callNow} open={open} />
        </div>
      </div>
      <PreparingFields register={register} errors={formState.errors} zip={zip} area={area} />
      <div>
        <TextField registration={register("message")} label={copy.labels.message} hint={copy.hints.message} error={err("message")} multiline />
      </div>
    </FormFrame>
  );
}
