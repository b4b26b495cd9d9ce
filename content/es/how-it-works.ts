import type { Copy } from "../copy";
import type { howItWorks as en } from "../how-it-works";

/** The four steps from the first call to care at home (Home and Services show them). */
export const howItWorks: Copy<typeof en> = {
  heading: "Cómo funciona",
  intro: "Cuatro pasos desde su primera llamada hasta el cuidado en casa. No le cobramos nada hasta que usted decida empezar el cuidado.",
  steps: [
    {
      title: "Consulta gratuita",
      description: "Una videollamada con nuestro equipo de cuidado. Usted nos cuenta sobre su ser querido; nosotros respondemos sus preguntas y le explicamos los costos y sus opciones.",
    },
    {
      title: "Evaluación en el hogar y plan de cuidado",
      description: "Un coordinador de cuidado visita a su ser querido en casa, revisa sus rutinas y la seguridad del hogar, y prepara por escrito un plan de cuidado con usted y su familia.",
    },
    {
      title: "Selección del cuidador y primer encuentro",
      description: "Elegimos a un cuidador registrado y con verificación de antecedentes que encaje con el plan, la personalidad y el idioma de su ser querido, y usted lo conoce antes de empezar el cuidado.",
    },
    {
      title: "Empieza el cuidado, con seguimiento regular",
      description: "Su cuidador sigue el plan de cuidado. Nos comunicamos con usted después de las primeras visitas y luego con regularidad, y actualizamos el plan cuando cambian las necesidades.",
    },
  ],
};
