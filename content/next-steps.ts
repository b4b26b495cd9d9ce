/**
 * The confirmation panel's words in English (the Spanish twin: content/es/next-steps.ts). What
 * happens next after each form, by when, and which line to call are the intake's own words
 * (supabase/functions/_shared/copy/), which the function sends in its acknowledgment e-mail too.
 */
import type { FormType } from "@/supabase/functions/_shared/schemas.ts";
import { enForms as intake } from "@/supabase/functions/_shared/copy/en-forms.ts";

export type { NextSteps } from "@/supabase/functions/_shared/copy/index.ts";

export const confirmationCopy = {
  reference: "Your reference",
  whatNext: "What happens next",
  call: "Call",
  nextSteps: intake.nextSteps,
  sendAnother: {
    referral: "Send another referral",
    consultation: "Send another request",
    callback: "Send another callback request",
    application: "Send another application",
  } satisfies Record<FormType, string>,
} as const;

/** The English next steps, as before. */
export const nextSteps = confirmationCopy.nextSteps;
