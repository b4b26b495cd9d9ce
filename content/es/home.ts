import type { Copy } from "../copy";
import type { home as en } from "../home";

export const home: Copy<typeof en> = {
  meta: {
    title: "Cuidado no médico en el hogar en San Diego",
    description:
      "Cuidado no médico en el hogar, con cariño y respeto, en San Diego. Reserve una consulta virtual gratuita de 30 minutos o llámenos hoy mismo.",
  },
  hero: {
    eyebrow: "Agencia de cuidado en el hogar en San Diego, con licencia, afianzada y asegurada",
    heading: "Cuidamos a la persona en su totalidad, en su propio hogar",
    text: "VitalHealth ayuda a los adultos mayores a vivir en casa seguros y felices, con cuidadores que atienden el cuerpo, el corazón y los lazos que hacen que la vida sea plena.",
    price: ({ hourly, minimumVisitHours }) => `Desde ${hourly} la hora · visitas de ${minimumVisitHours} horas · sin contrato a largo plazo`,
  },
  servicesTeaser: {
    heading: "Cómo podemos ayudarle",
    intro: "Cuidado no médico y flexible, pensado para el día a día de su ser querido.",
  },
  testimonials: {
    heading: "Lo que dicen las familias",
  },
};
