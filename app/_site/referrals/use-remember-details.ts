"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { useBrowserValue } from "@/lib/use-browser-value";
import { forget, parseRemembered, remember, REMEMBERED_FIELDS, rememberedText, type RememberedField } from "@/lib/remembered-referrer";

const FIELDS = Object.keys(REMEMBERED_FIELDS) as RememberedField[];
/** A kept field's name in the form: the same name. */
const pathIn = <T extends FieldValues>(field: RememberedField) => field as Path<T>;

/**
 * The referral form's "Remember my details on this computer": unchecked until the referrer chooses
 * it, or checked when they chose it before (their details are then found in this browser and filled
 * into the fields still empty). After a referral went through (`afterSuccess`) their details are
 * kept when it is checked, and removed when it is not. `forgetNow` removes them at once, and the
 * values they filled in. `said`: what the status line under it says.
 */
export function useRememberDetails<T extends FieldValues, U>(form: UseFormReturn<T, unknown, U>) {
  // Read again on every render (after hydration: never in the server's HTML), so it follows what
  // afterSuccess and forgetNow do.
  const text = useBrowserValue(rememberedText, null);
  const details = useMemo(() => parseRemembered(text), [text]);
  const stored = details !== null;
  const [choice, setChoice] = useState<boolean | null>(null);
  // "quiet" once the referrer acted (sent, forgot): the line then says only what they did.
  const [done, setDone] = useState<"forgotten" | "quiet" | null>(null);
  const filled = useRef<Partial<Record<RememberedField, string>> | null>(null);

  // The details found in this browser, into the fields still empty (what was typed before the form
  // was live stays): once, into react-hook-form, which holds the fields.
  useEffect(() => {
    if (!details || filled.current) return;
    filled.current = details;
    for (const field of FIELDS) {
      const value = details[field];
      if (value !== undefined && !form.getValues(pathIn<T>(field))) form.setValue(pathIn<T>(field), value as PathValue<T, Path<T>>);
    }
  }, [details, form]);

  const checked = choice ?? stored;

  const afterSuccess = useCallback(() => {
    if (checked) {
      const values = Object.fromEntries(FIELDS.map((field) => [field, form.getValues(pathIn<T>(field))]));
      filled.current = values;
      remember(values);
    } else {
      forget();
    }
    setDone("quiet");
  }, [checked, form]);

  const forgetNow = useCallback(() => {
    forget();
    // The fields still holding what was filled in from this computer are cleared too: on a shared
    // computer the next person should not find them.
    for (const field of FIELDS) {
      const kept = filled.current?.[field];
      if (kept !== undefined && form.getValues(pathIn<T>(field)) === kept) form.setValue(pathIn<T>(field), "" as PathValue<T, Path<T>>);
    }
    filled.current = {};
    setChoice(false);
    setDone("forgotten");
  }, [form]);

  const said: "filled" | "forgotten" | null = done === "forgotten" ? "forgotten" : done === null && stored ? "filled" : null;
  return { checked, setChecked: setChoice, stored, said, afterSuccess, forgetNow };
}

export type RememberDetailsState = ReturnType<typeof useRememberDetails>;
