/** Every word on /es/costs except the estimator's, from content/costs.es.json (paired with the English by id). */
import words from "../costs.es.json" with { type: "json" };
import { costsIn } from "../cost-words";
import type { CostWords } from "../schema/costs";

export const costs = costsIn(words as CostWords, "es");
