import { replyWithin } from "@/supabase/functions/_shared/copy/es-reply.ts";
import type { Copy } from "../copy";
import type { contact as en } from "../contact";

/** How soon we answer a consultation request, in the words the form and the acknowledgment use. */
const replyTime = replyWithin.consultation;

export const contact: Copy<typeof en> = {
  meta: {
    title: "Comuníquese con nosotros",
    description:
      `Llame, escriba un correo electrónico o visite a VitalHealth en San Diego. Solicite una consulta gratuita y le responderemos en un plazo de ${replyTime}.`,
  },
  hero: {
    heading: "Comuníquese con nosotros",
    text: `Estamos aquí para ayudarle. Llámenos, envíenos un mensaje o solicite una consulta gratuita, y nos comunicaremos con usted en un plazo de ${replyTime}.`,
    faq: "Lea las respuestas a las preguntas frecuentes",
  },
  details: {
    heading: "Datos de contacto",
    phone: "Teléfono",
    email: "Correo electrónico",
    emailNote: "Respondemos los correos electrónicos en un plazo de 24 horas.",
    office: "Oficina",
    hours: "Horario de atención",
  },
  form: {
    heading: "Solicite una consulta gratuita",
    intro: `Cuéntenos un poco sobre lo que necesita. Nos comunicaremos con usted en un plazo de ${replyTime} para programar su consulta gratuita.`,
  },
  location: {
    heading: "Dónde estamos",
    serviceArea: "Zona de servicio",
    directions: "Cómo llegar",
    googleMaps: "Google Maps",
    appleMaps: "Apple Maps",
    mapsNote: "Se abre en su aplicación de mapas",
    checkZip: "Verifique su código postal",
  },
  cta: {
    heading: "¿Prefiere hablar con alguien?",
    text: "Llámenos ahora o reserve una consulta virtual gratuita de 30 minutos, a la hora que mejor le convenga.",
  },
  callNow: {
    open: "¿Necesita el cuidado ahora mismo? Llámenos también ahora: la oficina está abierta y le atiende una persona.",
    closed: "¿Necesita el cuidado ahora mismo? Nuestra oficina está cerrada en este momento; llame a nuestra línea que atiende las 24 horas.",
    emergency: "Si alguien está herido o en peligro, llame al 911.",
    confirmation: {
      first: "El cuidado se necesita ahora: llámenos al número de abajo en lugar de esperar nuestra llamada. Además, le devolvemos la llamada lo antes posible.",
      open: "La oficina está abierta y en esta línea le atiende una persona ahora.",
      closed: "Nuestra oficina está cerrada en este momento, pero esta línea atiende las 24 horas del día.",
      giveReference: "Dé este número de referencia cuando llame.",
    },
  },
};
