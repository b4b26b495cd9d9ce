import { formatUsd } from "@/lib/money";
import { intakeCopy } from "@/supabase/functions/_shared/copy/index.ts";
import type { Copy } from "../copy";
import type { faq as en } from "../faq";
import { policies } from "../policies";
import { site } from "../site";
import { officialSources, verifyHref } from "../verify";

const { rates } = site;
const { startCare } = policies;

/** The live-in price's unit ("day") in words. */
const livePer = { day: "al día" } satisfies Record<typeof rates.liveIn.per, string>;
const { phones } = intakeCopy.es;

/** The /es/faq page. Every answer reads its facts from content/site.ts, content/policies.ts or an official source, as in English. */
export const faq: Copy<typeof en> = {
  meta: {
    title: "Preguntas frecuentes",
    description:
      "Respuestas para familias y profesionales que refieren: costos y mínimo de horas, Medicare, qué tan pronto empieza el cuidado, cuidadores, cancelaciones, área de servicio y referidos.",
  },
  hero: {
    heading: "Preguntas frecuentes",
    text: "Respuestas claras a las preguntas que más nos hacen las familias y los profesionales de la salud. Elija una pregunta para leer la respuesta.",
  },
  groups: [
    {
      heading: "Costos y cómo pagar el cuidado",
      items: [
        {
          id: "cost",
          question: "¿Cuánto cuesta el cuidado en el hogar? ¿Hay un mínimo de horas?",
          answer: [
            `Nuestra tarifa es de ${formatUsd(rates.hourly)} por hora, y cada visita es de al menos ${rates.minimumVisitHours} horas. Los fines de semana y días festivos, la tarifa es de ${formatUsd(rates.weekendHolidayHourly)} por hora. Un turno de noche de ${rates.overnight.hours} horas cuesta ${formatUsd(rates.overnight.price)}, y el cuidado con un cuidador que vive en casa cuesta ${formatUsd(rates.liveIn.price)} ${livePer[rates.liveIn.per]}.`,
            "La consulta no tiene ningún costo, y antes de empezar le damos por escrito el costo de su plan de cuidado.",
          ],
          link: { label: "Costos, calculadora de costos y quién paga", href: "/costs" },
        },
        {
          id: "medicare",
          question: "¿Medicare paga el cuidado en el hogar?",
          answer: [
            "No paga el tipo de cuidado que nosotros ofrecemos. Medicare no cubre la ayuda con las tareas de la casa ni el cuidado personal (por ejemplo, para bañarse, vestirse o comer) cuando es el único cuidado que la persona necesita. Su beneficio de salud en el hogar (home health) cubre cuidado especializado de tiempo parcial, como enfermería o terapia, cuando un médico lo ordena para alguien que no puede salir de casa. Ese cuidado lo brinda una agencia de salud en el hogar certificada por Medicare.",
            "Las familias pagan el cuidado no médico por su cuenta o con un seguro de cuidado a largo plazo. Algunos veteranos y cónyuges sobrevivientes reciben ayuda del beneficio Aid and Attendance de la VA (Asuntos de Veteranos). Nuestra página de costos explica cada opción.",
          ],
          link: {
            // The source keeps its own title and year (an English page of Medicare.gov); only "Source:" is said in Spanish.
            label: officialSources.medicareHomeHealth.label.replace(/^Source:/, "Fuente:"),
            href: officialSources.medicareHomeHealth.href,
          },
        },
      ],
    },
    {
      heading: "Cómo empezar",
      items: [
        {
          id: "consultation",
          question: "¿Qué es la consulta gratuita?",
          answer: [
            "La consulta virtual gratuita de 30 minutos es una videollamada con nuestro equipo de cuidado. Escuchamos lo que necesita su ser querido, respondemos sus preguntas, le explicamos los costos y le sugerimos un plan de cuidado. No tiene ningún compromiso.",
            `Reserve un horario en línea o llámenos al ${site.phones.main.display}.`,
          ],
        },
        {
          id: "non-medical",
          question: "¿Qué significa cuidado no médico?",
          answer: [
            "Es ayuda con la vida diaria, no tratamiento médico. Nuestros cuidadores ayudan a bañarse, vestirse y arreglarse, las comidas, la limpieza ligera de la casa, los mandados y las idas a las citas. También le recuerdan a su ser querido que tome sus medicamentos y le hacen buena compañía.",
            "No ponen inyecciones, no curan heridas ni hacen otras tareas de enfermería. Si su ser querido las necesita, trabajamos junto con su médico o con su agencia de salud en el hogar (home health).",
          ],
        },
        {
          id: "start",
          question: "¿Qué tan pronto puede empezar el cuidado?",
          answer: [
            `Cuando el cuidado se necesita pronto, por ejemplo después de una hospitalización, muchas veces podemos empezar en un plazo de ${startCare.fastestHours} a ${startCare.usualHours} horas: visitamos a su ser querido en casa el mismo día o al día siguiente para preparar el plan de cuidado, y luego le presentamos a su cuidador. Si está planeando con tiempo, acordamos con usted la fecha de inicio en la consulta gratuita.`,
            "Si alguien va a regresar a casa del hospital, díganos la fecha del alta y organizamos todo en torno a ella. Si no podemos empezar tan pronto como lo necesita, le decimos con honestidad cuándo podemos hacerlo.",
          ],
        },
        {
          id: "cancel",
          question: "¿Puedo cancelar una visita o terminar el cuidado?",
          answer: [
            `Sí. Para cancelar o cambiar una visita, avísenos con al menos ${policies.cancelVisitNoticeHours} horas de anticipación y no le cobramos nada. Si avisa con menos tiempo, es posible que se cobre la visita como estaba programada, a menos que su ser querido esté en el hospital o haya otra emergencia.`,
            `No hay contrato a largo plazo. Para terminar el cuidado por completo, avísenos con ${policies.endServiceNoticeDays} días de anticipación.`,
          ],
        },
      ],
    },
    {
      heading: "Cuidadores y confianza",
      items: [
        {
          id: "same-caregiver",
          question: "¿Tendremos siempre el mismo cuidador?",
          answer: [
            "Ese es nuestro objetivo. Asignamos un cuidador principal a su ser querido y lo mantenemos en su horario. Cuando el cuidado abarca muchos días, o todo el día y la noche, lo comparte un equipo pequeño, y usted conoce antes a cada integrante.",
            "Si un cuidador no es el adecuado, díganos y le buscamos otro.",
          ],
        },
        {
          id: "sick-cover",
          question: "¿Qué pasa si nuestro cuidador se enferma o sale de vacaciones?",
          answer: [
            "Le llamamos en cuanto lo sabemos y enviamos un cuidador de reemplazo que ya leyó el plan de cuidado; siempre que podemos, alguien a quien su ser querido ya conoce. Si no podemos cubrir una visita, se lo decimos de inmediato.",
          ],
        },
        {
          id: "spanish",
          question: "¿Tienen cuidadores que hablen español?",
          answer: [
            "Sí. Si su ser querido se siente más cómodo en español o en otro idioma, díganoslo en la consulta y, siempre que podamos, le asignamos un cuidador que lo hable.",
          ],
        },
        {
          id: "screening",
          question: "¿Cómo seleccionan a sus cuidadores?",
          answer: [
            "Cada uno de nuestros cuidadores está inscrito en el registro de Asistentes de Cuidado en el Hogar de California (Home Care Aide Registry), lo que significa que pasó la verificación de antecedentes del estado con huellas digitales. Además, revisamos sus referencias laborales, nos aseguramos de que tengan su prueba de tuberculosis, los capacitamos antes de su primera visita y cada año, y supervisamos su trabajo.",
            "Usted también puede buscar por su cuenta a cualquiera de nuestros cuidadores en el registro del estado.",
          ],
          link: { label: "Cómo verificar a un cuidador", href: verifyHref },
        },
        {
          id: "licensed",
          question: "¿Su agencia tiene licencia y está afianzada y asegurada?",
          answer: [
            `Sí. Tenemos licencia del Departamento de Servicios Sociales de California (${site.licence.authority}) como Organización de Cuidado en el Hogar (Home Care Organization), con el número de licencia ${site.licence.number}. California exige que las agencias con licencia tengan seguro de responsabilidad civil, seguro de compensación para trabajadores y una fianza contra la deshonestidad de empleados, y nosotros contamos con todos ellos.`,
          ],
          link: { label: "Verifique nuestra licencia", href: verifyHref },
        },
      ],
    },
    {
      heading: "Área de servicio y referidos",
      items: [
        {
          id: "service-area",
          question: "¿En qué zonas ofrecen servicio?",
          answer: [
            "Atendemos a familias en todo el condado de San Diego, incluidos Kearny Mesa, Clairemont, Mission Valley, La Mesa, El Cajon, Poway, Chula Vista, La Jolla y Escondido.",
            `¿No sabe si llegamos hasta su calle? Llámenos al ${site.phones.main.display}.`,
          ],
          link: { label: "Verifique su código postal", href: "/contact#service-area" },
        },
        {
          id: "referrals",
          question: "¿Cómo funcionan los referidos de hospitales y otros profesionales?",
          answer: [
            `Los planificadores de altas, trabajadores sociales, médicos y otros profesionales pueden enviar un referido con nuestro formulario en línea, por correo electrónico a ${site.email} o llamando a nuestra línea de referidos para profesionales al ${site.phones.referral.display} (${phones.referral.note.toLowerCase()}).`,
            `Le confirmamos que lo recibimos, nos comunicamos con el paciente o su familia y muchas veces podemos empezar el cuidado en un plazo de ${startCare.fastestHours} a ${startCare.usualHours} horas. Le informamos en cada paso del proceso.`,
          ],
          link: { label: "Enviar un referido", href: "/referrals" },
        },
      ],
    },
  ],
  closing: {
    heading: "¿Todavía tiene alguna pregunta?",
    text: "Llámenos o reserve una consulta gratuita por video y pregúntenos lo que quiera.",
  },
};
