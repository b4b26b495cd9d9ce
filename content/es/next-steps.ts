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
  keeps: {
    referral: "Su nombre, organización, teléfono y correo electrónico se conservan; los datos del paciente empiezan en blanco.",
  },
  now: {
    consultation: {
      first: "El cuidado se necesita ahora: llámenos al número de abajo en lugar de esperar nuestra llamada. Además, le devolvemos la llamada lo antes posible.",
      phoneNote: {
        open: "La oficina está abierta y en esta línea le atiende una persona ahora.",
        closed: "Nuestra oficina está cerrada en este momento, pero esta línea atiende las 24 horas del día.",
      },
      giveReference: "Dé este número de referencia cuando llame.",
    },
  },
};
