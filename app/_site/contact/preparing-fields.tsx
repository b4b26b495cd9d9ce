import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { addDays, MAX_START_DAYS } from "@/supabase/functions/_shared/calendar.ts";
import type { consultationSchema } from "@/supabase/functions/_shared/schemas.ts";
import { useFormWords } from "@/components/form/form-words";
import { useAgencyToday } from "@/lib/use-agency-today";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { zipNote, type ZipArea } from "@/components/form/zip-note";

type Input = z.input<typeof consultationSchema>;
/** `zip`: the ZIP as typed, checked against `area` at once (out of area: a kind word and the main line). */
type Props = { register: UseFormRegister<Input>; errors: FieldErrors<Input>; zip?: string; area: ZipArea };

/** The optional answers that help the first call: who needs care, when to call, where, by when. */
export function PreparingFields({ register, errors, zip, area }: Props) {
  const { consultation: copy, options } = useFormWords().form;
  const { today, reach } = useAgencyToday();

  return (
    <fieldset className="grid gap-6 rounded-card border-2 border-brand-100 bg-white/60 p-4 sm:p-6">
      <legend className="px-2 text-xl font-bold text-brand-900">{copy.preparing}</legend>
      {/* Side by side only fields without a hint, so each pair's boxes line up. */}
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField registration={register("relationship")} label={copy.labels.relationship} options={options.relationships} error={errors.relationship?.message} />
        <SelectField registration={register("bestTime")} label={copy.labels.bestTime} options={options.bestTimes} error={errors.bestTime?.message} />
      </div>
      <TextField
        registration={register("zip")}
        label={copy.labels.zip}
        hint={copy.hints.zip}
        error={errors.zip?.message}
        note={errors.zip ? null : zipNote(zip, area)}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <TextField
        registration={register("neededBy")}
        label={copy.labels.neededBy}
        hint={copy.hints.neededBy}
        error={errors.neededBy?.message}
        type="date"
        min={today}
        max={today && addDays(today, MAX_START_DAYS)}
        onFocus={reach}
      />
    </fieldset>
  );
}
