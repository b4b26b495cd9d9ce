/** How soon the agency answers each form, in English ("2 business hours", "2-3 business days"): the figures from the agency's facts. */
import { replyDeadline } from "../agency.ts";
import { replyTimesIn } from "../reply-words.ts";

export const replyWithin = replyTimesIn(replyDeadline, {
  lang: "en",
  units: {
    hours: { one: "hour", other: "hours" },
    businessHours: { one: "business hour", other: "business hours" },
    businessDays: { one: "business day", other: "business days" },
  },
  range: "{from}-{to}",
});
