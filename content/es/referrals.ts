import type { Copy } from "../copy";
import { policies } from "../policies";
import type { referrals as en } from "../referrals";

const { fastestHours, usualHours } = policies.startCare;

export const referrals: Copy<typeof en> = {
  meta: {
    title: "Referir a un paciente",
    description:
      "Para planificadores de altas, trabajadores sociales y médicos: refiera a un paciente al cuidado no médico en el hogar de VitalHealth en San Diego.",
  },
  hero: {
    heading: "Refiera con confianza",
    text: "Referir a un paciente con nosotros es muy sencillo. Envíenos sus datos: nuestro equipo de admisión responde con rapidez y organiza un cuidado no médico en el hogar, humano y compasivo, para que su paciente regrese a casa con el apoyo que necesita.",
    badgesLabel: "Nuestras credenciales",
    badges: ["Con licencia y afianzada", "Respuesta rápida", "Cumplimos con HIPAA"],
    submit: "Envíe un referido ahora",
  },
  partners: {
    heading: "Socios de confianza en referidos",
    items: [
      { icon: "hospital", title: "Hospitales y planificadores de altas", description: `Altas seguras, con un cuidador listo en casa, a menudo en un plazo de ${fastestHours} horas.` },
      { icon: "handshake", title: "Trabajadores sociales", description: "Un aliado confiable para los clientes que necesitan ayuda para seguir viviendo en casa con seguridad." },
      { icon: "activity", title: "Enfermería especializada y rehabilitación", description: "Continuidad en el cuidado cuando los pacientes pasan del centro de enfermería o rehabilitación a su casa." },
      { icon: "stethoscope", title: "Médicos y aliados de la comunidad", description: "Apoyo que ayuda a los pacientes a seguir su plan de cuidado y a evitar un reingreso al hospital." },
    ],
  },
  whyRefer: {
    heading: "Por qué referir a sus pacientes a VitalHealth",
    items: [
      { icon: "timer", title: "Admisión y respuesta rápidas", description: `Confirmamos cada referido sin demora y muchas veces podemos empezar el cuidado en un plazo de ${fastestHours} a ${usualHours} horas.` },
      { icon: "trending-up", title: "Experiencia comprobada", description: "Familias y profesionales de todo el condado de San Diego confían en nuestros cuidadores." },
      { icon: "mail", title: "Comunicación profesional", description: "Le informamos con claridad a usted y a la familia en cada paso, por el medio que usted prefiera." },
      { icon: "circle-check", title: "Nosotros coordinamos", description: "Nos encargamos de los horarios, de elegir al cuidador y del seguimiento, para que usted pueda concentrarse en sus pacientes." },
    ],
  },
  form: {
    heading: "Enviar un referido",
    title: "Formulario de referido para profesionales",
    confidentiality: "Toda la información se mantiene confidencial y se maneja conforme a HIPAA.",
    mailAlternative: "¿Prefiere el correo electrónico? Envíe los datos a",
    mailWarning:
      "El correo electrónico común no es un lugar seguro para datos de salud. En un correo, indique solo su nombre, su organización y cómo contactarle; le llamaremos para lo demás, o use el formulario de arriba.",
  },
  closing: {
    heading: "¿Es un referido urgente?",
    text: "Llame a nuestra línea de referidos para profesionales. Atendemos las 24 horas del día, los 7 días de la semana.",
  },
  patientZip: {
    served: "Dentro de nuestra zona de servicio: {zip} ({town}).",
    outside: "El código postal {zip} está fuera del área que cubren hoy nuestros cuidadores.",
    outsideNext: "Aun así, puede enviar este referido: nuestro equipo de admisiones le llamará para hablar del caso.",
  },
  keeps: "Su nombre, organización, teléfono y correo electrónico se conservan; los datos del paciente empiezan en blanco.",
};
