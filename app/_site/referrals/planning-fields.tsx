"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { addDays, MAX_START_DAYS } from "@/supabase/functions/_shared/calendar.ts";
import type { referralSchema } from "@/supabase/functions/_shared/schemas.ts";
import { useFormWords } from "@/components/form/form-words";
import { useAgencyToday } from "@/lib/use-agency-today";
import { CallLink } from "@/components/call-link";
import { describedIds } from "@/components/form/field";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { zipNote, type ZipArea } from "@/components/form/zip-note";

type Input = z.input<typeof referralSchema>;
/** `zip`: the patient's ZIP as typed, checked against `area` (flagged, never refused). */
type Props = {
  register: UseFormRegister<Input>;
  errors: FieldErrors<Input>;
  zip?: string;
  area: ZipArea;
};

/** The optional fields intake plans with: when, how soon, who pays, where, language, whom to call. */
export function PlanningFields({ register, errors, zip, area }: Props) {
  const { form: { referral: copy, options }, confirmation } = useFormWords();
  // The date picker offers the days the schema accepts, from today in San Diego (read when the field is reached).
  const { today, reach } = useAgencyToday();
  const contactErrors = errors.familyContact;
  const contact = describedIds("familyContact", copy.hints.familyContact);

  return (
    <fieldset className="grid gap-6 rounded-card border-2 border-brand-100 p-4 sm:p-6">
      <legend className="px-2 text-xl font-bold text-brand-900">{copy.planning}</legend>
      {/* Side by side only fields without a hint, so each pair's boxes line up. */}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          registration={register("startDate")}
          label={copy.labels.startDate}
          error={errors.startDate?.message}
          type="date"
          min={today}
          max={today && addDays(today, MAX_START_DAYS)}
          onFocus={reach}
        />
        <SelectField registration={register("urgency")} label={copy.labels.urgency} options={options.referralUrgencies} error={errors.urgency?.message} />
        {/* A same-day discharge should not wait for the form's reply: the 24/7 line, right here. In the HTML and shown by
            CSS whenever the select says "Today" (REFERRAL_TODAY, written out whole for Tailwind), a choice made before the
            form's script is live too. */}
        <p className="hidden rounded-card bg-brand-50 p-4 text-base text-ink group-has-[select[name=urgency]_option[value=today]:checked]/form:block sm:col-span-2" role="note">
          {copy.todayNote}{" "}
          <CallLink phone={copy.todayLine} prefix={confirmation.call} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline" />
        </p>
        <SelectField registration={register("payer")} label={copy.labels.payer} options={options.payers} error={errors.payer?.message} />
        <TextField
          registration={register("clientZip")}
          label={copy.labels.clientZip}
          error={errors.clientZip?.message}
          note={errors.clientZip ? null : zipNote(zip, area)}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <TextField registration={register("preferredLanguage")} label={copy.labels.preferredLanguage} hint={copy.hints.preferredLanguage} error={errors.preferredLanguage?.message} autoComplete="off" />
      <fieldset aria-describedby={contact.describedBy}>
        <legend className="font-semibold text-ink">{copy.labels.familyContact}</legend>
        <p id={contact.hintId} className="text-base text-ink-muted">
          {copy.hints.familyContact}
        </p>
        <div className="mt-3 grid gap-6 sm:grid-cols-2">
          <TextField registration={register("familyContact.name")} label={copy.labels.familyContactName} error={contactErrors?.name?.message} autoComplete="off" />
          <TextField registration={register("familyContact.phone")} label={copy.labels.familyContactPhone} error={contactErrors?.phone?.message} type="tel" autoComplete="off" />
        </div>
      </fieldset>
    </fieldset>
  );
}
