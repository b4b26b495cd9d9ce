"use client";

import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { callbackSchema } from "@/supabase/functions/_shared/schemas.ts";
import type { Locale } from "@/content/copy";
import type { ServedZip } from "@/content/types";
import { useFormWords } from "@/components/form/form-words";
import { announceCallbackSent } from "@/lib/booking";
import { lazyFormResolvers } from "@/lib/lazy-resolver";
import { useFormSubmission } from "@/components/form/use-form-submission";
import { FormFrame } from "@/components/form/form-frame";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { FormWordsFor } from "@/components/form/words-for";
import { zipNote, type ZipArea } from "@/components/form/zip-note";

type Input = z.input<typeof callbackSchema>;
const validations = lazyFormResolvers<Input, z.output<typeof callbackSchema>>((schemas) => schemas.callbackSchema);
const empty: Input = { name: "", phone: "", bestTime: "" as Input["bestTime"], zip: "" };

/** Its fields' ids: the booking section may share a page with another form or the ZIP check (same names). */
export const callbackFieldId = (name: keyof Input) => `callback-${name}`;

/**
 * The call-back request, first in the booking section: the fewest fields that let us call back
 * (name and phone; the best time and the ZIP if they like). The ZIP is checked against the service area as it is typed; an
 * area we do not cover gets a kind word and the phone, and the request can still be sent.
 */
export function CallbackForm({ locale, zips }: { locale: Locale; zips: readonly ServedZip[] }) {
  // Its code loads after the page's (./callback-island.tsx), so it brings its words along.
  return (
    <FormWordsFor locale={locale}>
      <Fields locale={locale} zips={zips} />
    </FormWordsFor>
  );
}

function Fields({ locale, zips }: { locale: Locale; zips: readonly ServedZip[] }) {
  const { callback: copy, options } = useFormWords().form;
  const area: ZipArea = { zips, words: copy.zipNote, call: { phone: copy.line, prefix: copy.call } };
  const validation = validations[locale];
  const form = useForm<Input, unknown, z.output<typeof callbackSchema>>({
    resolver: validation.resolver,
    defaultValues: empty,
  });
  const submission = useFormSubmission("callback", form, { locale, onSuccess: announceCallbackSent });
  const { register, formState, control } = form;
  const err = (name: keyof Input) => formState.errors[name]?.message;
  const zip = useWatch({ control, name: "zip" }) ?? "";

  return (
    <FormFrame submitLabel={copy.submit} submission={submission} onFirstFocus={validation.preload}>
      <TextField id={callbackFieldId("name")} registration={register("name")} label={copy.labels.name} error={err("name")} required autoComplete="name" />
      <TextField id={callbackFieldId("phone")} registration={register("phone")} label={copy.labels.phone} hint={copy.hints.phone} error={err("phone")} required type="tel" autoComplete="tel" />
      <SelectField id={callbackFieldId("bestTime")} registration={register("bestTime")} label={copy.labels.bestTime} options={options.bestTimes} error={err("bestTime")} />
      <TextField
        id={callbackFieldId("zip")}
        registration={register("zip")}
        label={copy.labels.zip}
        hint={copy.hints.zip}
        error={err("zip")}
        inputMode="numeric"
        autoComplete="postal-code"
        note={err("zip") ? null : zipNote(zip, area)}
      />
    </FormFrame>
  );
}
