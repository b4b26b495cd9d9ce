/**
 * /costs: the facts (content/costs.json: the example schedules, the survey's figures and where they
 * come from, the official links) and each language's words (content/costs.<language>.json), paired
 * by id. Every figure shown to families that is not the agency's own names its source and year.
 */
import { z } from "zod";
import { externalHref, id } from "./words.ts";

const text = z.string().min(1);
const count = (what: string) => z.number().int(`${what} is a whole number.`).positive(`${what} must be more than zero.`);

export const costFactsSchema = z
  .object({
    /** Facts on /costs the owner still has to confirm (absent: none; `npm run build:deploy` lists them). */
    ownerToConfirm: z.array(z.object({ field: text, why: text }).strict()).optional(),
    /** The schedules the table prices at the agency's rates. */
    schedules: z
      .array(z.object({ id, hoursPerDay: count("Hours a day").max(24, "A day has 24 hours."), daysPerWeek: count("Days a week").max(7, "A week has 7 days.") }).strict())
      .min(1),
    /** The hours a week and weeks a year the survey's yearly figures pay for. */
    survey: z.object({ hoursPerWeek: count("Hours a week"), weeksPerYear: count("Weeks a year").max(53) }).strict(),
    sources: z.array(z.object({ id, url: externalHref, year: z.number().int().min(2000, "A source's year is when it was published.").max(2100) }).strict()).min(1),
    /** A published figure: US dollars an hour, or a year (over the survey's hours). */
    figures: z
      .array(z.object({ id, amount: z.number().positive("A figure must be more than zero."), period: z.enum(["hour", "year"]), source: id }).strict())
      .min(1),
    payerLinks: z.array(z.object({ id, href: externalHref }).strict()),
  })
  .strict()
  .superRefine((facts, ctx) => {
    const sources = new Set(facts.sources.map((s) => s.id));
    facts.figures.forEach((f, i) => {
      if (!sources.has(f.source)) ctx.addIssue({ code: "custom", path: ["figures", i, "source"], message: `No source with id "${f.source}" in sources: every figure names where it comes from.` });
    });
  });

const heading = { heading: text, intro: text };

export const costWordsSchema = z
  .object({
    meta: z.object({ title: text, description: text }).strict(),
    hero: z.object({ heading: text, text }).strict(),
    rates: z
      .object({
        ...heading,
        items: z.array(z.object({ id: z.enum(["weekday", "minimumVisit", "weekend", "overnight", "liveIn"]), label: text, value: text, note: text.optional() }).strict()),
      })
      .strict(),
    schedules: z
      .object({
        ...heading,
        caption: text,
        columns: z.object({ schedule: text, weekly: text, monthly: text }).strict(),
        hoursPerWeek: text,
        roundTheClock: text,
        liveIn: text,
        liveInNote: text,
        howHeading: text,
        how: z.array(text).min(1),
      })
      .strict(),
    estimator: z.object({ ...heading, noScript: text }).strict(),
    compare: z
      .object({
        ...heading,
        perHour: z.object({ caption: text, columns: z.object({ what: text, hourly: text }).strict(), ours: text, figure: text, note: text }).strict(),
        hourly: text,
        source: text,
        figures: z.array(z.object({ id, area: text, service: text, per: text, basis: text }).strict()).min(1),
        sources: z.array(z.object({ id, name: text }).strict()).min(1),
      })
      .strict(),
    payers: z
      .object({
        ...heading,
        items: z.array(z.object({ id, title: text, answer: text.optional(), text, links: z.array(z.object({ id, label: text }).strict()).optional() }).strict()).min(1),
      })
      .strict(),
    cta: z.object({ heading: text, text }).strict(),
  })
  .strict();

export type CostFacts = z.infer<typeof costFactsSchema>;
export type CostWords = z.infer<typeof costWordsSchema>;
