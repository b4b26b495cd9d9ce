/**
 * A reply time ("2 business hours", "2 a 3 días hábiles") in a language's words: the figures are the
 * agency's (content/agency.json), the unit's singular and plural are each language's, chosen by the
 * language's own plural rules.
 */
import data from "./content/agency.json" with { type: "json" };
import type { Agency, ReplyTime } from "./content/schema.ts";
import type { FormType } from "./form-types.ts";

/** A unit's word for each plural category the language uses ("other" is every language's fallback). */
type UnitWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type ReplyWords = {
  /** The language the plural rules are taken from. */
  lang: string;
  units: Record<ReplyTime["unit"], UnitWords>;
  /** How a range of figures reads, with the slots {from} and {to}: "{from}-{to}". */
  range: string;
};

/** "2 business hours", "2-3 business days". */
export function replyTimeIn(time: ReplyTime, words: ReplyWords): string {
  const unit = words.units[time.unit];
  const figure =
    time.from === undefined ? String(time.amount) : words.range.replace("{from}", String(time.from)).replace("{to}", String(time.amount));
  return `${figure} ${unit[new Intl.PluralRules(words.lang).select(time.amount)] ?? unit.other}`;
}

/** Every form's reply time in a language. */
export function replyTimesIn(words: ReplyWords): Record<FormType, string> {
  const times = (data as Agency).replyWithin;
  return {
    referral: replyTimeIn(times.referral, words),
    consultation: replyTimeIn(times.consultation, words),
    callback: replyTimeIn(times.callback, words),
    application: replyTimeIn(times.application, words),
  };
}

export const englishReplyWords: ReplyWords = {
  lang: "en",
  units: {
    hours: { one: "hour", other: "hours" },
    businessHours: { one: "business hour", other: "business hours" },
    businessDays: { one: "business day", other: "business days" },
  },
  range: "{from}-{to}",
};

export const spanishReplyWords: ReplyWords = {
  lang: "es",
  units: {
    hours: { one: "hora", other: "horas" },
    businessHours: { one: "hora hábil", other: "horas hábiles" },
    businessDays: { one: "día hábil", other: "días hábiles" },
  },
  range: "{from} a {to}",
};
