/**
 * The confirmation panel's words in English (the Spanish twin: content/es/next-steps.ts). What
 * happens next after each form, by when, and which line to call are the intake's own words
 * (supabase/functions/_shared/copy/), which the function sends in its acknowledgment e-mail too.
 */
import type { FormType } from "@/supabase/functions/_shared/schemas.ts";
import { enForms as intake } from "@/supabase/functions/_shared/copy/en-forms.ts";
import { ui } from "./navigation";

export type { NextSteps } from "@/supabase/functions/_shared/copy/index.ts";

export const confirmationCopy = {
  reference: "Your reference",
  whatNext: "What happens next",
  call: ui.callPrefix,
  nextSteps: intake.nextSteps,
  sendAnother: {
    referral: "Send another referral",
    consultation: "Send another request",
    callback: "Send another callback request",
    application: "Send another application",
  } satisfies Record<FormType, string>,
  /** Under "send another", where the next form keeps some answers (lib/use-form-submission.ts `keep`). */
  keeps: {
    referral: "Your name, organization, phone and e-mail stay filled in; the patient's details start empty.",
  } satisfies Partial<Record<FormType, string>>,
  /**
   * After a request for care needed now ("Immediately"): the first step replaces the usual one, which
   * promises a call within a day; the line shown is the one a person answers now (lib/line-now.ts),
   * and its note says which (`open`: the office, `closed`: the line answered around the clock).
   */
  now: {
    consultation: {
      first: "Care is needed now: please call us at the number below rather than wait for our call. We also call you back as soon as we can.",
      phoneNote: {
        open: "The office is open now and a person answers this line.",
        closed: "Our office is closed now, but this line is answered 24 hours a day.",
      },
      giveReference: "Give this reference when you call.",
    },
  } satisfies Partial<Record<FormType, NowSteps>>,
} as const;

/** What a confirmation says instead of the usual next steps when care is needed now. */
export type NowSteps = { first: string; phoneNote: { open: string; closed: string }; giveReference: string };

/** The English next steps, as before. */
export const nextSteps = confirmationCopy.nextSteps;
