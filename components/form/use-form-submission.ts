"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { Locale } from "@/supabase/functions/_shared/locale.ts";
import type { FormType } from "@/supabase/functions/_shared/schemas.ts";
import { useFormWords } from "@/components/form/form-words";
import type { Phone } from "@/supabase/functions/_shared/agency.ts";
import type { LineNow } from "@/lib/line-now";
import { newSubmissionId } from "@/lib/payload";
import type { Promised } from "@/lib/backend";
import { submitForm } from "@/lib/submit-form";
import { showToast } from "@/lib/toast";

/**
 * Care needed now: the line a person answers now, and the confirmation's words for it (the first
 * step, which replaces the usual promise of a call within a day; the line's note; "give this
 * reference"), in the page's language.
 */
export type CallNowConfirmation = { line: LineNow<Phone>; words: { first: string; open: string; closed: string; giveReference: string } };

/**
 * What the confirmation panel shows after a success: the form's type and the stored submission's
 * reference; `callNow` when care is needed now; `keeps`, what the next form keeps filled in;
 * `ownReference`, the referrer's own reference for a referral, as sent.
 */
export type Confirmation = { type: FormType; reference?: string; promise?: Promised; callNow?: CallNowConfirmation; keeps?: string; ownReference?: string };

/** The sender's own reference in the sent fields (a referral's), when they gave one. */
const ownReferenceIn = (fields: object): string | undefined => {
  const value = (fields as { ownReference?: unknown }).ownReference;
  return typeof value === "string" && value !== "" ? value : undefined;
};

/**
 * Glue between a react-hook-form form and the submission flow: one request at a time, the same
 * submissionId on every retry of the same filled form, toasts, reset on success only. After a
 * success `confirmation` is set (the form gives way to the confirmation panel) until `sendAnother`.
 * Toasts and the payload are in the form's language (`locale`). `keep`: the fields a success leaves
 * filled in for the next form (the referrer's own details; all others are cleared) and the note
 * that says so. `callNow`: the line to call at once when the sent answers say care is needed now.
 */
export function useFormSubmission<TInput extends FieldValues, TOutput extends object>(
  type: FormType,
  form: UseFormReturn<TInput, unknown, TOutput>,
  {
    locale,
    file = null,
    onSuccess,
    keep,
    callNow,
  }: {
    locale: Locale;
    file?: File | null;
    onSuccess?: () => void;
    keep?: { fields: readonly Path<TInput>[]; note: string };
    callNow?: (fields: TOutput) => CallNowConfirmation | undefined;
  },
) {
  const { toasts } = useFormWords().form;
  const [submitting, setSubmitting] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const busy = useRef(false);
  const submissionId = useRef<string | null>(null);

  // An edited form is a new submission: a retry of the unchanged form keeps its id (so the backend
  // sends it once), a corrected one gets a new id (so the correction is not dropped as a repeat).
  // Edits made while a send is under way count too: that send already holds its id.
  useEffect(() => {
    const subscription = form.watch(() => {
      submissionId.current = null;
    });
    return () => subscription.unsubscribe();
  }, [form]);
  // The document is not a react-hook-form field, so watch never sees it: a new, other or removed
  // file is a corrected submission too (else the backend drops the correction as a repeat).
  useEffect(() => {
    submissionId.current = null;
  }, [file]);

  const toastDue = useRef(false);
  useEffect(() => {
    if (!confirmation || !toastDue.current) return;
    toastDue.current = false;
    const success = toasts.success[confirmation.type];
    // Care needed now: not the usual promise of a call within a day, but the panel's first step (call us now).
    showToast({ title: success.title, description: confirmation.callNow?.words.first ?? success.description, variant: "success", locale });
  }, [confirmation, toasts, locale]);

  const onValid = async (fields: TOutput) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      submissionId.current ??= newSubmissionId();
      const outcome = await submitForm({ type, locale, fields, submissionId: submissionId.current, file });
      if (outcome.ok) {
        const kept = (keep?.fields ?? []).map((name) => [name, form.getValues(name)] as const);
        form.reset();
        for (const [name, value] of kept) form.setValue(name, value);
        submissionId.current = null;
        onSuccess?.();
        // The toast follows once the panel is on the page (the effect above), so it goes into the
        // panel's slot from the start rather than over it.
        toastDue.current = true;
        setConfirmation({ type, reference: outcome.reference, promise: outcome.promise, callNow: callNow?.(fields), keeps: keep?.note, ownReference: ownReferenceIn(fields) });
      } else if (outcome.reason === "rate-limited") {
        showToast({ ...toasts.rateLimited, variant: "destructive", locale });
      } else {
        showToast({
          title: toasts.failed.title,
          description: outcome.message ?? toasts.failed.fallback,
          variant: "destructive",
          locale,
        });
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const onSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(onValid)(event).catch(() => {
      // Validation could not load (offline): say so instead of doing nothing; values stay.
      showToast({ title: toasts.failed.title, description: toasts.failed.fallback, variant: "destructive", locale });
    });
  const sendAnother = () => setConfirmation(null);
  return { submitting, onSubmit, confirmation, sendAnother };
}

export type FormSubmission = ReturnType<typeof useFormSubmission>;
