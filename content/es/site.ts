import type { Copy } from "../copy";
import type { siteCopy as en } from "../site";

export const siteCopy: Copy<typeof en> = {
  tagline: "Cuidado no médico en el hogar, con cariño, en San Diego",
  description:
    "Cuidado no médico en el hogar en San Diego, de una agencia con licencia, afianzada y asegurada: cuidado personal, cuidado para la demencia, compañía, cuidado de relevo, cuidado de transición y visitas de bienestar.",
  serviceArea: {
    name: "Condado de San Diego",
    description:
      "Atendemos a familias en todo el condado de San Diego, incluidos Kearny Mesa, Clairemont, Mission Valley, La Mesa, El Cajon, Poway, Chula Vista, La Jolla y Escondido.",
  },
  hours: [
    { days: "Lunes a viernes", hours: "8:00 a. m. – 6:00 p. m." },
    { days: "Sábado", hours: "9:00 a. m. – 4:00 p. m." },
    { days: "Domingo", hours: "Solo llamadas de emergencia" },
  ],
  bookingLabel: "Consulta virtual gratuita de 30 minutos",
  referralMailSubject: "Nuevo referido",
  brochure: { path: "/es/vitalhealth-folleto-de-cuidado.pdf" },
};
