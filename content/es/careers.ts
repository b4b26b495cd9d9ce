import { esForms } from "@/supabase/functions/_shared/copy/es-forms.ts";
import { replyWithin } from "@/supabase/functions/_shared/copy/es-reply.ts";
import type { Position as PositionCode } from "@/supabase/functions/_shared/form-options.ts";
import type { Copy } from "../copy";
import { careers as en } from "../careers";

/** How soon we answer an application, in the words the form and the acknowledgment use. */
const replyTime = replyWithin.application;
/** Each position's name, as the application form lists it. */
const { positions } = esForms.options;

/** A position's codes and dates, as in English, found by its code (never by its place in the list): only its words are said here. */
const codesOf = (code: PositionCode) => {
  const position = en.positions.items.find((p) => p.value === code);
  if (!position) throw new Error(`content/careers.ts has no position "${code}".`);
  const { value, employmentType, datePosted, validThrough } = position;
  return { value, employmentType, datePosted, validThrough };
};

// OWNER TO CONFIRM (as in English): what each role asks of an applicant, and the hiring steps and their times below.
const requirement = {
  homeCareAide: "Registro como Asistente de Cuidado en el Hogar (Home Care Aide) de California, o disposición para registrarse (le guiamos paso a paso)",
  backgroundCheck: "Verificación de antecedentes (huellas digitales por Live Scan)",
  tbTest: "Prueba de tuberculosis (TB) que muestre que no tiene tuberculosis activa",
  driving: "Licencia de manejar vigente, auto propio y seguro, para las visitas y los mandados con los clientes",
};

/** The "Other" position, which the intro names. */
const other = positions.other;

export const careers: Copy<typeof en> = {
  meta: {
    title: "Únase a nuestro equipo",
    description:
      "Empleos de cuidador y de coordinador de cuidado en San Diego. Un trabajo con sentido, un equipo que apoya, horarios flexibles y beneficios reales.",
  },
  hero: {
    heading: "Únase a nuestro equipo",
    text: "Haga un trabajo que importa. Ayude a los adultos mayores de San Diego a vivir seguros y felices en casa, con un equipo que está a su lado.",
    viewPositions: "Ver puestos disponibles",
  },
  spark: {
    heading: "Marque la diferencia",
    paragraphs: [
      "Nuestros cuidadores son el corazón de VitalHealth. En cada turno, usted lleva consuelo, amistad y dignidad a alguien que lo necesita, y ve la diferencia que hace.",
      "Ya sea que tenga experiencia como cuidador o que esté empezando en este campo, le capacitamos, le apoyamos y le ayudamos a crecer.",
    ],
  },
  benefits: {
    heading: "¿Por qué trabajar con VitalHealth?",
    items: [
      { icon: "heart", title: "Un trabajo con sentido", description: "Forme relaciones de verdad y haga que cada día sea mejor para alguien." },
      { icon: "users", title: "Un equipo que apoya", description: "Coordinadores de cuidado a quienes puede llamar en cualquier momento, y compañeros que se ayudan entre sí." },
      { icon: "graduation-cap", title: "Crecimiento profesional", description: "Capacitación pagada, apoyo para obtener certificaciones y oportunidades para pasar a puestos de coordinación." },
      { icon: "calendar-clock", title: "Horarios flexibles", description: "Elija turnos que se ajusten a su vida: de día, de tarde, fines de semana o viviendo en casa del cliente." },
      { icon: "shield-plus", title: "Beneficios completos", description: "Sueldo competitivo, beneficios de salud para el personal que cumpla los requisitos, tiempo libre pagado y reembolso de millas." },
    ],
  },
  positions: {
    heading: "Puestos disponibles",
    intro: `Elija un puesto para comenzar su solicitud. ¿No sabe cuál es el indicado para usted? Elija “${other}” y cuéntenos sobre usted.`,
    apply: "Postularse",
    applyFor: (title: string) => `Postularse para ${title}`,
    pay: "Sueldo",
    payPer: { HOUR: "por hora", YEAR: "al año" },
    payVaries: "según el puesto",
    requirements: "Lo que necesita",
    items: [
      { ...codesOf("caregiver"), title: positions.caregiver, summary: "Brinde cuidado personal y compañía a clientes en sus hogares, en todo el condado de San Diego.", schedule: "Tiempo completo o medio tiempo; de día, de tarde y fines de semana",
        requirements: [requirement.homeCareAide, requirement.backgroundCheck, requirement.tbTest, requirement.driving] },
      { ...codesOf("companion"), title: positions.companion, summary: "Ofrezca amistad, conversación, salidas y ayuda con los mandados a adultos mayores que viven en casa.", schedule: "Medio tiempo, horario flexible",
        requirements: [requirement.homeCareAide, requirement.backgroundCheck, requirement.tbTest, requirement.driving] },
      { ...codesOf("nurse"), title: positions.nurse, summary: "Dirija las evaluaciones de los clientes, redacte los planes de cuidado y guíe a nuestro equipo de cuidadores (se requiere licencia de enfermería RN o LVN).", schedule: "Tiempo completo, de lunes a viernes",
        requirements: ["Licencia vigente de enfermería RN o LVN de California", requirement.backgroundCheck, requirement.tbTest, "Licencia de manejar vigente y carro, para visitar a los clientes y hacer las evaluaciones"] },
      { ...codesOf("coordinator"), title: positions.coordinator, summary: "Asigne cuidadores a los clientes, organice los horarios y sea la voz amable con la que las familias siempre pueden contar.", schedule: "Tiempo completo, en nuestra oficina de Kearny Mesa",
        requirements: ["Experiencia en programar servicios de cuidado o en atención al cliente por teléfono", requirement.backgroundCheck] },
      { ...codesOf("other"), title: other, summary: "¿No encuentra su puesto? Siempre nos alegra saber de personas a quienes les gusta cuidar a los demás. Cuéntenos cómo le gustaría ayudar.", schedule: "Variable",
        requirements: ["Verificación de antecedentes y prueba de tuberculosis para cualquier puesto que implique visitar a clientes"] },
    ],
  },
  afterApply: {
    heading: "Qué pasa después de postularse",
    steps: [
      { title: "Leemos su solicitud", time: `En un plazo de ${replyTime}`, text: "Cada solicitud la lee una persona real, que le llama o le escribe por correo electrónico con una respuesta." },
      { title: "Una breve llamada telefónica", time: "Unos 15 minutos", text: "Hablamos del puesto, de las horas que desea trabajar y de las zonas del condado a las que puede llegar." },
      { title: "Una entrevista", time: "Unos 45 minutos, en nuestra oficina de Kearny Mesa o por video", text: "Conozca al equipo de cuidado, haga sus preguntas y vea cómo asignamos cuidadores a los clientes." },
      { title: "Verificación de antecedentes, prueba de tuberculosis y registro", time: "Por lo general, de 1 a 2 semanas", text: "Huellas digitales por Live Scan, una prueba de tuberculosis y su registro como Asistente de Cuidado en el Hogar (Home Care Aide), si todavía no lo tiene. Le ayudamos en cada paso." },
      { title: "Orientación y capacitación pagadas", time: "De 1 a 2 días", text: "Nuestra forma de trabajar, el plan de cuidado de su primer cliente y un turno junto a un cuidador con experiencia." },
      { title: "Su primera visita", time: "A menudo, menos de 3 semanas después de postularse", text: "Su coordinador le presenta a su cliente y después se comunica con usted para ver cómo le fue." },
    ],
  },
  application: {
    heading: "Postúlese ahora",
    intro: `Toma unos cinco minutos. Revisamos cada solicitud y respondemos en un plazo de ${replyTime}.`,
  },
  closing: {
    heading: "¿Quiere marcar la diferencia?",
    text: "Comience su solicitud hoy mismo. Nos encantaría conocerle.",
    apply: "Postúlese ahora",
  },
};
