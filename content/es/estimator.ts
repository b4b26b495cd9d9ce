/**
 * Every word the /es/costs estimator shows. A client island carries these words, so this module
 * imports no other content: prices come in as arguments, the limits from lib/estimate.ts.
 */
import { DAYS_PER_WEEK, HOURS_PER_DAY, type Estimate, type Problem, type ScheduleField } from "@/lib/estimate";
import { formatUsd } from "@/lib/money";
import type { Copy } from "../copy";
import type { estimatorCopy as en } from "../estimator";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const hours = (n: number) => count(n, "hora", "horas");
const days = (n: number) => count(n, "día", "días");

export const estimatorCopy: Copy<typeof en> = {
  labels: { hoursPerDay: "Horas de cuidado al día", daysPerWeek: "Días de cuidado a la semana" },
  hints: {
    hoursPerDay: (minimumVisitHours: number) =>
      `Un número entero del ${HOURS_PER_DAY.min} al ${HOURS_PER_DAY.max}. Las visitas son de al menos ${hours(minimumVisitHours)}.`,
    daysPerWeek: () => `Un número entero del ${DAYS_PER_WEEK.min} al ${DAYS_PER_WEEK.max}.`,
  },
  submit: "Calcular el costo",
  working: "Calculando...",
  errorPrefix: "Error:",
  problems: {
    hoursPerDay: {
      empty: `Escriba cuántas horas de cuidado necesita al día, del ${HOURS_PER_DAY.min} al ${HOURS_PER_DAY.max}.`,
      notNumber: "Escriba las horas con números, por ejemplo 4.",
      notWhole: "Escriba horas completas, por ejemplo 4 u 8.",
      tooFew: `Escriba al menos ${hours(HOURS_PER_DAY.min)} al día.`,
      tooMany: `Un día tiene ${hours(HOURS_PER_DAY.max)}: escriba ${HOURS_PER_DAY.max} o menos.`,
    },
    daysPerWeek: {
      empty: `Escriba cuántos días de cuidado necesita a la semana, del ${DAYS_PER_WEEK.min} al ${DAYS_PER_WEEK.max}.`,
      notNumber: "Escriba los días con números, por ejemplo 5.",
      notWhole: "Escriba días completos, por ejemplo 3 o 5.",
      tooFew: `Escriba al menos ${days(DAYS_PER_WEEK.min)} a la semana.`,
      tooMany: `Una semana tiene ${days(DAYS_PER_WEEK.max)}: escriba ${DAYS_PER_WEEK.max} o menos.`,
    },
  } satisfies Record<ScheduleField, Record<Problem, string>>,
  placeholder: "Aquí aparecerá su costo estimado.",
  /** Read out in the result's live region when an answer is wrong, so no earlier estimate is left standing. */
  noEstimate: "Todavía no hay un costo estimado: revise sus respuestas e intente de nuevo.",
  result: {
    heading: "Su costo estimado",
    schedule: (e: Pick<Estimate, "hoursPerDay" | "daysPerWeek">) => `${hours(e.hoursPerDay)} al día, ${days(e.daysPerWeek)} a la semana`,
    weekly: (amount: number) => `${formatUsd(amount)} a la semana`,
    monthly: (amount: number) => `aproximadamente ${formatUsd(amount)} al mes`,
    minimum: (n: number) => `Nuestras visitas son de al menos ${hours(n)}, así que este cálculo cobra ${hours(n)} al día.`,
    weekend: (n: number, rate: number) => `Incluye ${days(n)} a la semana con nuestra tarifa de fin de semana, de ${formatUsd(rate)} por hora.`,
    liveIn: (weekly: number, monthly: number) =>
      `Con un cuidador que vive en casa, esos mismos días cuestan ${formatUsd(weekly)} a la semana, aproximadamente ${formatUsd(monthly)} al mes.`,
  },
};
