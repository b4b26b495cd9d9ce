"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { referralSchema } from "@/supabase/functions/_shared/schemas.ts";
import type { Locale } from "@/content/copy";
import { useFormWords } from "@/components/form/form-words";
import { lazyFormResolvers } from "@/lib/lazy-resolver";
import { useFormSubmission } from "@/components/form/use-form-submission";
import { CheckboxGroup } from "@/components/form/checkbox-group";
import { FormFrame } from "@/components/form/form-frame";
import { TextField } from "@/components/form/text-field";
import type { ZipArea } from "@/components/form/zip-note";
import { DocumentField } from "@/components/form/document-field";
import { documentExtensions } from "@/supabase/functions/_shared/limits.ts";
import { PlanningFields } from "./planning-fields";
import { RememberDetails } from "./remember-details";
import { useRememberDetails } from "./use-remember-details";

type Input = z.input<typeof referralSchema>;
const validations = lazyFormResolvers<Input, z.output<typeof referralSchema>>((schemas) => schemas.referralSchema);
const empty: Input = {
  referrerName: "",
  referrerOrganization: "",
  referrerPhone: "",
  referrerEmail: "",
  clientName: "",
  clientNeeds: [],
  additionalNotes: "",
  startDate: "",
  urgency: "",
  payer: "",
  clientZip: "",
  preferredLanguage: "",
  familyContact: { name: "", phone: "" },
  ownReference: "",
};

const REFERRER_FIELDS = ["referrerName", "referrerOrganization", "referrerPhone", "referrerEmail"] as const;

/** `area`: the service area and its words; `keeps`: the note on what "send another" keeps; both from the page (./form-props.ts). */
export function ReferralForm({ locale, area, keeps }: { locale: Locale; area: ZipArea; keeps: string }) {
  const { referral: copy, options } = useFormWords().form;
  const validation = validations[locale];
  const form = useForm<Input, unknown, z.output<typeof referralSchema>>({
    resolver: validation.resolver,
    defaultValues: empty,
  });
  const [file, setFile] = useState<File | null>(null);
  // A new key after each success gives the document field a fresh start (no leftover message).
  const [round, setRound] = useState(0);
  const remembered = useRememberDetails(form);
  const submission = useFormSubmission("referral", form, {
    locale,
    file,
    // A planner sends several: her own details stay for the next patient (not her own reference:
    // each referral has its own), and on this computer too when she chose it.
    keep: { fields: REFERRER_FIELDS, note: keeps },
    onSuccess: () => {
      setFile(null);
      setRound((r) => r + 1);
      remembered.afterSuccess();
    },
  });
  const { register, formState } = form;
  const err = (name: keyof Input) => formState.errors[name]?.message;
  // Re-renders on these fields only: "today" brings the 24/7 line into view; the ZIP is checked as typed.
  const zip = useWatch({ control: form.control, name: "clientZip" });

  return (
    <FormFrame submitLabel={copy.submit} submission={submission} onFirstFocus={validation.preload}>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField registration={register("referrerName")} label={copy.labels.referrerName} error={err("referrerName")} required autoComplete="name" />
        <TextField registration={register("referrerOrganization")} label={copy.labels.referrerOrganization} error={err("referrerOrganization")} required autoComplete="organization" placeholder={copy.placeholders.referrerOrganization} />
        <TextField registration={register("referrerPhone")} label={copy.labels.referrerPhone} hint={copy.hints.referrerPhone} error={err("referrerPhone")} required type="tel" autoComplete="tel" />
        <TextField registration={register("referrerEmail")} label={copy.labels.referrerEmail} error={err("referrerEmail")} required type="email" autoComplete="email" />
      </div>
      <TextField registration={register("clientName")} label={copy.labels.clientName} error={err("clientName")} required autoComplete="off" />
      <CheckboxGroup registration={register("clientNeeds")} legend={copy.labels.clientNeeds} hint={copy.hints.clientNeeds} options={options.careNeeds} error={err("clientNeeds")} required />
      <PlanningFields register={register} errors={formState.errors} zip={zip} area={area} />
      <TextField registration={register("additionalNotes")} label={copy.labels.additionalNotes} hint={copy.hints.additionalNotes} error={err("additionalNotes")} multiline />
      <DocumentField key={round} id="dischargeFile" words={copy.file} accepted={documentExtensions.referral} file={file} onChange={setFile} />
      {/* Last, away from the patient's name: the referrer's own bookkeeping, not the patient's. */}
      <TextField registration={register("ownReference")} label={copy.labels.ownReference} hint={copy.hints.ownReference} error={err("ownReference")} autoComplete="off" />
      <RememberDetails state={remembered} />
    </FormFrame>
  );
}
