/**
 * The confirmation panel's words. What happens next after each form, by when, and which line to
 * call live beside the form function (it sends the same steps in its acknowledgment e-mail).
 */
import type { FormType } from "@/supabase/functions/_shared/schemas.ts";
import { ui } from "./navigation";

export { nextSteps, type NextSteps } from "@/supabase/functions/_shared/agency.ts";

export const confirmationCopy = {
  reference: "Your reference",
  whatNext: "What happens next",
  call: ui.callPrefix,
  sendAnother: {
    referral: "Send another referral",
    consultation: "Send another request",
    application: "Send another application",
  } satisfies Record<FormType, string>,
} as const;
