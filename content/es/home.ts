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
    book: "Reserve una consulta virtual",
    callPrefix: "Llame al",
  },
  circles: {
    heading: "Tres círculos de cuidado integral",
    intro: "Un buen cuidado es mucho más que ayudar con las tareas. Cuidamos cada aspecto del bienestar de la persona.",
  },
  servicesTeaser: {
    heading: "Cómo podemos ayudarle",
    intro: "Cuidado no médico y flexible, pensado para el día a día de su ser querido.",
    viewAll: "Ver todos los servicios",
  },
  testimonials: {
    heading: "Lo que dicen las familias",
    intro: "Palabras reales de las familias a las que tenemos el honor de servir.",
  },
  mission: {
    heading: "Nuestra misión",
    text: "Ayudar a cada persona que atendemos a vivir en casa con dignidad, comodidad y alegría, y dar a su familia la tranquilidad de saber que hay alguien de confianza a su lado.",
  },
  cta: {
    heading: "¿No sabe por dónde empezar?",
    text: "El primer paso más fácil es una videollamada gratuita de 30 minutos con nuestro equipo de cuidado. Le escuchamos, respondemos sus preguntas y le explicamos sus opciones, sin ningún compromiso.",
    book: "Reserve una consulta virtual",
  },
};
