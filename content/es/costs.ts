/** Every word on /es/costs except the estimator's (content/es/estimator.ts). Prices come from site.rates. */
import { MONTHS_PER_YEAR, WEEKDAYS, WEEKS_PER_YEAR } from "@/lib/estimate";
import { hoursAYear, type HoursBasis } from "@/lib/market";
import { formatUsd } from "@/lib/money";
import type { Copy } from "../copy";
import { costs as en, type MarketFigure, type Source } from "../costs";
import { site } from "../site";

const r = site.rates;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const hours = (n: number) => count(n, "hora", "horas");
const days = (n: number) => count(n, "día", "días");

/** The live-in unit, keyed by the English value, so a change there stops the build until the Spanish follows. */
const per = { day: "por día" } satisfies Record<typeof r.liveIn.per, string>;

/** A month in weeks, as the estimator counts it (lib/estimate.ts): 52 / 12, about 4.3. */
const weeksPerMonth = (WEEKS_PER_YEAR / MONTHS_PER_YEAR).toLocaleString("en-US", { maximumFractionDigits: 1 });

/** The site of an official link, as its label shows it: "https://www.va.gov/…" → "va.gov". */
const siteOf = (href: string) => new URL(href).hostname.replace(/^www\./, "");

/**
 * A published figure's source: the same source, URL and year as in English. Its name keeps the survey's
 * own title; only the "and" between its two publishers is said in Spanish ("CareScout y Genworth").
 */
const cited = <S extends Source>(s: S): S => ({ ...s, name: s.name.replace(/ and /g, " y ") });

/** The survey's method for the state figures, from the same hours as in English (content/costs.ts, surveyYear). */
const stateBasis = (h: HoursBasis) => `Mediana estatal para ${hours(h.hoursPerWeek)} a la semana, ${h.weeksPerYear} semanas al año`;

/** A yearly figure's hours, as in English: one without them stops the build. */
function hoursOf(f: MarketFigure): HoursBasis {
  if (!f.hoursBasis) throw new Error(`content/es/costs.ts: no hours for "${f.area}, ${f.service}", a yearly figure`);
  return f.hoursBasis;
}

const [usHomemaker, usAide, caHomemaker, caAide] = en.compare.figures;
const [medicare, , insurance, va, ihss] = en.payers.items;

export const costs: Copy<typeof en> = {
  meta: {
    title: "Costos y cómo pagar el cuidado",
    description:
      "Nuestras tarifas por hora, cuánto cuestan los horarios más comunes, una calculadora de costos, cómo se comparan nuestros precios y quién paga el cuidado no médico en el hogar en San Diego.",
  },
  hero: {
    heading: "Costos y cómo pagar el cuidado",
    text: "Nuestros precios, cuánto cuesta una semana de cuidado y las formas en que las familias lo pagan, con números claros.",
  },
  rates: {
    heading: "Nuestras tarifas",
    intro: "Lo que cobramos por el cuidado no médico en el hogar, antes de cualquier seguro o beneficio.",
    items: [
      { label: "Cuidado en el hogar entre semana", value: `${formatUsd(r.hourly)} por hora` },
      { label: "Visita más corta", value: hours(r.minimumVisitHours), note: `Si una visita dura menos, le cobramos ${hours(r.minimumVisitHours)}.` },
      { label: "Fines de semana y días festivos", value: `${formatUsd(r.weekendHolidayHourly)} por hora` },
      { label: "Turno de noche", value: `${formatUsd(r.overnight.price)} por noche`, note: `Un cuidador para un turno de noche de hasta ${hours(r.overnight.hours)}.` },
      { label: "Cuidador que vive en casa", value: `${formatUsd(r.liveIn.price)} ${per[r.liveIn.per]}`, note: "Un cuidador que se queda en casa con su ser querido, para ayudarle de día y de noche." },
    ],
  },
  schedules: {
    heading: "Cuánto cuestan los horarios más comunes",
    intro: "Con nuestras tarifas, para los horarios por los que más nos preguntan las familias.",
    caption: "Costo semanal y mensual de los horarios más comunes con nuestras tarifas",
    columns: { schedule: "Horario", weekly: "Por semana", monthly: "Por mes (aprox.)" },
    items: en.schedules.items,
    hoursPerWeek: (n: number) => `${hours(n)} a la semana`,
    roundTheClock: "Día y noche, todos los días",
    liveIn: (n: number) => `Cuidador que vive en casa, ${days(n)} a la semana`,
    liveInNote: "Un cuidador que se queda en casa",
    howHeading: "Cómo hacemos estas cuentas",
    how: [
      `Un mes son ${WEEKS_PER_YEAR} semanas divididas entre ${MONTHS_PER_YEAR}, o sea, unas ${weeksPerMonth} semanas. El costo mensual se redondea al dólar.`,
      `Hasta ${days(WEEKDAYS)} a la semana se cobran como días entre semana. El sexto y el séptimo día se cobran con nuestra tarifa de fin de semana, de ${formatUsd(r.weekendHolidayHourly)} por hora. Los días festivos también tienen la tarifa de fin de semana; estas cifras no los incluyen.`,
      `Las visitas son de al menos ${hours(r.minimumVisitHours)}. Si una visita dura menos, le cobramos ${hours(r.minimumVisitHours)}.`,
      "Para el cuidado de día y de noche, un cuidador que vive en casa, que se cobra por día, cuesta mucho menos que pagar por horas día y noche.",
    ],
  },
  estimator: {
    heading: "Calcule el costo de su horario",
    intro: "Escriba cuántas horas de cuidado necesita al día y cuántos días a la semana, y le mostramos cuánto cuesta con nuestras tarifas.",
    noScript:
      "Esta calculadora necesita JavaScript, que está desactivado en su navegador. La tabla de arriba muestra los horarios por los que más preguntan las familias; para cualquier otro, llámenos y lo calculamos juntos.",
  },
  compare: {
    heading: "Cómo se comparan nuestros precios",
    intro:
      "Lo que cuesta el cuidado en el hogar en todo el país y en California, según la encuesta de costos de cuidado más usada. Son las medianas de la encuesta, no nuestros precios.",
    perHour: {
      caption: "Una hora de cuidado: nuestra tarifa junto a las medianas de la encuesta",
      columns: { what: "Cuidado", hourly: "Por hora" },
      ours: "VitalHealth, entre semana",
      figure: (f: MarketFigure) => `Mediana de ${f.area}: ${f.service}`,
      note: (h: HoursBasis) =>
        `La encuesta da las cifras de cada estado por año: dividimos cada una entre las horas que paga, ${h.hoursPerWeek} a la semana durante ${h.weeksPerYear} semanas (${hoursAYear(h).toLocaleString("en-US")} horas).`,
    },
    hourly: (amount: number) => `Equivale a ${formatUsd(amount)} por hora.`,
    figures: [
      {
        area: "Estados Unidos",
        service: "Ayuda con las tareas del hogar (cocinar, limpiar y hacer mandados)",
        amount: usHomemaker.amount,
        per: "por hora",
        basis: "Mediana nacional por hora",
        source: cited(usHomemaker.source),
      },
      {
        area: "Estados Unidos",
        service: "Asistente de salud en el hogar (ayuda directa, como para bañarse y vestirse)",
        amount: usAide.amount,
        per: "por hora",
        basis: "Mediana nacional por hora",
        source: cited(usAide.source),
      },
      {
        area: "California",
        service: "Ayuda con las tareas del hogar",
        amount: caHomemaker.amount,
        per: "al año",
        basis: stateBasis(hoursOf(caHomemaker)),
        source: cited(caHomemaker.source),
        hoursBasis: hoursOf(caHomemaker),
      },
      {
        area: "California",
        service: "Asistente de salud en el hogar",
        amount: caAide.amount,
        per: "al año",
        basis: stateBasis(hoursOf(caAide)),
        source: cited(caAide.source),
        hoursBasis: hoursOf(caAide),
      },
    ],
    source: (s: Source & { year: number }) => `Fuente: ${s.name}, ${s.year}`,
  },
  payers: {
    heading: "Quién paga el cuidado en el hogar",
    intro: "Muchas familias combinan más de una de estas opciones. En la consulta gratuita le ayudamos a ver cuáles le sirven a su familia.",
    items: [
      {
        title: "Medicare",
        answer: "Medicare no paga el cuidado no médico en el hogar cuando es el único cuidado que se necesita.",
        text: "Medicare paga el cuidado de salud en el hogar (home health): enfermería especializada o terapia de tiempo parcial, ordenada por un médico, para personas que no pueden salir de casa. No paga la ayuda con las tareas del hogar ni el cuidado personal, como bañarse y vestirse, cuando ese es el único cuidado que usted necesita.",
        links: [{ label: `Cobertura de Medicare para servicios de salud en el hogar (${siteOf(medicare.links[0].href)})`, href: medicare.links[0].href }],
      },
      {
        title: "Pago privado",
        text: "La persona que recibe el cuidado, o su familia, nos paga directamente con sus ingresos, sus ahorros o la ayuda de otros familiares, según las tarifas de arriba.",
        links: [],
      },
      {
        title: "Seguro de cuidado a largo plazo",
        text: "Muchas pólizas pagan el cuidado en casa una vez que la aseguradora acepta que usted necesita ayuda con las actividades de la vida diaria, como bañarse y vestirse, o que tiene un deterioro cognitivo, y después del período de espera de la póliza (llamado período de eliminación). Le ayudamos con el reclamo: le enviamos a su aseguradora el plan de cuidado, los registros de las visitas y las facturas detalladas que pida, y respondemos sus preguntas.",
        links: [
          {
            label: "Cómo paga los beneficios un seguro de cuidado a largo plazo (U.S. Administration for Community Living)",
            href: insurance.links[0].href,
          },
        ],
      },
      {
        title: "Beneficio de Ayuda y Asistencia (Aid and Attendance) de la VA",
        text: "Es un pago mensual que se suma a la pensión de la VA (Asuntos de Veteranos) para veteranos y cónyuges sobrevivientes que necesitan la ayuda de otra persona en actividades diarias como bañarse, comer y vestirse. Se puede usar para pagar el cuidado en casa. Usted lo solicita directamente a la VA; nosotros podemos darle nuestro plan de cuidado y nuestras facturas para su solicitud.",
        links: [{ label: `Beneficio Aid and Attendance de la VA (${siteOf(va.links[0].href)})`, href: va.links[0].href }],
      },
      {
        title: "Medi-Cal: Servicios de Apoyo en el Hogar (In-Home Supportive Services, IHSS)",
        answer: "IHSS no paga el cuidado de una agencia como la nuestra.",
        text: "IHSS es un programa de Medi-Cal que administra cada condado. Es para personas de 65 años o más, ciegas o con una discapacidad, que reúnen los requisitos de Medi-Cal y no pueden quedarse en casa de forma segura sin ayuda. La persona que recibe el cuidado es el empleador: contrata y supervisa a su propio cuidador, que puede ser un familiar o un amigo, y el programa le paga al cuidador. En el condado de San Diego, la solicitud se hace ante Aging & Independence Services.",
        links: [
          { label: "Servicios de Apoyo en el Hogar (Condado de San Diego)", href: ihss.links[0].href },
          { label: "Información sobre IHSS (California Department of Social Services)", href: ihss.links[1].href },
        ],
      },
    ],
  },
  cta: {
    heading: "Hablemos de su caso",
    text: "En una consulta gratuita de 30 minutos revisamos juntos el cuidado que necesita su ser querido, cuánto costaría y cómo podría pagarlo.",
  },
};
