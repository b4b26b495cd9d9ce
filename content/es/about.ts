import type { Copy } from "../copy";
import type { about as en } from "../about";

export const about: Copy<typeof en> = {
  meta: {
    title: "Quiénes somos",
    description:
      "Conozca VitalHealth: una agencia de cuidado en el hogar de San Diego basada en la compasión, el cuidado integral y la excelencia en cada visita.",
  },
  hero: {
    heading: "Acerca de VitalHealth",
    text: "Fundamos VitalHealth porque creemos que envejecer nunca debería significar perder la independencia, la dignidad ni la alegría. Nuestros cuidadores llegan a cada hogar que visitamos con preparación y calidez.",
  },
  mission: {
    heading: "Nuestra misión",
    text: "Ayudar a cada persona que atendemos a vivir en casa con dignidad, comodidad y alegría, y dar a su familia la tranquilidad de saber que hay alguien de confianza a su lado.",
  },
  philosophy: {
    heading: "Nuestra filosofía",
    paragraphs: [
      "Vemos a cada cliente como una persona completa, no como una lista de tareas. La comodidad física, el bienestar emocional y el sentido de pertenencia: todo importa, y por eso nuestros planes de cuidado incluyen los tres.",
      "Cada plan empieza con una conversación. Conocemos las rutinas, la historia y los gustos de su ser querido, y luego elegimos al cuidador indicado para él o para ella. Cuando sus necesidades cambian, el plan también cambia.",
    ],
  },
  values: {
    heading: "Nuestros valores fundamentales",
    items: [
      { icon: "heart", title: "La compasión, ante todo", description: "Tratamos a cada cliente como quisiéramos que trataran a nuestros propios padres: con amabilidad, paciencia y respeto." },
      { icon: "sprout", title: "Un enfoque holístico", description: "Cuerpo, mente y comunidad. Cuidamos a la persona en su totalidad y a la familia que la rodea." },
      { icon: "award", title: "Excelencia, siempre", description: "Cuidadores capacitados y evaluados, una supervisión atenta y una comunicación clara, en cada visita." },
    ],
  },
  cta: {
    heading: "Hablemos de lo que necesita su familia",
    text: "Reserve una consulta virtual gratuita de 30 minutos con nuestro equipo de cuidado.",
  },
};
