/** The confirmation panel's words in Spanish: the twin of content/next-steps.ts. */
import { esForms as intake } from "@/supabase/functions/_shared/copy/es-forms.ts";
import type { confirmationCopy as en } from "../next-steps";
import type { Copy } from "../copy";

export const confirmationCopy: Copy<typeof en> = {
  reference: "Su número de referencia",
  whatNext: "Próximos pasos",
  call: "Llamar al",
  nextSteps: intake.nextSteps,
  sendAnother: {
    referral: "Enviar otro referido",
    consultation: "Enviar otra solicitud",
    callback: "Enviar otra solicitud de llamada",
    application: "Enviar otra solicitud de empleo",
  },
};
