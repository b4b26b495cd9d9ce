/**
 * A language's words for /costs (content/costs.<language>.json) joined with the facts they speak of
 * (content/costs.json, the agency's rates) by id, never by position: the page gets its words whole,
 * with every {slot} filled.
 */
import { MONTHS_PER_YEAR, WEEKDAYS, WEEKS_PER_YEAR, type Schedule } from "@/lib/estimate";
import { hoursAYear, type HoursBasis } from "@/lib/market";
import { formatUsd } from "@/lib/money";
import { fill } from "@/supabase/functions/_shared/template.ts";
import { byId } from "./by-id";
import type { Locale } from "./copy";
import factsFile from "./costs.json" with { type: "json" };
import type { CostFacts, CostWords } from "./schema/costs";
import { site } from "./site";

/** Where a published figure or an official rule comes from. A figure also names its year. */
export type Source = { name: string; url: string; year?: number };
/** `hoursBasis`: a yearly figure's hours (the page shows it per hour too, lib/market.ts); an hourly figure has none. */
export type MarketFigure = { area: string; service: string; amount: number; per: string; basis: string; source: Source & { year: number }; hoursBasis?: HoursBasis };
/** `answer`: the plain yes or no a family is looking for, shown first and in bold. */
export type Payer = { title: string; answer?: string; text: string; links: readonly { label: string; href: string }[] };
export type RateItem = { label: string; value: string; note?: string };

const facts = factsFile as CostFacts;
const r = site.rates;

const FILE = "content/costs.json";

export function costsIn(words: CostWords, lang: Locale) {
  const say = (template: string, values: Record<string, string | number> = {}) => fill(template, values, lang);
  const prices = {
    hourly: formatUsd(r.hourly),
    weekendHourly: formatUsd(r.weekendHolidayHourly),
    minimumVisitHours: r.minimumVisitHours,
    overnightPrice: formatUsd(r.overnight.price),
    overnightHours: r.overnight.hours,
    liveInPrice: formatUsd(r.liveIn.price),
  };
  /** A month in weeks, as the estimator counts it (lib/estimate.ts): a twelfth of a year's weeks. */
  const weeksPerMonth = (WEEKS_PER_YEAR / MONTHS_PER_YEAR).toLocaleString("en-US", { maximumFractionDigits: 1 });
  const sourceOf = (id: string) => ({ ...byId(words.compare.sources, id, `content/costs.${lang}.json`), ...byId(facts.sources, id, FILE) });
  const survey = facts.survey;

  return {
    meta: words.meta,
    hero: words.hero,
    rates: {
      heading: words.rates.heading,
      intro: words.rates.intro,
      items: words.rates.items.map(({ label, value, note }): RateItem => ({ label, value: say(value, prices), ...(note ? { note: say(note, prices) } : {}) })),
    },
    schedules: {
      ...words.schedules,
      items: facts.schedules.map(({ hoursPerDay, daysPerWeek }): Schedule => ({ hoursPerDay, daysPerWeek })),
      hoursPerWeek: (hours: number) => say(words.schedules.hoursPerWeek, { hours }),
      liveIn: (days: number) => say(words.schedules.liveIn, { days }),
      how: words.schedules.how.map((line) =>
        say(line, { ...prices, weeksPerYear: WEEKS_PER_YEAR, monthsPerYear: MONTHS_PER_YEAR, weeksPerMonth, weekdays: WEEKDAYS }),
      ),
    },
    estimator: words.estimator,
    compare: {
      heading: words.compare.heading,
      intro: words.compare.intro,
      perHour: {
        ...words.compare.perHour,
        figure: (f: MarketFigure) => say(words.compare.perHour.figure, { area: f.area, service: f.service }),
        note: (h: HoursBasis) => say(words.compare.perHour.note, { ...h, hoursAYear: hoursAYear(h) }),
      },
      /** Under a yearly figure: what it comes to an hour. */
      hourly: (amount: number) => say(words.compare.hourly, { amount: formatUsd(amount) }),
      figures: words.compare.figures.map(({ id, area, service, per, basis }): MarketFigure => {
        const fact = byId(facts.figures, id, FILE);
        const { name, url, year } = sourceOf(fact.source);
        const yearly = fact.period === "year";
        return {
          area,
          service,
          amount: fact.amount,
          per,
          basis: yearly ? say(basis, survey) : basis,
          source: { name, year, url },
          ...(yearly ? { hoursBasis: survey } : {}),
        };
      }),
      source: (s: Source & { year: number }) => say(words.compare.source, { name: s.name, year: String(s.year) }),
    },
    payers: {
      heading: words.payers.heading,
      intro: words.payers.intro,
      items: words.payers.items.map(({ title, answer, text, links }): Payer => ({
        title,
        ...(answer ? { answer } : {}),
        text,
        links: (links ?? []).map(({ id, label }) => ({ label, href: byId(facts.payerLinks, id, FILE).href })),
      })),
    },
    cta: words.cta,
  };
}
