/**
 * Every word the three forms show in Spanish: the twin of content/forms.ts, of the same type, so a
 * missing string does not compile. Option labels, file messages and reply times are the intake's
 * Spanish words (supabase/functions/_shared/copy/es-forms.ts), which the function says too.
 */
import { esForms as intake } from "@/supabase/functions/_shared/copy/es-forms.ts";
import {
  bestTimes,
  careNeeds,
  careTypes,
  payers,
  positions,
  referralUrgencies,
  relationships,
  urgencies,
  withLabels,
} from "@/supabase/functions/_shared/form-options.ts";
import { ATTACHMENT_MB } from "@/supabase/functions/_shared/limits.ts";
import type { Copy } from "../copy";
import type { formCopy as en } from "../forms";

const { replyWithin } = intake;

export const formCopy: Copy<typeof en> = {
  requiredMark: "*",
  requiredNote: "Los campos marcados con * son obligatorios.",
  errorPrefix: "Error:",
  submitting: "Enviando...",
  choose: "Seleccione una opción",
  options: {
    careNeeds: withLabels(careNeeds, intake.options.careNeeds),
    careTypes: withLabels(careTypes, intake.options.careTypes),
    urgencies: withLabels(urgencies, intake.options.urgencies),
    referralUrgencies: withLabels(referralUrgencies, intake.options.referralUrgencies),
    payers: withLabels(payers, intake.options.payers),
    positions: withLabels(positions, intake.options.positions),
    bestTimes: withLabels(bestTimes, intake.options.bestTimes),
    relationships: withLabels(relationships, intake.options.relationships),
  },
  toasts: {
    close: "Cerrar",
    rateLimited: {
      title: "Demasiados envíos",
      description: "Espere un momento antes de enviar otro formulario. Si necesita ayuda de inmediato, llámenos directamente.",
    },
    failed: {
      title: "No se pudo enviar",
      fallback: "Hubo un error al enviar su formulario. Inténtelo de nuevo o llámenos directamente.",
    },
    success: {
      referral: {
        title: "¡Referido enviado con éxito!",
        description: "Gracias por su referido. Nuestro equipo lo revisará de inmediato y le dará seguimiento muy pronto.",
      },
      consultation: {
        title: "¡Solicitud de consulta enviada!",
        description: `Nos comunicaremos con usted dentro de ${replyWithin.consultation} para programar su consulta gratuita.`,
      },
      callback: {
        title: "¡Solicitud de llamada enviada!",
        description: `Le devolveremos la llamada dentro de ${replyWithin.callback}.`,
      },
      application: {
        title: "¡Solicitud de empleo enviada!",
        description: `Gracias por su interés en formar parte de nuestro equipo. Revisamos cada solicitud y respondemos dentro de ${replyWithin.application}.`,
      },
    },
    region: "Notificaciones",
  },
  honeypotLabel: "Deje este campo vacío",
  referral: {
    submit: "Enviar referido",
    labels: {
      referrerName: "Su nombre",
      referrerOrganization: "Organización",
      referrerPhone: "Teléfono",
      referrerEmail: "Correo electrónico",
      clientName: "Nombre del paciente o cliente",
      clientNeeds: "Necesidades de cuidado",
      additionalNotes: "Notas adicionales",
      startDate: "Fecha prevista de alta o de inicio",
      urgency: "¿Qué tan pronto se necesita el cuidado?",
      payer: "¿Quién pagará el cuidado?",
      clientZip: "Código postal del paciente",
      preferredLanguage: "Idioma preferido",
      familyContact: "Contacto de la familia o de quien toma las decisiones",
      familyContactName: "Nombre del contacto",
      familyContactPhone: "Teléfono del contacto",
    },
    planning: "Para ayudarnos a planificar (opcional)",
    todayNote: `Si el cuidado se necesita hoy, llame también a nuestra línea de referidos, que atiende las 24 horas: el formulario se responde dentro de ${replyWithin.referral}.`,
    todayLine: intake.phones.referral,
    hints: {
      referrerPhone: "Un número de EE. UU. de 10 dígitos, como (858) 555-0123.",
      clientNeeds: "Marque todas las que correspondan.",
      preferredLanguage: "Si no es inglés, para asignarle un cuidador o una cuidadora que lo hable.",
      familyContact: "Alguien a quien podamos llamar para coordinar la evaluación en el hogar.",
      additionalNotes:
        "Lo que nos ayuda a prepararnos: las horas o los días en que se necesita el cuidado, la movilidad, quién vive en la casa, el equipo que hay en el hogar. Los papeles del alta pueden ir en el documento de abajo.",
    },
    placeholders: { referrerOrganization: "Hospital, clínica, etc." },
    file: {
      label: "Documento del alta",
      hint: `Opcional. ${intake.attachmentKinds}, de hasta ${ATTACHMENT_MB} MB: sirve una foto de los papeles tomada con el teléfono.`,
      remove: "Quitar",
      removeNamed: (name: string) => `Quitar ${name}`,
      chosen: "Archivo elegido:",
      problems: intake.attachment,
    },
  },
  consultation: {
    submit: "Solicitar consulta gratuita",
    labels: {
      firstName: "Nombre",
      lastName: "Apellido",
      email: "Correo electrónico",
      phone: "Teléfono",
      careType: "Tipo de cuidado",
      urgency: "¿Cuándo se necesita el cuidado?",
      relationship: "¿Quién necesita el cuidado?",
      zip: "Código postal donde se necesita el cuidado",
      neededBy: intake.fieldLabels.neededBy,
      bestTime: intake.fieldLabels.bestTime,
      message: "Cuéntenos qué necesita",
    },
    preparing: "Para ayudarnos a preparar la llamada (opcional)",
    hints: {
      contact: "Déjenos un número de teléfono, un correo electrónico o ambos.",
      zip: "Le decimos al instante si nuestros cuidadores llegan hasta su casa.",
      neededBy: "Por ejemplo, el día en que le dan de alta del hospital.",
      message: "Opcional. Cualquier dato que nos ayude a prepararnos para la llamada.",
    },
  },
  application: {
    submit: "Enviar solicitud",
    applyingFor: "Puesto que solicita:",
    labels: {
      firstName: "Nombre",
      lastName: "Apellido",
      email: "Correo electrónico",
      phone: "Teléfono",
      position: "Puesto",
      experience: "Su experiencia",
      motivation: "¿Por qué quiere formar parte de VitalHealth?",
    },
    hints: {
      experience: "Opcional. Certificaciones, años de experiencia como cuidador o cuidadora, idiomas que habla.",
      motivation: "Opcional. Con unas pocas oraciones es suficiente.",
    },
  },
  callback: {
    submit: "Pedir que me llamen",
    labels: {
      name: "Su nombre",
      phone: "Teléfono",
      bestTime: "Mejor hora para llamarle",
      zip: "Código postal donde se necesita el cuidado",
    },
    hints: {
      phone: "Un número de EE. UU. de 10 dígitos, como (858) 555-0123.",
      zip: "5 dígitos, por ejemplo 92123.",
    },
    zipNote: {
      served: "Buenas noticias: atendemos el {zip} ({town}).",
      outside: "El {zip} queda fuera de la zona que cubren hoy nuestros cuidadores.",
      outsideNext: "Aun así puede enviar esta solicitud, o llamarnos ahora: lo conversamos y, si no podemos ayudarle, le indicaremos quién puede hacerlo.",
    },
    call: "Llame al",
    line: intake.phones.main,
  },
};
