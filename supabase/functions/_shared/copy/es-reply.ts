/** How soon the agency answers each form, in Spanish: the figures from the agency's facts, the units from content/forms.es.json. */
import words from "../content/forms.es.json" with { type: "json" };
import { replyTimesOf } from "./form-words.ts";

export const replyWithin = replyTimesOf(words, "es");
