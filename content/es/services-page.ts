import type { Copy } from "../copy";
import type { servicesPage as en } from "../services-page";

export const servicesPage: Copy<typeof en> = {
  /** schema.org serviceType of every service (JSON-LD). */
  serviceType: "Cuidado no médico en el hogar",
  meta: {
    title: "Nuestros servicios",
    description:
      "Cuidado personal, compañía, cuidado de relevo, cuidado de transición y visitas de bienestar, con cuidadores de confianza en San Diego.",
  },
  hero: {
    heading: "Nuestros servicios",
    text: "Cuidado no médico en el hogar que se adapta a la vida de su ser querido, desde unas horas a la semana hasta apoyo las 24 horas.",
  },
  list: { heading: "Cuidado para cada etapa", intro: "Todos los servicios se pueden combinar y ajustar a medida que cambian las necesidades." },
  approach: {
    heading: "Nuestro enfoque de los tres círculos de cuidado",
    text: "Cada plan de cuidado atiende el bienestar físico, la conexión emocional y el apoyo de la comunidad, porque una buena vida necesita los tres.",
    centre: "Cuidado integral",
  },
  features: { heading: "Con lo que puede contar" },
  testimonials: { heading: "Las familias confían en VitalHealth" },
  closing: {
    heading: "¿Quiere encontrar al cuidador indicado?",
    text: "Cuéntenos sobre su ser querido y le asignaremos un cuidador que se adapte a sus necesidades y a su personalidad.",
    brochure: "Descargue nuestro folleto de cuidado",
    brochureNote: "PDF",
  },
};
