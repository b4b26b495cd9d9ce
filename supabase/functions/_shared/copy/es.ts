/**
 * The intake's words in Spanish (Latin American, `usted`), with the terms of content/glossary.ts:
 * referido, planificador de altas, cuidador o cuidadora, consulta gratuita, código postal, correo
 * electrónico (those the forms show first are in es-forms.ts). Numbers come from agency.ts,
 * limits.ts and calendar.ts, never retyped.
 */
import { MAX_START_DAYS } from "../calendar.ts";
import { ATTACHMENT_MB } from "../limits.ts";
import { esForms } from "./es-forms.ts";
import type { IntakeCopy } from "./types.ts";

export const es: IntakeCopy = {
  validation: {
    required: {
      name: "Escriba su nombre.",
      organization: "Escriba el nombre de su organización.",
      phone: "Escriba su número de teléfono.",
      email: "Escriba su correo electrónico.",
      clientName: "Escriba el nombre del paciente o cliente.",
      firstName: "Escriba su nombre.",
      lastName: "Escriba su apellido.",
      filename: "Indique el nombre del archivo.",
      field: "Complete este campo.",
    },
    tooLong: (max) => `Use menos de ${max} caracteres en este campo.`,
    controlChars: "Quite los caracteres de control especiales de este campo.",
    unreadable: "Esta respuesta tiene caracteres que no podemos leer. Vuelva a escribirla, por favor.",
    email: "Escriba un correo electrónico válido, como nombre@ejemplo.com.",
    phone: "Escriba un número de teléfono de EE. UU. de 10 dígitos, como (858) 555-0123.",
    careNeeds: "Seleccione al menos una necesidad de cuidado.",
    careType: "Elija el tipo de cuidado.",
    urgency: "Elija cuándo se necesita el cuidado.",
    position: "Elija un puesto.",
    contactWay: "Déjenos un número de teléfono o un correo electrónico para poder comunicarnos con usted.",
    date: "Escriba una fecha (mes/día/año), como 12/24/2026.",
    datePast: "Esa fecha ya pasó. Escriba la fecha de hoy o una posterior.",
    dateFar: `Escriba una fecha dentro de los próximos ${MAX_START_DAYS} días.`,
    referralUrgency: "Elija de la lista qué tan pronto se necesita el cuidado.",
    payer: "Elija de la lista quién pagará el cuidado.",
    bestTime: "Elija de la lista la mejor hora para llamarle.",
    relationship: "Elija de la lista quién necesita el cuidado.",
    zip: "Escriba un código postal de 5 dígitos, como 92123.",
    contactPhone: "Agregue un número de teléfono para este contacto, como (858) 555-0123.",
    submissionId: "A este formulario le falta su número de envío. Vuelva a cargar la página, por favor.",
    formType: "No reconocemos este tipo de formulario.",
    locale: "No pudimos saber en qué idioma está este formulario. Vuelva a cargar la página e inténtelo de nuevo, por favor.",
    attachment: esForms.attachment,
  },
  attachmentKinds: esForms.attachmentKinds,
  phones: esForms.phones,
  fieldLabels: esForms.fieldLabels,
  replyWithin: esForms.replyWithin,
  nextSteps: esForms.nextSteps,
  options: esForms.options,
  acknowledgment: {
    subject: {
      referral: (reference) => `Recibimos su referido (${reference})`,
      consultation: (reference) => `Recibimos su solicitud de consulta (${reference})`,
      callback: (reference) => `Recibimos su solicitud de llamada (${reference})`,
      application: (reference) => `Recibimos su solicitud de empleo (${reference})`,
    },
    reference: "Su número de referencia",
    yourAnswers: "Sobre la llamada",
    whatNext: "Próximos pasos",
    callNow: {
      first: "El cuidado se necesita ahora: llámenos al primer número de abajo en lugar de esperar nuestra llamada. Además, le devolvemos la llamada lo antes posible.",
      open: "Nuestra oficina estaba abierta cuando usted envió su solicitud: en la línea principal le atiende una persona en horario de oficina, y en la línea de emergencias, las 24 horas del día. Dé este número de referencia cuando llame.",
      closed: "Nuestra oficina estaba cerrada cuando usted envió su solicitud; la línea de emergencias atiende las 24 horas del día, y la línea principal, en horario de oficina. Dé este número de referencia cuando llame.",
    },
    privacyNote: "Esta es una confirmación automática. Para proteger su privacidad, no repite sus datos de cuidado ni nada de lo que usted escribió.",
  },
  statusEmail: {
    notices: {
      accept_pending: {
        subject: (reference) => `Necesitamos más información sobre su referido (${reference})`,
        status: "Aceptación pendiente: necesitamos más información",
        lead: "Esperamos aceptar este referido, pero antes necesitamos más información.",
      },
      accepted: {
        subject: (reference) => `Aceptamos su referido (${reference})`,
        status: "Aceptado",
        lead: "Aceptamos este referido. Nos comunicamos con el paciente o la familia para organizar el inicio del cuidado.",
      },
      declined: {
        subject: (reference) => `No podemos aceptar este referido (${reference})`,
        status: "No aceptado",
        lead: "Lo sentimos: no podemos aceptar este referido.",
      },
      scheduled: {
        subject: (reference) => `Su consulta gratuita está programada (${reference})`,
        status: "Consulta programada",
        lead: "Su consulta gratuita de 30 minutos está programada, a la hora que acordamos con usted.",
      },
    },
    status: "Nuevo estado",
    reason: "Motivo",
    reasons: {
      outside_area: "Fuera de nuestra zona de servicio",
      no_caregiver: "No hay un cuidador disponible",
      beyond_non_medical: "Necesita más que cuidado no médico",
      payment: "Forma de pago",
      other: "Otro motivo",
    },
    caller: (name) => `${name}, de nuestro equipo, le llamará.`,
    callerTeam: "Una persona de nuestro equipo le llamará.",
    privacyNote: "Para proteger su privacidad, este correo no repite lo que usted nos envió.",
  },
  answers: {
    origin: "Este formulario solo se puede enviar desde nuestro sitio web.",
    method: "Esta dirección solo recibe formularios.",
    config: "Nuestro servicio de formularios no está funcionando bien en este momento. Por favor, llámenos.",
    mediaType: "No pudimos leer su formulario. Por favor, vuelva a cargar la página e inténtelo de nuevo.",
    rateLimited: "Ha enviado varios formularios en poco tiempo. Por favor, espere un minuto e inténtelo de nuevo, o llámenos.",
    tooLarge: `Su formulario es demasiado grande para enviarlo. Por favor, adjunte un documento de ${ATTACHMENT_MB} MB o menos.`,
    bodyTimeout: "Su formulario tardó demasiado en llegar. Por favor, revise su conexión e inténtelo de nuevo.",
    badJson: "No pudimos leer su formulario. Por favor, vuelva a cargar la página e inténtelo de nuevo.",
    forbidden: "Esta solicitud no está permitida.",
    store: "No pudimos guardar su formulario en este momento. Por favor, inténtelo de nuevo en un momento (no se enviará dos veces) o llámenos.",
    unexpected: "Algo salió mal de nuestro lado. Por favor, inténtelo de nuevo o llámenos.",
    fixFields: "Algunas respuestas necesitan una segunda revisión. Por favor, revise el formulario e inténtelo de nuevo.",
    unknownType: "No pudimos saber qué formulario es este. Por favor, vuelva a cargar la página e inténtelo de nuevo.",
    fallback: "Revise esta respuesta, por favor.",
  },
};
