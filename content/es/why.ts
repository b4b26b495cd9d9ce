import type { Copy } from "../copy";
import type { why as en } from "../why";

export const why: Copy<typeof en> = {
  meta: {
    title: "Por qué VitalHealth",
    description:
      "Lo que distingue a VitalHealth: cuidado integral, planes personalizados, cuidadores con licencia y una filosofía centrada en el cliente.",
  },
  hero: {
    heading: "Por qué las familias eligen VitalHealth",
    text: "Elegir el cuidado en el hogar es una decisión importante. Le contamos qué hace diferente nuestro cuidado y por qué las familias nos confían a las personas que más quieren.",
  },
  apart: {
    heading: "Lo que nos distingue",
    items: [
      { icon: "sparkles", title: "Cuidado integral de la persona", description: "Atendemos a la vez las necesidades físicas, el bienestar emocional y los lazos con la comunidad, no cada cosa por separado." },
      { icon: "clipboard-list", title: "Planes de cuidado personalizados", description: "El plan de su ser querido se basa en sus rutinas, sus preferencias y sus metas, y se actualiza a medida que cambia su vida." },
      { icon: "badge-check", title: "Cuidadores con licencia y vocación", description: "Cuidadores con verificación de antecedentes, capacitados y supervisados, que eligieron este trabajo porque les encanta." },
      { icon: "heart-handshake", title: "Una filosofía centrada en el cliente", description: "Su ser querido marca el camino. Primero escuchamos, respetamos sus decisiones y protegemos su independencia." },
    ],
  },
  testimonials: { heading: "En palabras de las familias" },
  cta: {
    heading: "Descubra la diferencia",
    text: "Programe una consulta gratuita o, si es profesional de la salud, envíenos un referido.",
    referral: "Envíe un referido",
  },
};
