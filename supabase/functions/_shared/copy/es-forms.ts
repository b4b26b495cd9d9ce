/**
 * The Spanish words the forms show before anything is sent: the document's messages, option labels,
 * phone lines, reply times, next steps. Part of the Spanish intake words (es.ts), in a module of its
 * own so a form's first load carries these and not the e-mails' or the answers' words. Numbers come
 * from agency.ts and limits.ts, never retyped.
 */
import { phones, startCare } from "../agency.ts";
import { ATTACHMENT_MB, describeAttachmentKinds } from "../limits.ts";
import { replyTimesIn, spanishReplyWords } from "../reply-words.ts";
import { listInWords } from "./lists.ts";
import type { FormWords } from "./types.ts";

/** "A, B o C". */
const oList = (items: string[]) => listInWords(items, "o");
const dotted = (exts: string[]) => oList(exts.map((e) => `.${e.toLowerCase()}`));

/** "PDF, Word (.doc o .docx), texto sin formato (.txt) o foto (JPG, PNG o HEIC)": limits.ts's list. */
const attachmentKinds = describeAttachmentKinds(
  {
    pdf: () => "PDF",
    word: (exts) => `Word (${dotted(exts)})`,
    text: (exts) => `texto sin formato (${dotted(exts)})`,
    photo: (exts) => `foto (${oList(exts)})`,
  },
  oList,
);

const replyWithin: FormWords["replyWithin"] = replyTimesIn(spanishReplyWords);

const spanishPhones = {
  main: { ...phones.main, label: "Línea principal" },
  referral: { ...phones.referral, label: "Línea de referidos profesionales", note: "Disponible las 24 horas, todos los días, para referidos urgentes" },
  emergency: { ...phones.emergency, label: "Línea de emergencias", note: "Disponible las 24 horas, todos los días, para emergencias" },
};

export const esForms: FormWords = {
  attachment: {
    type: `Elija un archivo en ${attachmentKinds}.`,
    mismatch: `Este archivo no parece ser del tipo que indica su nombre. Adjunte un archivo en ${attachmentKinds}, por favor.`,
    size: `El documento debe pesar ${ATTACHMENT_MB} MB o menos.`,
    empty: "El documento está vacío. Elija otro archivo, por favor.",
    unreadable: "No pudimos leer el documento. Vuelva a elegirlo, por favor.",
  },
  attachmentKinds,
  phones: spanishPhones,
  fieldLabels: {
    bestTime: "Mejor hora para llamarle",
    neededBy: "Fecha en que se necesita el cuidado",
    relationship: "Quién necesita el cuidado",
    zip: "Código postal",
  },
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
      phone: spanishPhones.main,
      phoneNote: "Si prefiere hablar ahora mismo, llámenos y dé este número de referencia.",
    },
    callback: {
      heading: "Recibimos su solicitud de llamada",
      steps: [
        `Le devolvemos la llamada dentro de ${replyWithin.callback}, en el momento del día que eligió, si nos indicó alguno.`,
        "En la llamada escuchamos lo que necesita y respondemos sus preguntas sobre el cuidado y los costos.",
        "Si el cuidado es lo indicado para usted, lo planeamos juntos, sin contratos a largo plazo.",
      ],
      phone: spanishPhones.main,
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
      memory: "Cuidado de la memoria (apoyo para la demencia y el Alzheimer)",
      transportation: "Transporte",
      housekeeping: "Limpieza ligera del hogar",
      meals: "Preparación de comidas",
      medication: "Recordatorios de medicamentos",
      safety: "Supervisión para su seguridad",
      transition: "Apoyo en la transición después del hospital",
    },
    careTypes: {
      discharge: "Salida del hospital",
      personal: "Cuidado personal",
      memory: "Cuidado de la memoria: apoyo para la demencia y el Alzheimer",
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
      caregiver: "Cuidador o cuidadora con certificación",
      companion: "Acompañante de adultos mayores",
      nurse: "Enfermero o enfermera con licencia",
      coordinator: "Coordinador o coordinadora de cuidado",
      other: "Otro puesto",
    },
    bestTimes: {
      morning: "Por la mañana",
      afternoon: "Por la tarde",
      evening: "Al anochecer",
      any: "A cualquier hora",
    },
    relationships: {
      self: "Es para mí",
      parent: "Mi madre o mi padre",
      spouse: "Mi esposo, esposa o pareja",
      relative: "Otro familiar",
      friend: "Un amigo, amiga o vecino",
      professional: "Un cliente mío (soy profesional)",
    },
  },
};
