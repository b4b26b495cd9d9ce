/**
 * Every word on /costs except the estimator's (content/pages/estimator.<language>.json), from content/costs.en.json;
 * the facts (schedules, the survey's figures and sources, official links) from content/costs.json,
 * and the prices from the agency's rates. Both are checked against content/schema/costs.ts when the
 * site is built.
 */
import words from "./costs.en.json" with { type: "json" };
import { costsIn } from "./cost-words";
import facts from "./costs.json" with { type: "json" };
import type { CostFacts, CostWords } from "./schema/costs";

export type { MarketFigure, Payer, RateItem, Source } from "./cost-words";

/** The survey's method: the hours a week, and the weeks a year, that its yearly figures for home care pay for. */
export const surveyYear = (facts as CostFacts).survey;

export const costs = costsIn(words as CostWords, "en");
