/** How soon the agency answers each form, in Spanish ("2 horas hábiles", "2 a 3 días hábiles"): the figures from the agency's facts. */
import { replyDeadline } from "../agency.ts";
import { replyTimesIn } from "../reply-words.ts";

export const replyWithin = replyTimesIn(replyDeadline, {
  lang: "es",
  units: {
    hours: { one: "hora", other: "horas" },
    businessHours: { one: "hora hábil", other: "horas hábiles" },
    businessDays: { one: "día hábil", other: "días hábiles" },
  },
  range: "{from} a {to}",
});
