/**
 * The intake's words in Spanish (Latin American, `usted`), with the terms of content/glossary.ts:
 * referido, planificador de altas, cuidador o cuidadora, consulta gratuita, código postal, correo
 * electrónico. Numbers come from agency.ts, limits.ts and calendar.ts, never retyped.
 */
import { phones, startCare } from "../agency.ts";
import { MAX_START_DAYS } from "../calendar.ts";
import { ATTACHMENT_MB } from "../limits.ts";
import type { IntakeCopy } from "./types.ts";

const attachmentKinds = "PDF, Word (.doc o .docx) o texto sin formato (.txt)";

const replyWithin = {
  referral: "2 horas hábiles",
  consultation: "24 horas",
  application: "2 a 3 días hábiles",
};

const spanishPhones = {
  main: { ...phones.main, label: "Línea principal" },
  call: { ...phones.call, label: "Llámenos" },
  referral: { ...phones.referral, label: "Línea de referidos profesionales", note: "Disponible las 24 horas, todos los días, para referidos urgentes" },
  emergency: { ...phones.emergency, label: "Línea de emergencias", note: "Disponible las 24 horas, todos los días, para emergencias" },
};

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
    zip: "Escriba un código postal de 5 dígitos, como 92123.",
    contactPhone: "Agregue un número de teléfono para este contacto, como (858) 555-0123.",
    submissionId: "A este formulario le falta su número de envío. Vuelva a cargar la página, por favor.",
    formType: "No reconocemos este tipo de formulario.",
    locale: "No pudimos saber en qué idioma está este formulario. Vuelva a cargar la página e inténtelo de nuevo, por favor.",
    attachment: {
      type: `Elija un documento en ${attachmentKinds}.`,
      mismatch: "Este documento no parece ser del tipo que indica su nombre. Adjunte un archivo PDF, Word o de texto, por favor.",
      size: `El documento debe pesar ${ATTACHMENT_MB} MB o menos.`,
      empty: "El documento está vacío. Elija otro archivo, por favor.",
      unreadable: "No pudimos leer el documento. Vuelva a elegirlo, por favor.",
    },
  },
  attachmentKinds,
  phones: spanishPhones,
  replyWithin,
  nextSteps: {
    referral: {
      heading: "Recibimos su referido",
      steps: [
        `Nuestro coordinador de admisiones lo revisa y se comunica con usted dentro de ${replyWithin.referral} para confirmarlo.`,
        "Nos comunicamos con el paciente o su familia para programar una evaluación gratuita en el hogar.",
        `Con frecuencia, el cuidado puede empezar en ${startCare.fastestHours} a ${startCare.usualHours} horas, y le avisamos de cada avance hasta que empiece.`,
      ],
      phone: spanishPhones.referral,
      phoneNote: "Si se trata de un alta hospitalaria urgente, llame a nuestra línea de referidos, que atiende las 24 horas del día, los 7 días de la semana, y dé este número de referencia.",
    },
    consultation: {
      heading: "Recibimos su solicitud",
      steps: [
        `Nos comunicamos con usted dentro de ${replyWithin.consultation} para programar su consulta gratuita de 30 minutos.`,
        "En la llamada escuchamos lo que necesita y respondemos sus preguntas sobre el cuidado y los costos.",
        "Si el cuidado es lo indicado para usted, lo planeamos juntos, sin contratos a largo plazo.",
      ],
      phone: spanishPhones.call,
      phoneNote: "Si prefiere hablar ahora mismo, llámenos y dé este número de referencia.",
    },
    application: {
      heading: "Recibimos su solicitud de empleo",
      steps: [
        `Una persona de nuestro equipo la lee y le responde dentro de ${replyWithin.application}.`,
        "Si el puesto es para usted, coordinamos una llamada breve sobre el trabajo y su horario.",
      ],
      phone: spanishPhones.main,
      phoneNote: "¿Tiene preguntas sobre su solicitud? Llámenos y dé este número de referencia.",
    },
  },
  options: {
    careNeeds: {
      companionship: "Compañía",
      respite: "Cuidado de relevo",
      adl: "Apoyo con las actividades de la vida diaria",
      transportation: "Transporte",
      housekeeping: "Limpieza ligera del hogar",
      meals: "Preparación de comidas",
      medication: "Recordatorios de medicamentos",
      safety: "Supervisión para su seguridad",
      transition: "Apoyo en la transición después del hospital",
    },
    careTypes: {
      personal: "Cuidado personal",
      companionship: "Compañía",
      respite: "Cuidado de relevo",
      transitional: "Cuidado de transición",
      wellness: "Visitas de bienestar",
      unsure: "Todavía no lo sé",
    },
    urgencies: {
      immediate: "De inmediato",
      week: "Dentro de una semana",
      month: "Dentro de un mes",
      planning: "Solo estoy planeando con tiempo",
    },
    referralUrgencies: {
      today: "Hoy",
      "48h": "Dentro de 48 horas",
      week: "Esta semana",
      planning: "Planeando con anticipación",
    },
    payers: {
      private: "Pago privado",
      "ltc-insurance": "Seguro de cuidado a largo plazo",
      va: "Beneficios de la VA (Asuntos de Veteranos)",
      "medi-cal": "Medi-Cal",
      unsure: "No lo sé",
    },
    positions: {
      caregiver: "Cuidador o cuidadora certificada",
      companion: "Especialista en compañía",
      nurse: "Enfermero o enfermera con licencia",
      coordinator: "Coordinador o coordinadora de cuidado",
      other: "Otro puesto",
    },
  },
  acknowledgment: {
    subject: {
      referral: (reference) => `Recibimos su referido (${reference})`,
      consultation: (reference) => `Recibimos su solicitud de consulta (${reference})`,
      application: (reference) => `Recibimos su solicitud de empleo (${reference})`,
    },
    reference: "Su número de referencia",
    whatNext: "Próximos pasos",
    privacyNote: "Esta es una confirmación automática. Para proteger su privacidad, no repite lo que usted nos envió.",
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
